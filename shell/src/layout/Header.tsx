import { Link, NavLink } from 'react-router-dom';
import { NAV_ITEMS, PUBLIC_ROUTES, siteName } from '@campaign/shared';

export function Header() {
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {siteName()}
        </Link>
        <nav aria-label="Main">
          <ul className="nav-list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className="nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={PUBLIC_ROUTES.pledge} className="button button-primary">
          Take the Pledge
        </Link>
      </div>
    </header>
  );
}
