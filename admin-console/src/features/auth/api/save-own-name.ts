import { useMutation, useQueryClient } from '@campaign/shared/query';
import { currentUserSchema, type CurrentUser, type OwnNameInput } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { currentUserKey } from './get-current-user';

/** PATCH /api/admin/profile: the signed-in person's own name. */
export async function saveOwnName(input: OwnNameInput): Promise<CurrentUser> {
  const res = await adminRequest('PATCH', '/api/admin/profile', input);
  return currentUserSchema.parse(await res.json());
}

/** Saves the name and puts the answer where the session check keeps the signed-in user. */
export function useSaveOwnName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnName,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
