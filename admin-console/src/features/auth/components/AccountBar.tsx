import { Avatar, Button } from 'antd';
import { LOGOUT_PATH, type CurrentUser } from '@campaign/shared';
import { leaveTo } from '../../../lib/navigation';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import styles from './auth.module.css';

/** The account bar shows the first name (fallback "Admin"), the email, and Logout. */
export function displayName(user: Pick<CurrentUser, 'firstName'>): string {
  return user.firstName?.trim() || 'Admin';
}

export function AccountBar({ user }: { user: CurrentUser }) {
  const { confirmDiscard } = useUnsavedChanges();
  const name = displayName(user);

  const logout = async () => {
    if (await confirmDiscard()) leaveTo(LOGOUT_PATH);
  };

  return (
    <div className={styles.account}>
      <Avatar className={styles.avatar} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <div className={styles.identity}>
        <span className={styles.name}>{name}</span>
        <span className={styles.email}>{user.email}</span>
      </div>
      <Button onClick={() => void logout()}>Logout</Button>
    </div>
  );
}
