import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import { ThemeToggle } from '../theme/ThemeToggle';
import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';
import { NavList } from './NavList';
import { useScrolled } from './use-scrolled';
import styles from './Header.module.css';

/**
 * Sticky 80 px header: brand, the seven nav items (current one highlighted and
 * `aria-current="page"`), the theme toggle and "Take the Pledge". Below 1024 px the nav and
 * the call to action move into the mobile menu. Past 20 px of scroll the background turns
 * translucent and blurred, with a shadow.
 */
export function Header() {
  const scrolled = useScrolled();
  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className={`container ${styles.inner}`}>
        <Brand />
        <nav aria-label="Main" className={styles.nav}>
          <NavList classes={{ list: styles.list, link: styles.link, active: styles.active }} />
        </nav>
        <div className={styles.actions}>
          <ThemeToggle />
          <Link to={PUBLIC_ROUTES.pledge} className={`button button-primary ${styles.cta}`}>
            Take the Pledge
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
