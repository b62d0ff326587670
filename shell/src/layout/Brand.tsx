import { Leaf } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import { useSiteConfig } from '../config/site-config';
import styles from './Brand.module.css';

/**
 * The campaign name with its round badge mark, linking home. `nameClassName` lets a header hide
 * the name visually on narrow screens (it stays the link's accessible name).
 */
export function Brand({
  onNavigate,
  nameClassName,
}: {
  onNavigate?: () => void;
  nameClassName?: string | undefined;
}) {
  const { name } = useSiteConfig();
  return (
    <Link to={PUBLIC_ROUTES.home} className={styles.brand} onClick={onNavigate}>
      <span className={styles.badge} aria-hidden="true">
        <Leaf size={18} strokeWidth={2.25} />
      </span>
      <span className={nameClassName ? `${styles.name} ${nameClassName}` : styles.name}>
        {name}
      </span>
    </Link>
  );
}
