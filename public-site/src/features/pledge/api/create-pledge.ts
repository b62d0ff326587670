import { useMutation, useQueryClient } from '@campaign/shared/query';
import { queryKeys, type PledgeInput } from '@campaign/shared';
import { apiRequest } from '@campaign/shared/client';

export const PLEDGE_ERROR = 'Failed to submit pledge. Please try again.';

/** POST /api/pledges {name, email}; the answer is not read. */
export async function createPledge(input: PledgeInput): Promise<void> {
  await apiRequest('POST', '/api/pledges', input);
}

/**
 * After a pledge, the cached figures are refreshed, and the console's pledge list and dashboard
 * if this tab has them (the console shares the site's query cache).
 */
export function useCreatePledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPledge,
    onSuccess: () =>
      Promise.all(
        [queryKeys.stats(), queryKeys.consolePledges(), queryKeys.consoleDashboard()].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
