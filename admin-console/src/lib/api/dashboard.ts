import { queryOptions, useQuery } from '@campaign/shared/query';
import { dashboardSchema } from '@campaign/shared';
import { CONSOLE_KEYS } from './console-keys';
import { fetchJson } from './fetch-json';

/**
 * GET /api/admin/dashboard: the totals and pledge counts. Read by the dashboard and by the side
 * navigation's Messages badge (one request for both); fresh each time either opens.
 */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: CONSOLE_KEYS.dashboard,
    queryFn: async ({ signal }) =>
      dashboardSchema.parse(await fetchJson(CONSOLE_KEYS.dashboard[0], signal)),
    staleTime: 0,
  });
}

/** How many messages wait for an answer (the Messages badge); only admins ask. */
export function useUnhandledCount(enabled: boolean): number | undefined {
  const query = useQuery({
    ...dashboardQueryOptions(),
    enabled,
    select: (dashboard) => dashboard.totals.unhandledMessages,
  });
  return query.data;
}
