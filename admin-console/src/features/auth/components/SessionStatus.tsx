import { Alert, Button, Spin } from 'antd';
import type { AdminSession } from '../use-admin-session';
import styles from './auth.module.css';

/** What the console shows until it knows a staff user is signed in. */
export function SessionStatus({
  session,
}: {
  session: Exclude<AdminSession, { status: 'signed-in' }>;
}) {
  if (session.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not check your sign-in"
        description="The server did not answer as expected. Please try again."
        action={
          <Button size="small" onClick={session.retry}>
            Try again
          </Button>
        }
      />
    );
  }
  const text = session.status === 'checking' ? 'Checking your sign-in…' : 'Redirecting to login…';
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <Spin />
      <span>{text}</span>
    </div>
  );
}
