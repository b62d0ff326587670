import { useMemo } from 'react';
import type { QueryClient } from '@campaign/shared/query';
import { QueryClientProvider } from '@campaign/shared/query';
import { Route, Routes } from '@campaign/shared/router';
import type { SubmittedForm } from '@campaign/shared';
import {
  RemoteModulesContext,
  SiteInfoContext,
  SubmittedFormContext,
} from '@campaign/shared/react';
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
}

/**
 * The whole page inside a router: the browser wraps it in BrowserRouter, the server render in
 * a StaticRouter at the requested URL, so both produce the same tree.
 */
export function App({ queryClient, site, submittedForm = null }: AppProps) {
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
            </SubmittedFormContext>
          </RemoteModulesContext>
        </SiteInfoContext>
      </SiteConfigProvider>
    </QueryClientProvider>
  );
}
