import { queryOptions, useQuery } from '@campaign/shared/query';
import { tipSchema } from '@campaign/shared';
import { getQueryFn } from '@campaign/shared/client';

/** GET /api/admin/tips: every tip. */
export const adminTipsKey = ['/api/admin/tips'] as const;

const getTips = getQueryFn({ on401: 'throw' });
const tipsSchema = tipSchema.array();

export function adminTipsQueryOptions() {
  return queryOptions({
    queryKey: adminTipsKey,
    queryFn: async (context) => tipsSchema.parse(await getTips<unknown>(context)),
  });
}

export function useAdminTips() {
  return useQuery(adminTipsQueryOptions());
}
