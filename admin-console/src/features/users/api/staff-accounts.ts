import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@campaign/shared/query';
import {
  CONSOLE_PAGE_SIZE,
  newStaffAccountSchema,
  passwordLinkSchema,
  staffAccountPageSchema,
  type StaffAccountInput,
  type StaffAccountUpdate,
} from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson, queryString } from '../../../lib/api/fetch-json';

const USERS = CONSOLE_KEYS.users[0];
const accountPath = (id: string) => `${USERS}/${encodeURIComponent(id)}`;

/** GET /api/admin/users?page=&pageSize=: one page of staff accounts. */
export function staffAccountsQueryOptions(page: number, pageSize = CONSOLE_PAGE_SIZE) {
  const params = { page, pageSize };
  return queryOptions({
    queryKey: [...CONSOLE_KEYS.users, params],
    queryFn: async ({ signal }) =>
      staffAccountPageSchema.parse(await fetchJson(`${USERS}${queryString(params)}`, signal)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStaffAccounts(page: number) {
  return useQuery(staffAccountsQueryOptions(page));
}

/** Every change refetches the accounts and the activity log that records it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [CONSOLE_KEYS.users, CONSOLE_KEYS.activity].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/admin/users: the new account and its one-time set-password link. */
export function useAddStaffAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: StaffAccountInput) => {
      const res = await adminRequest('POST', USERS, input);
      return newStaffAccountSchema.parse(await res.json());
    },
    onSuccess: refresh,
  });
}

/** PATCH /api/admin/users/:id `{role?, disabled?}`. */
export function useUpdateStaffAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, update }: { id: string; update: StaffAccountUpdate }) => {
      await adminRequest('PATCH', accountPath(id), update);
    },
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/:id/password-link: a new one-time link to set the password. */
export function useNewPasswordLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await adminRequest('POST', `${accountPath(id)}/password-link`);
      return passwordLinkSchema.parse(await res.json());
    },
    onSuccess: refresh,
  });
}

/**
 * POST /api/admin/users/:id/two-factor/reset: for someone who lost their phone and recovery
 * codes. They sign in with the password alone again; their sessions end.
 */
export function useResetTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await adminRequest('POST', `${accountPath(id)}/two-factor/reset`, {});
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/users/:id. */
export function useDeleteStaffAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await adminRequest('DELETE', accountPath(id));
    },
    onSuccess: refresh,
  });
}
