import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from '@campaign/shared/router';
import { isAdminPath } from '@campaign/shared';
import { Toaster } from '../toasts/Toaster';
import { useThemeSync } from '../theme/use-theme-sync';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

// Only staff see it: visitors' pages do not carry its code.
const ConsoleHeader = lazy(() =>
  import('../console/ConsoleHeader').then((module) => ({ default: module.ConsoleHeader })),
);

/** Holds the header's place (and height) for the moment its code takes to arrive. */
const consoleHeaderPending = (
  <header
    style={{ height: 'var(--header-height)', borderBottom: '1px solid var(--color-border)' }}
  />
);

/**
 * The shell chrome around whichever remote the route mounts. Header, footer and toaster sit
 * outside the remotes' error boundaries, so they keep working when a remote fails. The organiser
 * console (/admin) gets its own header and no footer: it is a workspace, not a visitor page.
 */
export function Layout({ children }: { children: ReactNode }) {
  useThemeSync();
  const inConsole = isAdminPath(useLocation().pathname);
  return (
    // `site` gives visitor pages their typography; the console keeps Ant Design's.
    <div className={inConsole ? 'app-frame' : 'app-frame site'}>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {inConsole ? (
        <Suspense fallback={consoleHeaderPending}>
          <ConsoleHeader />
        </Suspense>
      ) : (
        <Header />
      )}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      {!inConsole && <Footer />}
      <Toaster />
    </div>
  );
}
