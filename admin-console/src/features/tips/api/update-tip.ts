import { useMutation, useQueryClient, type QueryClient } from '@campaign/shared/query';
import { queryKeys, type TipUpdateInput } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { adminTipsKey } from './get-admin-tips';

export interface UpdateTipVariables {
  id: number;
  input: TipUpdateInput;
}

/**
 * PUT /api/admin/tips/{id} with only the editable fields. Category and icon go only when given:
 * a new category moves the tip to the end of it, so an unchanged one must not be sent.
 */
export async function updateTip({ id, input }: UpdateTipVariables): Promise<void> {
  const body: TipUpdateInput = { title: input.title, description: input.description };
  if (input.category !== undefined) body.category = input.category;
  if (input.icon !== undefined) body.icon = input.icon;
  await adminRequest('PUT', `/api/admin/tips/${id}`, body);
}

/** After any change: the console's list and the public tips page. */
export function refreshTips(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTipsKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tips() }),
  ]);
}

/** Saves a tip, then refreshes the admin list and the public tips page. */
export function useUpdateTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTip,
    onSuccess: () => refreshTips(queryClient),
  });
}
