import { useEffect, useRef, useState } from 'react';
import { ADMIN_REDIRECT_DELAY, LOGIN_PATH, type CurrentUser } from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { useLocation } from '@campaign/shared/router';
import { leaveTo } from '../../lib/navigation';
import { sessionRenewal } from '../../lib/session-renewal';
import { useCurrentUser } from './api/get-current-user';

export type AdminSession =
  | { status: 'checking'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'error'; user: null; retry: () => void }
  | { status: 'signed-in'; user: CurrentUser };

/**
 * The sign-in page, coming back to the console page asked for (a deep link survives signing in).
 * Slashes stay readable: `/api/login?returnTo=/admin/messages%3Fstatus%3Dall`.
 */
export function loginRedirect(returnTo: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}

function isUnauthorized(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 401;
}

/**
 * Who is using the console. Signed out on arrival: a destructive toast, then after
 * ADMIN_REDIRECT_DELAY a full navigation to the sign-in page, which returns to this page
 * afterwards. Signed out later (the session expired while the console was open): the console
 * stays, with what is on screen, and asks for the password in place (lib/session-renewal.ts).
 */
export function useAdminSession(): AdminSession {
  const query = useCurrentUser();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const signedOut = query.data === null || (query.isError && isUnauthorized(query.error));
  const announced = useRef(false);
  // The last user the check answered, kept through a later "signed out" (React's pattern for
  // information from earlier renders: set while rendering, only when it changed).
  const [lastUser, setLastUser] = useState<CurrentUser | null>(null);
  if (query.data && query.data !== lastUser) setLastUser(query.data);
  const endedMidWork = signedOut && lastUser !== null;

  useEffect(() => {
    if (!endedMidWork) return;
    // Declining leaves the console as it is; the next save asks again.
    sessionRenewal.request().catch(() => {});
  }, [endedMidWork]);

  useEffect(() => {
    if (!signedOut || endedMidWork) return;
    if (!announced.current) {
      announced.current = true;
      toast({
        title: 'Authentication Required',
        description: 'Redirecting to login...',
        variant: 'destructive',
      });
    }
    const timer = setTimeout(() => leaveTo(loginRedirect(returnTo)), ADMIN_REDIRECT_DELAY);
    return () => clearTimeout(timer);
  }, [signedOut, endedMidWork, returnTo]);

  if (endedMidWork && lastUser) return { status: 'signed-in', user: lastUser };
  if (signedOut) return { status: 'signed-out', user: null };
  if (query.data) return { status: 'signed-in', user: query.data };
  if (query.isError) return { status: 'error', user: null, retry: () => void query.refetch() };
  return { status: 'checking', user: null };
}
