import { throwIfResNotOk } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call: cookies included, `data` (when given) sent as JSON. Throws ApiError for a
 * non-2xx answer; otherwise hands back the Response for the caller to read.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    ...(hasBody ? { body: JSON.stringify(data) } : {}),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}
