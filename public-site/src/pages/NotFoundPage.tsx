import { BookOpen, Heart, Home } from 'lucide-react';
import { Link, useLocation } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import { PageMeta } from '../ui/PageMeta';
import styles from './pages.module.css';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className={`container ${styles.notFound}`}>
      <PageMeta
        title="Page Not Found"
        description="This page does not exist."
        path={pathname}
        noindex
      />
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1>404 Page Not Found</h1>
      <p>
        No route matches <code>{pathname}</code>. Did you forget to add the page to the router?
      </p>
      {/* Where most visitors who land here meant to go. */}
      <nav aria-label="Where to go from here">
        <ul className={styles.notFoundLinks}>
          <li>
            <Link to={PUBLIC_ROUTES.home} className="button button-primary">
              <Home size={18} aria-hidden="true" />
              Back to Home
            </Link>
          </li>
          <li>
            <Link to={PUBLIC_ROUTES.blog} className="button button-secondary">
              <BookOpen size={18} aria-hidden="true" />
              Read the Blog
            </Link>
          </li>
          <li>
            <Link to={PUBLIC_ROUTES.pledge} className="button button-secondary">
              <Heart size={18} aria-hidden="true" />
              Take the Pledge
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
