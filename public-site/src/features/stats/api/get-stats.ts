import { queryOptions, useQuery } from '@campaign/shared/query';
import { queryKeys, statsWithFallbacks, type Stats } from '@campaign/shared';
import { checkedQueryFn } from '../../../ui/checked-query-fn';

export const STATS_ERROR = 'Failed to load statistics. Please try again later.';

/** What the partial schema parses: any figure may be missing (or undefined). */
type SomeStats = { [K in keyof Stats]?: Stats[K] | undefined };

const withFallbacks = (data: SomeStats | null) => statsWithFallbacks(data);

/**
 * GET /api/stats, with fallback figures filled in for anything the server left out: a figure
 * may be missing, but one that is there must have the right type.
 */
export const statsQueryOptions = () =>
  queryOptions<SomeStats | null, Error, Stats>({
    queryKey: queryKeys.stats(),
    queryFn: checkedQueryFn(() =>
      import('@campaign/shared').then(({ statsSchema }) => statsSchema.partial().nullable()),
    ),
    select: withFallbacks,
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
