import { useMutation, useQueryClient } from '@campaign/shared/query';
import { ADMIN_ROUTES, LOGIN_PATH } from '@campaign/shared';
import { currentUserKey } from './get-current-user';

/** Why signing in again did not work, in the words the sign-in page uses. */
const REFUSALS: Record<number, string> = {
  401: 'Invalid email or password.',
  403: 'Signing in needs a secure (HTTPS) connection to the site.',
  429: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  503: 'Too many people are signing in right now. Please try again in a moment.',
};
const UNREACHABLE = 'Could not reach the site. Check your connection and try again.';

/**
 * Signs in through the sign-in page's own form post, without leaving the console: a success is
 * the page's redirect (not followed; the new session cookie is set with it), anything else its
 * refusal. Then the console's idea of who is signed in is checked again.
 */
export async function signInAgain(email: string, password: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(LOGIN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password, returnTo: ADMIN_ROUTES.dashboard }),
      credentials: 'include',
      redirect: 'manual',
    });
  } catch {
    throw new Error(UNREACHABLE);
  }
  if (res.type === 'opaqueredirect') return;
  throw new Error(REFUSALS[res.status] ?? UNREACHABLE);
}

export function useSignInAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      signInAgain(email, password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
