import { useLocation } from '@campaign/shared/router';
import { EnrolmentRequired } from '../features/account/components/EnrolmentRequired';
import { useTwoFactorStatus } from '../features/account/api/account';
import { SessionStatus } from '../features/auth/components/SessionStatus';
import { SignInAgainDialog } from '../features/auth/components/SignInAgainDialog';
import { YourNameNotice } from '../features/auth/components/YourName';
import { useAdminSession } from '../features/auth/use-admin-session';
import { areaForPath } from '../lib/areas';
import { AreaHeader } from '../lib/components/AreaHeader';
import { SignedInUserContext } from '../lib/signed-in-user';
import { ConsoleLayout } from './ConsoleLayout';
import { ConsoleRoutes } from './ConsoleRoutes';
import styles from './console.module.css';

/**
 * The console: until a staff user is known, the area's title and the sign-in check; then the
 * side navigation and the area the address names. The shell's header shows who is signed in.
 */
export function AdminConsole() {
  const session = useAdminSession();
  const area = areaForPath(useLocation().pathname);
  // Only admins can be required to set it up; only once signed in (it is the account's own).
  const twoFactor = useTwoFactorStatus(
    session.status === 'signed-in' && session.user.role === 'admin',
  );

  if (session.status !== 'signed-in') {
    return (
      <div className={`container ${styles.page}`}>
        <AreaHeader title={area?.title ?? 'Organiser console'} />
        <SessionStatus session={session} />
      </div>
    );
  }
  return (
    <SignedInUserContext value={session.user}>
      <ConsoleLayout role={session.user.role}>
        <YourNameNotice user={session.user} />
        {/* The site requires two-factor sign-in of admins and this one has none yet: the API
            refuses everything but setting it up, so the console shows only that. */}
        {twoFactor.data?.mustEnrol ? (
          <EnrolmentRequired />
        ) : (
          <ConsoleRoutes role={session.user.role} />
        )}
      </ConsoleLayout>
      <SignInAgainDialog email={session.user.email} />
    </SignedInUserContext>
  );
}
