import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type TipUpdateInput } from '@campaign/shared';
import { apiRequest } from '@campaign/shared/client';
import { adminTipsKey } from './get-admin-tips';

export interface UpdateTipVariables {
  id: number;
  input: TipUpdateInput;
}

/** PUT /api/admin/tips/{id} with only the editable fields. */
export async function updateTip({ id, input }: UpdateTipVariables): Promise<void> {
  const body: TipUpdateInput = { title: input.title, description: input.description };
  await apiRequest('PUT', `/api/admin/tips/${id}`, body);
}

/** Saves a tip, then refreshes the admin list and the public tips page. */
export function useUpdateTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTip,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTipsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tips() }),
      ]),
  });
}
