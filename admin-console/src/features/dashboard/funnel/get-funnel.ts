import { useQuery } from '@campaign/shared/query';
import { funnelSchema, type FunnelPeriod } from '@campaign/shared';
import { fetchJson } from '../../../lib/api/fetch-json';

const FUNNEL = '/api/admin/dashboard/funnel';

/** GET /api/admin/dashboard/funnel for `period`, checked with the shared schema. */
export function useFunnel(period: FunnelPeriod) {
  return useQuery({
    queryKey: [FUNNEL, { period }],
    queryFn: async ({ signal }) =>
      funnelSchema.parse(
        await fetchJson(`${FUNNEL}?${new URLSearchParams({ period }).toString()}`, signal),
      ),
    staleTime: 0,
  });
}
