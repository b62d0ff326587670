import { queryOptions, useQuery } from '@campaign/shared/query';
import { queryKeys, type Tip } from '@campaign/shared';
import { checkedQueryFn } from '../../../ui/checked-query-fn';

export const TIPS_ERROR = 'Failed to load tips. Please try again later.';
export const TIPS_EMPTY = 'No tips available in this category yet.';

/** GET /api/tips: every tip; the page groups them by category. */
export const tipsQueryOptions = () =>
  queryOptions<Tip[]>({
    queryKey: queryKeys.tips(),
    queryFn: checkedQueryFn(() =>
      import('@campaign/shared').then(({ tipSchema }) => tipSchema.array()),
    ),
  });

export function useTips() {
  return useQuery(tipsQueryOptions());
}
