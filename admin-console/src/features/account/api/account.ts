import { useMutation, useQuery, useQueryClient } from '@campaign/shared/query';
import {
  accountSessionsSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type TwoFactorConfirmInput,
  type TwoFactorDisableInput,
} from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson } from '../../../lib/api/fetch-json';

const TWO_FACTOR = '/api/admin/account/two-factor';
const SESSIONS = '/api/admin/account/sessions';

export const twoFactorKey = [TWO_FACTOR] as const;
export const sessionsKey = [SESSIONS] as const;

/** Whether the account signs in with a second factor, and whether the site requires it. */
export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: twoFactorKey,
    enabled,
    queryFn: async ({ signal }) => twoFactorStatusSchema.parse(await fetchJson(TWO_FACTOR, signal)),
    staleTime: 0,
  });
}

/** A new secret for the authenticator app, with its QR code. */
export function useStartSetup() {
  return useMutation({
    mutationFn: async () =>
      twoFactorSetupSchema.parse(
        await (await adminRequest('POST', `${TWO_FACTOR}/setup`, {})).json(),
      ),
  });
}

/**
 * Switches it on with the app's first code; answers the recovery codes, shown once. The status
 * is asked again only once they are put away (`useRefreshTwoFactor`): asked now, it would
 * replace the set-up form, and its answer with them, before they were shown.
 */
export function useConfirmSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoFactorConfirmInput) =>
      recoveryCodesSchema.parse(
        await (await adminRequest('POST', `${TWO_FACTOR}/confirm`, input)).json(),
      ),
    onSuccess: () =>
      Promise.all(
        [sessionsKey, CONSOLE_KEYS.users].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Asks for the status again (the recovery codes were put away). */
export function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorKey });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoFactorDisableInput) => {
      await adminRequest('POST', `${TWO_FACTOR}/disable`, input);
    },
    onSuccess: () =>
      Promise.all(
        [twoFactorKey, sessionsKey, CONSOLE_KEYS.users].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The account's own signed-in sessions. */
export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      accountSessionsSchema.parse(await fetchJson(SESSIONS, signal)).sessions,
    staleTime: 0,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await adminRequest('DELETE', `${SESSIONS}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** "Sign out everywhere else": every other session ends; this one goes on. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await adminRequest('POST', `${SESSIONS}/end-others`, {});
      return (await res.json()) as { ended: number };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
