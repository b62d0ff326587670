import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { queryClientDefaults } from '@campaign/shared/client';
import { Layout } from './layout/Layout';
import { RemoteMount } from './remotes/RemoteMount';

// The single QueryClient every remote uses through the shared @tanstack/react-query singleton.
const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Layout>
          <Routes>
            <Route path="/admin/*" element={<RemoteMount remote="admin_console" module="AdminApp" />} />
            <Route path="*" element={<RemoteMount remote="public_site" module="PublicRoutes" />} />
          </Routes>
        </Layout>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
