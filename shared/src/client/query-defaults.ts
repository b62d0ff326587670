import { getQueryFn } from './query-fn';

/**
 * `defaultOptions` for the host's single QueryClient: reads go through the shared
 * GET, nothing retries, refetches on focus, polls or ever goes stale.
 */
export const queryClientDefaults = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false as const,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
};
