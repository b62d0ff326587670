import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClient } from '@campaign/shared/query';
import { BrowserRouter } from '@campaign/shared/router';
import { carriedAttribution, isAdminPath, ownHosts } from '@campaign/shared';
import { queryClientDefaults } from '@campaign/shared/client';
import { listenBeforeRouter } from '@campaign/shared/react';
// Global tokens and classes first, so component CSS Modules come later in the cascade.
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './App';
import { readSiteConfig } from './config/site-config';
import { preloadRemote } from './remotes/RemoteMount';
import { readServerState, readSubmittedForm } from './server-state/read-server-state';
import { takeOverWhenHydrated } from './replay/replay';

// Before the router listens to Back and Forward, so the console can hold a step that would
// drop unsaved edits (see @campaign/shared/react's history guard).
listenBeforeRouter();

const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
// Framed by the console's page editor: show its draft (a module only framed pages load).
if (window.parent !== window)
  void import(/* webpackChunkName: "page-preview" */ './preview').then(
    ({ startPagePreviewWhenFramed }) => startPagePreviewWhenFramed(queryClient),
  );
const root = document.getElementById('root')!;
// Where the visit came from, read once from the landing address and the referring site and kept
// in memory for the visit (no cookie, no storage): the forms send it, the links carry it on.
const site = readSiteConfig(document);
const attribution = carriedAttribution(
  window.location.search,
  document.referrer,
  ownHosts(window.location.host, site.publicUrl),
);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App
        queryClient={queryClient}
        site={site}
        submittedForm={readSubmittedForm(document)}
        attribution={attribution}
      />
    </BrowserRouter>
  </StrictMode>
);

const serverState = readServerState(document);
if (serverState) {
  // The server rendered this page from these queries: start from the same cache, and from
  // the already-loaded remote, so the first render matches the HTML and hydration keeps it.
  hydrate(queryClient, serverState.queries);
  const remote = isAdminPath(window.location.pathname) ? 'admin_console' : 'public_site';
  const module = remote === 'admin_console' ? 'AdminApp' : 'PublicRoutes';
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page at once (the page is already on screen).
  void preloadRemote(remote, module).then((loaded) => {
    if (loaded) {
      startTransition(() => void hydrateRoot(root, app));
      // Taps made before now were held by the early input script: replayed once hydrated.
      void takeOverWhenHydrated();
    }
    // Without its remote the page would hydrate into the failure view, replacing a page the
    // visitor can already read. It stays as the server sent it instead: plain links and plain
    // form posts still work, and the next page is rendered by the server again.
    else console.warn(`${remote} could not be loaded; the page stays as the server rendered it`);
  });
} else {
  createRoot(root).render(app);
  void takeOverWhenHydrated();
}
