import { COPYRIGHT_YEAR, siteName } from '@campaign/shared';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          © {COPYRIGHT_YEAR} {siteName()}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
