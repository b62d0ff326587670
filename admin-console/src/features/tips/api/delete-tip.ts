import { useMutation, useQueryClient } from '@campaign/shared/query';
import { adminRequest } from '../../../lib/api/admin-request';
import { refreshTips } from './update-tip';

/** DELETE /api/admin/tips/{id}. */
export async function deleteTip(id: number): Promise<void> {
  await adminRequest('DELETE', `/api/admin/tips/${id}`);
}

export function useDeleteTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTip,
    onSuccess: () => refreshTips(queryClient),
  });
}
