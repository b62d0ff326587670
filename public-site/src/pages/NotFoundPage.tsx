import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="container" style={{ padding: '4rem 1rem' }}>
      <h1>404 Page Not Found</h1>
      <p>
        No route matches <code>{pathname}</code>. Did you forget to add the page to the router?
      </p>
      <Link to="/">Back to Home</Link>
    </section>
  );
}
