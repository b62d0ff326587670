import { createContext, useContext } from 'react';
import type { CurrentUser } from '@campaign/shared';

/**
 * The signed-in staff user, provided by the console once its session check succeeded, so the
 * areas can read it without reaching into the auth feature.
 */
export const SignedInUserContext = createContext<CurrentUser | null>(null);

export function useSignedInUser(): CurrentUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used inside a signed-in console');
  return user;
}
