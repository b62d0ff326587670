import { useMutation, useQueryClient } from '@campaign/shared/query';
import { tipSchema, type Tip, type TipCreateInput } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { refreshTips } from './update-tip';

/** POST /api/admin/tips: the new tip, placed at the end of its category. */
export async function createTip(input: TipCreateInput): Promise<Tip> {
  const res = await adminRequest('POST', '/api/admin/tips', input);
  return tipSchema.parse(await res.json());
}

export function useCreateTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTip,
    onSuccess: () => refreshTips(queryClient),
  });
}
