import { useMutation, useQueryClient } from '@campaign/shared/query';
import { erasureResultSchema, type ErasureInput } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';

/**
 * POST /api/admin/erasures `{email}`: removes the person's pledges, messages and subscription at
 * once and answers how many of each; every list that could show them is refreshed.
 */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ErasureInput) => {
      const res = await adminRequest('POST', '/api/admin/erasures', input);
      return erasureResultSchema.parse(await res.json());
    },
    onSuccess: () =>
      Promise.all(
        [
          CONSOLE_KEYS.pledges,
          CONSOLE_KEYS.subscribers,
          CONSOLE_KEYS.messages,
          CONSOLE_KEYS.dashboard,
          CONSOLE_KEYS.activity,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
