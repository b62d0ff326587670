import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, statsWithFallbacks, type Stats } from '@campaign/shared';

export const STATS_ERROR = 'Failed to load statistics. Please try again later.';

const withFallbacks = (data: Partial<Stats> | null) => statsWithFallbacks(data);

/** GET /api/stats, with fallback figures filled in for anything the server left out. */
export const statsQueryOptions = () =>
  queryOptions<Partial<Stats> | null, Error, Stats>({
    queryKey: queryKeys.stats(),
    select: withFallbacks,
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
