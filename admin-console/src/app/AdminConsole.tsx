import { useLocation } from '@campaign/shared/router';
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
        <ConsoleRoutes role={session.user.role} />
      </ConsoleLayout>
      <SignInAgainDialog email={session.user.email} />
    </SignedInUserContext>
  );
}
