import { Fragment, StrictMode, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Link, Route, Routes, useLocation } from '@campaign/shared/router';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { onTestFinished, vi } from 'vitest';
import { TOAST_EVENT, type ToastCommand } from '@campaign/shared';
import { queryClientDefaults } from '@campaign/shared/client';
import {
  listenBeforeRouter,
  RemoteModulesContext,
  type RemoteModuleLoader,
} from '@campaign/shared/react';
import AdminApp from '../AdminApp';
import { DASHBOARD, POSTS, TIPS, USER, pagesFixture } from './fixtures';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** A route answer: a JSON body (200), or a function building a fresh Response per call. */
export type RouteAnswer = unknown | ((call: ApiCall) => Response | Promise<Response>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const fail = (status: number, message: string) => () => json({ message }, status);

/**
 * Stubs fetch with "METHOD /path" routes; unknown routes answer 404. A route with a query string
 * matches only that query; one without matches its path with any query. Records every call.
 */
export function stubApi(routes: Record<string, RouteAnswer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = String(input);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const answer = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    if (answer === undefined) return json({ message: 'Not found' }, 404);
    return typeof answer === 'function' ? (answer as (c: ApiCall) => Response)(call) : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    calls,
    /** The calls made to one route. */
    to: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

/**
 * A signed-in staff user (an admin), the three content lists and the dashboard (the Messages
 * badge reads it); `routes` adds or overrides.
 */
export function stubSignedIn(routes: Record<string, RouteAnswer> = {}) {
  return stubApi({
    'GET /api/auth/user': USER,
    'GET /api/admin/dashboard': DASHBOARD,
    'GET /api/admin/blog': POSTS,
    'GET /api/admin/tips': TIPS,
    'GET /api/admin/content/pages': pagesFixture(),
    ...routes,
  });
}

/** Every toast command raised through @campaign/shared's toast() during the test. */
export function recordToasts(): ToastCommand[] {
  const toasts: ToastCommand[] = [];
  const listener = (event: Event) => toasts.push((event as CustomEvent<ToastCommand>).detail);
  window.addEventListener(TOAST_EVENT, listener);
  onTestFinished(() => window.removeEventListener(TOAST_EVENT, listener));
  return toasts;
}

/**
 * Mounts the console the way the shell does: inside a router at /admin/* and with the shell's
 * QueryClient settings. A link to /about and the Logout link stand in for the shell's header.
 * `browser` uses a BrowserRouter on jsdom's history (for Back and Forward) instead of a
 * MemoryRouter.
 */
export function renderConsole({
  client,
  strict = false,
  path = '/admin',
  browser = false,
  remoteModules = null,
}: {
  client?: QueryClient;
  strict?: boolean;
  path?: string;
  browser?: boolean;
  /** What the shell provides to load another front end's components (none by default). */
  remoteModules?: RemoteModuleLoader | null;
} = {}) {
  // StrictMode is opt-in: its double mount cancels and repeats the first requests, which would
  // blur the request counts most tests check.
  const Mode = strict ? StrictMode : Fragment;
  const queryClient = client ?? new QueryClient({ defaultOptions: queryClientDefaults });
  onTestFinished(() => queryClient.clear());
  if (browser) {
    // As the shell does before its router mounts (bootstrap.tsx).
    listenBeforeRouter();
    window.history.replaceState(null, '', path);
    onTestFinished(() => window.history.replaceState(null, '', '/'));
  }
  const Router = ({ children }: { children: ReactNode }) =>
    browser ? (
      <BrowserRouter>{children}</BrowserRouter>
    ) : (
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    );
  const utils = render(
    <Mode>
      <RemoteModulesContext value={remoteModules}>
        <QueryClientProvider client={queryClient}>
          <Router>
            <nav aria-label="Shell">
              <Link to="/about">About</Link>
              <a href="/api/logout">Logout</a>
            </nav>
            <LocationProbe />
            <Routes>
              <Route
                path="/admin/*"
                element={
                  // No animations: jsdom never ends a CSS transition, so closing dialogs would linger.
                  // No runtime CSS: jsdom resolves getComputedStyle (used by *ByRole and user-event)
                  // by matching antd's ~100 kB of generated CSS, about a second per call.
                  <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
                    <AdminApp />
                  </ConfigProvider>
                }
              />
              <Route path="/about" element={<h1>About route</h1>} />
            </Routes>
          </Router>
        </QueryClientProvider>
      </RemoteModulesContext>
    </Mode>,
  );
  return { ...utils, queryClient };
}

/** Where the router is: the probe below writes it into the document. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="location" hidden>
      {pathname}
      {search}
    </p>
  );
}

/** The router's current path and query, e.g. "/admin/pledges?page=2". */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** One user-event session for a test file. */
export function setupUser() {
  return userEvent.setup();
}
