import { useEffect, useId, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, useLocation } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import { NavList } from './NavList';
import styles from './MobileMenu.module.css';

/**
 * The collapsible menu for narrow screens (hidden from 1024 px up): a `<details>` whose
 * `<summary>` is the toggle, so it opens at the first tap, before the page's scripts have run
 * or without them. Hydrated, it also reports `aria-expanded`/`aria-controls`, and choosing an
 * item, a route change, a press outside, or Escape closes it; Escape hands focus back to the
 * toggle.
 */
export function MobileMenu() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // A route change (back button, a link elsewhere on the page) closes the menu too.
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (panel.current?.contains(target) || toggle.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <details
      className={styles.menu}
      open={open}
      // The browser opens and closes it (also before hydration); the state follows it, and
      // a menu opened before hydration is taken as it is.
      onToggle={(event) => setOpen(event.currentTarget.open)}
      ref={(element) => {
        if (element?.open && !open) setOpen(true);
      }}
    >
      <summary
        ref={toggle}
        className={styles.toggle}
        role="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
      >
        <X aria-hidden="true" size={22} className={styles.close} />
        <Menu aria-hidden="true" size={22} className={styles.open} />
      </summary>
      <div ref={panel} id={panelId} className={styles.panel}>
        <nav aria-label="Mobile" className="container">
          <NavList
            classes={{ list: styles.list, link: styles.link, active: styles.active }}
            onNavigate={close}
          />
          <Link
            to={PUBLIC_ROUTES.pledge}
            className={`button button-primary ${styles.cta}`}
            onClick={close}
          >
            Take the Pledge
          </Link>
        </nav>
      </div>
    </details>
  );
}
