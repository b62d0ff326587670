import { Leaf } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES, siteName } from '@campaign/shared';
import styles from './Brand.module.css';

/** The campaign name with its round badge mark, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={PUBLIC_ROUTES.home} className={styles.brand} onClick={onNavigate}>
      <span className={styles.badge} aria-hidden="true">
        <Leaf size={18} strokeWidth={2.25} />
      </span>
      <span className={styles.name}>{siteName()}</span>
    </Link>
  );
}
