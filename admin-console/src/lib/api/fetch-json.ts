import { throwIfResNotOk } from '@campaign/shared/client';

type ParamValue = string | number | null | undefined;

/** `?a=1&b=x` from the params that have a value ('' and null count as none); '' when none. */
export function queryString(params: Record<string, ParamValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET a console list or figure: cookies included; a non-2xx answer throws ApiError. */
export async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { credentials: 'include', ...(signal ? { signal } : {}) });
  await throwIfResNotOk(res);
  return res.json();
}
