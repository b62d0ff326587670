import type { ReactNode } from 'react';
import { Toaster } from '../toasts/Toaster';
import { useThemeSync } from '../theme/useThemeSync';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

/**
 * The shell chrome around whichever remote the route mounts. Header, footer and toaster sit
 * outside the remotes' error boundaries, so they keep working when a remote fails.
 */
export function Layout({ children }: { children: ReactNode }) {
  useThemeSync();
  return (
    <div className="app-frame">
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
