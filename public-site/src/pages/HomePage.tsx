import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES, siteName } from '@campaign/shared';

export function HomePage() {
  return (
    <section className="container" style={{ padding: '4rem 1rem' }}>
      <h1>{siteName()}</h1>
      <p>Take the pledge to avoid added nitrates and nitrites in processed food this November.</p>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <Link className="button button-primary" to={PUBLIC_ROUTES.pledge}>
          Take the Pledge
        </Link>
        <Link className="button button-secondary" to={PUBLIC_ROUTES.about}>
          Learn More
        </Link>
      </p>
    </section>
  );
}
