import { useMemo } from 'react';
import type { QueryClient } from '@campaign/shared/query';
import { QueryClientProvider } from '@campaign/shared/query';
import { Route, Routes } from '@campaign/shared/router';
import type { CarriedAttribution, SubmittedForm } from '@campaign/shared';
import {
  RemoteModulesContext,
  SiteInfoContext,
  SubmittedFormContext,
} from '@campaign/shared/react';
import { AttributionProvider } from './attribution/AttributionProvider';
import { SiteConfigProvider, type SiteConfig } from './config/site-config';
import { Layout } from './layout/Layout';
import { RemoteMount } from './remotes/RemoteMount';
import { loadRemoteComponent } from './remotes/registry';

interface AppProps {
  /** The single QueryClient every remote uses through the shared query module (@campaign/shared/query). */
  queryClient: QueryClient;
  site: SiteConfig;
  /** A form posted without JavaScript that the server sent back with errors (forms.ts). */
  submittedForm?: SubmittedForm | null;
  /**
   * Where the visit came from, read from the landing address and referrer when the page first
   * loaded (bootstrap.tsx); none on the server, which writes each request's own into the shared
   * render (shared/src/attribution-html.ts).
   */
  attribution?: CarriedAttribution;
}

const NO_ATTRIBUTION: CarriedAttribution = {};

/**
 * The whole page inside a router: the browser wraps it in BrowserRouter, the server render in
 * a StaticRouter at the requested URL, so both produce the same tree.
 */
export function App({
  queryClient,
  site,
  submittedForm = null,
  attribution = NO_ATTRIBUTION,
}: AppProps) {
  const siteInfo = useMemo(
    () => ({ name: site.name, publicUrl: site.publicUrl }),
    [site.name, site.publicUrl],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SiteConfigProvider value={site}>
        <SiteInfoContext value={siteInfo}>
          <RemoteModulesContext value={loadRemoteComponent}>
            <SubmittedFormContext value={submittedForm}>
              <AttributionProvider attribution={attribution}>
                <Layout>
                  <Routes>
                    <Route
                      path="/admin/*"
                      element={<RemoteMount remote="admin_console" module="AdminApp" />}
                    />
                    <Route
                      path="*"
                      element={<RemoteMount remote="public_site" module="PublicRoutes" />}
                    />
                  </Routes>
                </Layout>
              </AttributionProvider>
            </SubmittedFormContext>
          </RemoteModulesContext>
        </SiteInfoContext>
      </SiteConfigProvider>
    </QueryClientProvider>
  );
}
