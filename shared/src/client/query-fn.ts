import { throwIfResNotOk } from './api-error';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The part of TanStack Query's QueryFunctionContext a GET needs; keeps this file React-free. */
export interface QueryKeyContext {
  readonly queryKey: readonly unknown[];
  readonly signal?: AbortSignal;
}

/** Query keys are API path parts: ['/api/blog', slug] reads GET /api/blog/{slug}. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

export function getQueryFn(options: {
  on401: 'returnNull';
}): <T>(context: QueryKeyContext) => Promise<T | null>;
export function getQueryFn(options: {
  on401: 'throw';
}): <T>(context: QueryKeyContext) => Promise<T>;
export function getQueryFn(options: {
  on401: UnauthorizedBehavior;
}): <T>(context: QueryKeyContext) => Promise<T | null>;
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }) {
  return async <T>({ queryKey, signal }: QueryKeyContext): Promise<T | null> => {
    const res = await fetch(queryKeyToPath(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
