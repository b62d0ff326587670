import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { Route, Routes, useLocation } from '@campaign/shared/router';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { vi } from 'vitest';
import { queryClientDefaults } from '@campaign/shared/client';
import {
  queryKeys,
  TOAST_EVENT,
  type PageContentMap,
  type PageKey,
  type SubmittedForm,
  type ToastCommand,
  type CarriedAttribution,
} from '@campaign/shared';
import {
  AttributionContext,
  SiteInfoContext,
  SubmittedFormContext,
  type SiteInfo,
} from '@campaign/shared/react';

export type Handler = (request: {
  url: string;
  method: string;
  body: unknown;
}) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A response that never arrives: the page stays in its loading state. */
export const never: Handler = () => new Promise<Response>(() => {});

/**
 * Replaces global fetch with a router of "METHOD /path" → handler. Anything not listed
 * answers 404 {message}, like the API. Returns the mock to inspect calls.
 */
export function mockApi(routes: Record<string, Handler | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes[`${method} ${url}`];
    if (route === undefined) return json({ message: 'Not found' }, 404);
    if (typeof route === 'function') return (route as Handler)({ url, method, body });
    return json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Makes `prefers-reduced-motion: reduce` match (counters then show their final value). */
export function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

export function createQueryClient() {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}

/** Renders `ui` at `route` (matched by `path`) inside a fresh QueryClient and a MemoryRouter. */
export type RenderOptions = NonNullable<Parameters<typeof renderWithProviders>[1]>;

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    client = createQueryClient(),
    submittedForm = null,
    site = { name: 'Nitrate-Free November', publicUrl: 'https://nitratefree.example' },
    pageContent = {},
    attribution = {},
  }: {
    route?: string;
    path?: string;
    client?: QueryClient;
    /** A form the server sent the page back with (posted without JavaScript). */
    submittedForm?: SubmittedForm | null;
    /** The campaign name and public origin the shell provides. */
    site?: SiteInfo;
    /** Page content already in the cache, as the server render leaves it (merged). */
    pageContent?: Partial<{ [K in PageKey]: PageContentMap[K] }>;
    /** Where the visit came from, as the shell provides it (read from the landing address). */
    attribution?: CarriedAttribution;
  } = {},
) {
  for (const [key, content] of Object.entries(pageContent)) {
    client.setQueryData(queryKeys.pageContent(key as PageKey), content);
  }
  const result = render(
    <QueryClientProvider client={client}>
      <SiteInfoContext value={site}>
        <SubmittedFormContext value={submittedForm}>
          <AttributionContext value={attribution}>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
                {path !== '*' && <Route path="*" element={<p>Another page</p>} />}
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </AttributionContext>
        </SubmittedFormContext>
      </SiteInfoContext>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Collects the toasts raised through @campaign/shared/react during a test. */
export function captureToasts() {
  const toasts: ToastCommand[] = [];
  const listener = (event: Event) => toasts.push((event as CustomEvent<ToastCommand>).detail);
  window.addEventListener(TOAST_EVENT, listener);
  return {
    toasts,
    added: () => toasts.filter((t) => t.type === 'add'),
    stop: () => window.removeEventListener(TOAST_EVENT, listener),
  };
}
