import { useQuery } from '@campaign/shared/query';
import { visitorStatsSchema } from '@campaign/shared';
import { fetchJson } from '../../../lib/api/fetch-json';

const VISITOR_STATS = '/api/admin/visitor-stats';

const DAY_MS = 86_400_000;

/** The first UTC day of the `days` days ending today. */
export function rangeStart(days: number, now = new Date()): string {
  return new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** GET /api/admin/visitor-stats for the `days` days ending today (UTC). */
export function useVisitorStats(days: number) {
  const from = rangeStart(days);
  return useQuery({
    queryKey: [VISITOR_STATS, { from }],
    queryFn: async ({ signal }) =>
      visitorStatsSchema.parse(
        await fetchJson(`${VISITOR_STATS}?${new URLSearchParams({ from }).toString()}`, signal),
      ),
    staleTime: 0,
  });
}
