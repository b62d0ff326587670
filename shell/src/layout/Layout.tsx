import type { ReactNode } from 'react';
import { useLocation } from '@campaign/shared/router';
import { isAdminPath } from '@campaign/shared';
import { ConsoleHeader } from '../console/ConsoleHeader';
import { Toaster } from '../toasts/Toaster';
import { useThemeSync } from '../theme/useThemeSync';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

/**
 * The shell chrome around whichever remote the route mounts. Header, footer and toaster sit
 * outside the remotes' error boundaries, so they keep working when a remote fails. The organiser
 * console (/admin) gets its own header and no footer: it is a workspace, not a visitor page.
 */
export function Layout({ children }: { children: ReactNode }) {
  useThemeSync();
  const inConsole = isAdminPath(useLocation().pathname);
  return (
    <div className="app-frame">
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {inConsole ? <ConsoleHeader /> : <Header />}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      {!inConsole && <Footer />}
      <Toaster />
    </div>
  );
}
