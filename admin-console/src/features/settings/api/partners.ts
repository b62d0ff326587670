import { useMutation, useQuery, useQueryClient } from '@campaign/shared/query';
import { partnerListSchema, partnerSchema, type PartnerInput } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson } from '../../../lib/api/fetch-json';

const PARTNERS = '/api/admin/partners';
const partnersKey = [PARTNERS] as const;

/** The partners whose sites frame the pledge form, with their pledges (Settings area). */
export function usePartners() {
  return useQuery({
    queryKey: partnersKey,
    queryFn: async ({ signal }) => partnerListSchema.parse(await fetchJson(PARTNERS, signal)),
    staleTime: 0,
  });
}

/** Adds a partner, or saves one (`id`). */
export function useSavePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: PartnerInput }) =>
      partnerSchema.parse(
        await (
          await adminRequest(
            id === null ? 'POST' : 'PUT',
            id === null ? PARTNERS : `${PARTNERS}/${id}`,
            input,
          )
        ).json(),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnersKey }),
        queryClient.invalidateQueries({ queryKey: CONSOLE_KEYS.activity }),
      ]),
  });
}
