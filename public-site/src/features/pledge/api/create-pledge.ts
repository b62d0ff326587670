import { useMutation, useQueryClient } from '@campaign/shared/query';
import { queryKeys, type PledgeInput } from '@campaign/shared';
import { apiRequest } from '@campaign/shared/client';

export const PLEDGE_ERROR = 'Failed to submit pledge. Please try again.';

/**
 * POST /api/pledges; answers the pledger's share code, for their personal link. The answer is
 * checked with the shared schema, loaded with it (decision 021); a pledge is stored once the
 * server says 201, so an answer without a fitting code still counts as pledged (null: the
 * success view then shares the pledge page itself).
 */
export async function createPledge(input: PledgeInput): Promise<{ shareCode: string | null }> {
  const [response, { pledgeAcceptedSchema }] = await Promise.all([
    apiRequest('POST', '/api/pledges', input),
    import('@campaign/shared'),
  ]);
  const answer = pledgeAcceptedSchema.safeParse(await response.json().catch(() => null));
  return { shareCode: answer.success ? answer.data.shareCode : null };
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
