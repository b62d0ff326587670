import { useMutation, useQuery, useQueryClient } from '@campaign/shared/query';
import { signInPolicySchema, type SignInPolicy } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson } from '../../../lib/api/fetch-json';

const SIGN_IN_POLICY = '/api/admin/settings/sign-in';
const signInPolicyKey = [SIGN_IN_POLICY] as const;

/** The admins' sign-in rule (Settings area). */
export function useSignInPolicy() {
  return useQuery({
    queryKey: signInPolicyKey,
    queryFn: async ({ signal }) =>
      signInPolicySchema.parse(await fetchJson(SIGN_IN_POLICY, signal)),
    staleTime: 0,
  });
}

export function useSaveSignInPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: SignInPolicy) =>
      signInPolicySchema.parse(await (await adminRequest('PUT', SIGN_IN_POLICY, policy)).json()),
    onSuccess: (saved) => {
      queryClient.setQueryData(signInPolicyKey, saved);
      return queryClient.invalidateQueries({ queryKey: CONSOLE_KEYS.activity });
    },
  });
}
