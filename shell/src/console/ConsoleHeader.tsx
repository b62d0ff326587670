import { LogOut } from 'lucide-react';
import { LOGOUT_PATH } from '@campaign/shared';
import { Brand } from '../layout/Brand';
import { ThemeToggle } from '../theme/ThemeToggle';
import { ROLE_LABELS, accountName, useSignedInAccount } from './signed-in-account';
import styles from './ConsoleHeader.module.css';

/**
 * The header on /admin: the brand (home), the signed-in account once known, the theme toggle
 * and Logout. No public navigation, pledge button or footer: the console has its own side
 * navigation. Logout is a plain link to the server's sign-out page, so it works even when the
 * console itself failed to load; with unsaved edits the console asks first (it intercepts
 * same-origin links).
 */
export function ConsoleHeader() {
  const { data: user } = useSignedInAccount();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Brand nameClassName={styles.brandName} />
          <span className={styles.tag} aria-hidden="true">
            Console
          </span>
        </div>
        <div className={styles.actions}>
          {user && (
            <p className={styles.account}>
              <span className="visually-hidden">Signed in as </span>
              <span className={styles.name}>{accountName(user)}</span>
              <span className="visually-hidden">, </span>
              <span className={styles.role}>{ROLE_LABELS[user.role]}</span>
            </p>
          )}
          <ThemeToggle />
          <a className={`button button-secondary ${styles.logout}`} href={LOGOUT_PATH}>
            <LogOut aria-hidden="true" size={18} />
            Logout
          </a>
        </div>
      </div>
    </header>
  );
}
