import { queryOptions, useQuery } from '@campaign/shared/query';
import { queryKeys, type Leaderboard } from '@campaign/shared';
import { checkedQueryFn } from '../../../ui/checked-query-fn';

/**
 * GET /api/leaderboard: the sharers who chose to appear, by first name. The server render reads
 * it for /impact (optional: without it the page shows no leaderboard).
 */
export const leaderboardQueryOptions = () =>
  queryOptions<Leaderboard>({
    queryKey: queryKeys.leaderboard(),
    queryFn: checkedQueryFn(() =>
      import('@campaign/shared').then(({ leaderboardSchema }) => leaderboardSchema),
    ),
  });

/** The leaderboard while the organisers have it on; nothing is fetched while it is off. */
export function useLeaderboard(on: boolean) {
  return useQuery({ ...leaderboardQueryOptions(), enabled: on });
}
