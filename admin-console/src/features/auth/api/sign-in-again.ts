import { useMutation, useQueryClient } from '@campaign/shared/query';
import { ADMIN_ROUTES, LOGIN_CODE_PATH, LOGIN_PATH } from '@campaign/shared';
import { currentUserKey } from './get-current-user';

/** Why signing in again did not work, in the words the sign-in page uses. */
const REFUSALS: Record<number, string> = {
  401: 'Invalid email or password.',
  403: 'Signing in needs a secure (HTTPS) connection to the site.',
  429: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  503: 'Too many people are signing in right now. Please try again in a moment.',
};
const UNREACHABLE = 'Could not reach the site. Check your connection and try again.';

/** Why the code was refused: wrong, or the second step ended (too long, too many tries). */
const CODE_REFUSALS: Record<number, string> = {
  401: 'That code is not right, or this sign-in has expired. Check your app and try again.',
  403: REFUSALS[403]!,
  429: REFUSALS[429]!,
};

/** Signed in, or the account signs in with a second step: a code is asked for next. */
export type SignInOutcome = 'signed-in' | 'code-needed';

/** Posts a form of the sign-in page without following its redirect (its cookie is set with it). */
async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      credentials: 'include',
      redirect: 'manual',
    });
  } catch {
    throw new Error(UNREACHABLE);
  }
}

/**
 * Signs in through the sign-in page's own form post, without leaving the console: a success is
 * the page's redirect (not followed; the new session cookie is set with it). An account with
 * two-factor sign-in gets the page's second step instead (200): the code is sent next, with
 * `submitSignInCode`. Anything else is the page's refusal.
 */
export async function signInAgain(email: string, password: string): Promise<SignInOutcome> {
  const res = await postForm(LOGIN_PATH, { email, password, returnTo: ADMIN_ROUTES.dashboard });
  if (res.type === 'opaqueredirect') return 'signed-in';
  if (res.status === 200) return 'code-needed';
  throw new Error(REFUSALS[res.status] ?? UNREACHABLE);
}

/** The second step: the app's code or a recovery code, for the sign-in the password started. */
export async function submitSignInCode(code: string): Promise<void> {
  const res = await postForm(LOGIN_CODE_PATH, { code });
  if (res.type === 'opaqueredirect') return;
  throw new Error(CODE_REFUSALS[res.status] ?? UNREACHABLE);
}

type SignInStep = { email: string; password: string } | { code: string };

/** One mutation for both steps; answers whether a code is needed next. */
export function useSignInAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: SignInStep): Promise<SignInOutcome> => {
      if ('code' in step) {
        await submitSignInCode(step.code);
        return 'signed-in';
      }
      return signInAgain(step.email, step.password);
    },
    onSuccess: (outcome) =>
      outcome === 'signed-in'
        ? queryClient.invalidateQueries({ queryKey: currentUserKey })
        : undefined,
  });
}
