import { AlertCircle } from 'lucide-react';
import styles from './ErrorBanner.module.css';

/** A failed call, announced at once (role alert). */
export function ErrorBanner({ message }: { message: string }) {
  return (
    <div role="alert" className={styles.banner}>
      <AlertCircle aria-hidden="true" size={20} className={styles.icon} />
      <p>{message}</p>
    </div>
  );
}
