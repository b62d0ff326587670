import { AccountBar } from '../features/auth/components/AccountBar';
import { SessionStatus } from '../features/auth/components/SessionStatus';
import { useAdminSession } from '../features/auth/use-admin-session';
import { ConsoleTabs } from './ConsoleTabs';
import styles from './console.module.css';

/** The page: title, the signed-in user, then the editors once the session is known. */
export function AdminConsole() {
  const session = useAdminSession();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>Content Management</h1>
          <p className={styles.lead}>
            Edit blog posts, tips and page texts. Saved changes appear on the public site straight
            away.
          </p>
        </div>
        {session.status === 'signed-in' && <AccountBar user={session.user} />}
      </header>
      {session.status === 'signed-in' ? <ConsoleTabs /> : <SessionStatus session={session} />}
    </div>
  );
}
