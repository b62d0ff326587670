import { NavLink } from '@campaign/shared/router';
import { NAV_ITEMS, PUBLIC_ROUTES } from '@campaign/shared';

/** The class names a nav list is drawn with: the header's and the mobile menu's own. */
/** CSS Module class names: a module's lookup is typed as possibly undefined. */
export interface NavListClasses {
  list: string | undefined;
  link: string | undefined;
  /** Added to the current page's link (NavLink also sets `aria-current="page"` on it). */
  active: string | undefined;
}

/**
 * The seven nav items as a list of links, the one for the current page marked. Home is current
 * only on `/` itself, not on every path below it. Shared by the header and the mobile menu, which
 * differ only in how the list looks and in closing the menu on a choice.
 */
export function NavList({
  classes,
  onNavigate,
}: {
  classes: NavListClasses;
  onNavigate?: () => void;
}) {
  return (
    <ul className={classes.list}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === PUBLIC_ROUTES.home}
            className={({ isActive }) =>
              isActive ? `${classes.link} ${classes.active}` : classes.link
            }
            onClick={onNavigate}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
