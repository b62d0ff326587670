import { throwIfResNotOk } from './api-error';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The part of TanStack Query's QueryFunctionContext a GET needs; keeps this file React-free. */
export interface QueryKeyContext {
  readonly queryKey: readonly unknown[];
  readonly signal?: AbortSignal;
}

/**
 * Query keys are API path parts: ['/api/blog', slug] reads GET /api/blog/{slug}. A plain object
 * as the last part is the query string: ['/api/blog', { page: 2 }] reads GET /api/blog?page=2,
 * and still shares the ['/api/blog'] prefix that invalidates every article list.
 */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  const last = queryKey.at(-1);
  if (typeof last !== 'object' || last === null) return queryKey.map(String).join('/');
  const search = new URLSearchParams(
    Object.entries(last).map(([name, value]) => [name, String(value)]),
  ).toString();
  const path = queryKey.slice(0, -1).map(String).join('/');
  return search ? `${path}?${search}` : path;
}

interface QueryFnOptions {
  on401: UnauthorizedBehavior;
  /**
   * Origin to resolve the API path against. The browser leaves it out (same origin); the
   * server render names where it reaches the API, as Node's fetch needs an absolute URL.
   */
  baseUrl?: string;
  /**
   * How to make the request; the global fetch unless given. The server render passes one that
   * answers from the API in the same process, through the same routes, without a socket.
   */
  fetch?: (input: string | URL, init: RequestInit) => Promise<Response>;
}

export function getQueryFn(
  options: QueryFnOptions & { on401: 'returnNull' },
): <T>(context: QueryKeyContext) => Promise<T | null>;
export function getQueryFn(
  options: QueryFnOptions & { on401: 'throw' },
): <T>(context: QueryKeyContext) => Promise<T>;
export function getQueryFn(
  options: QueryFnOptions,
): <T>(context: QueryKeyContext) => Promise<T | null>;
export function getQueryFn({ on401, baseUrl, fetch: send }: QueryFnOptions) {
  return async <T>({ queryKey, signal }: QueryKeyContext): Promise<T | null> => {
    const path = queryKeyToPath(queryKey);
    // The global fetch is looked up on each call, not when the function is made (a page's
    // tests, and any wrapper installed later, replace it).
    const res = await (send ?? fetch)(baseUrl === undefined ? path : new URL(path, baseUrl), {
      credentials: 'include',
      ...(signal ? { signal } : {}),
    });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
