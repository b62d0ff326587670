import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { BrowserRouter, Route, Routes } from '@campaign/shared/router';
import { queryClientDefaults } from '@campaign/shared/client';
import { listenBeforeRouter } from '@campaign/shared/react';
import AdminApp from './AdminApp';

// A bare host for working on this remote alone: the real chrome lives in the shell.
listenBeforeRouter();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient({ defaultOptions: queryClientDefaults })}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
