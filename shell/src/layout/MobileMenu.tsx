import { useEffect, useId, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, useLocation } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import { NavList } from './NavList';
import styles from './MobileMenu.module.css';

/**
 * The collapsible menu for narrow screens (hidden from 1024 px up): a toggle with
 * `aria-expanded`/`aria-controls` and a panel with the seven nav items and "Take the Pledge".
 * Choosing an item, a route change, a press outside, or Escape closes it; Escape hands focus
 * back to the toggle.
 */
export function MobileMenu() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
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
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
      </button>
      <div ref={panel} id={panelId} className={styles.panel} hidden={!open}>
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
    </>
  );
}
