import { useMutation, useQueryClient } from '@campaign/shared/query';
import type { TipReorderInput } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { adminTipsKey } from './get-admin-tips';
import { refreshTips } from './update-tip';

/** POST /api/admin/tips/reorder: every tip id of the category, in their new order. */
export async function reorderTips(input: TipReorderInput): Promise<void> {
  await adminRequest('POST', '/api/admin/tips/reorder', input);
}

/** Reorders a category; the mutation stays pending until the list shows the new order. */
export function useReorderTips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderTips,
    onSuccess: () => refreshTips(queryClient),
    // A refusal usually means the category changed meanwhile (the server names every tip of it),
    // so the list is fetched again for the next try.
    onError: () => queryClient.invalidateQueries({ queryKey: adminTipsKey }),
  });
}
