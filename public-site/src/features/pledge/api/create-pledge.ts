import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PledgeInput } from '@campaign/shared';
import { apiRequest } from '@campaign/shared/client';

export const PLEDGE_ERROR = 'Failed to submit pledge. Please try again.';

/** POST /api/pledges {name, email}; the answer is not read. */
export async function createPledge(input: PledgeInput): Promise<void> {
  await apiRequest('POST', '/api/pledges', input);
}

/** After a pledge, the cached stats and pledge lists are refreshed. */
export function useCreatePledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPledge,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/pledges'] }),
      ]),
  });
}
