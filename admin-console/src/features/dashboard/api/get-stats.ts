import { queryOptions, useQuery } from '@campaign/shared/query';
import { queryKeys, statsSchema } from '@campaign/shared';
import { fetchJson } from '../../../lib/api/fetch-json';

/**
 * GET /api/stats, the figures the visitor pages show (pledges by year, by day over the
 * campaign period), under the site's own key: the console shares the site's query cache, and a
 * pledge refreshes both. Checked when read, whichever side fetched it; unlike the visitor pages,
 * the console never shows fallback figures for a failed call, it says the call failed.
 */
export const siteStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stats(),
    queryFn: ({ signal }) => fetchJson(queryKeys.stats()[0], signal),
    select: (answer: unknown) => statsSchema.parse(answer),
    staleTime: 0,
  });

export function useSiteStats() {
  return useQuery(siteStatsQueryOptions());
}
