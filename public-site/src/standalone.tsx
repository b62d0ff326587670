import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { BrowserRouter } from '@campaign/shared/router';
import { queryClientDefaults } from '@campaign/shared/client';
import PublicRoutes from './PublicRoutes';

// A bare host for working on this remote alone: the real chrome lives in the shell.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient({ defaultOptions: queryClientDefaults })}>
      <BrowserRouter>
        <PublicRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
