import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  carriedAttribution,
  ownHosts,
  withAttributionInHtml,
  type CarriedAttribution,
} from '@campaign/shared';
import { queryClientDefaults } from '@campaign/shared/client';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { Link, NavLink } from '@campaign/shared/router';
import { StaticRouter } from '@campaign/shared/router/server';
import { NewsletterForm } from '../layout/NewsletterForm';
import { AttributionProvider } from './AttributionProvider';

// A visit that landed on /?utm_source=radio&utm_campaign=nov from another site, as bootstrap.tsx
// reads it from the address and document.referrer.
const LANDING = '/?utm_source=radio&utm_campaign=nov';
const VISIT = carriedAttribution(
  LANDING.slice(1),
  'https://news.example.org/story',
  ownHosts('campaign.example'),
);

/** Some of a page: links to visitor pages and elsewhere, and the footer's newsletter form. */
const page = (attribution: CarriedAttribution) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: queryClientDefaults })}>
    <StaticRouter location={LANDING}>
      <AttributionProvider attribution={attribution}>
        <nav>
          <Link to="/pledge">Take the pledge</Link>
          <NavLink to="/tips?tab=kitchen">Tips</NavLink>
          <Link to="/admin">Console</Link>
          <Link to="https://elsewhere.example/">Elsewhere</Link>
        </nav>
        <NewsletterForm />
      </AttributionProvider>
    </StaticRouter>
  </QueryClientProvider>
);

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('carrying attribution in the browser', () => {
  it('reads the landing address and the referring site', () => {
    expect(VISIT).toEqual({
      utm_source: 'radio',
      utm_campaign: 'nov',
      referrer: 'news.example.org',
    });
  });

  it('renders exactly what the server writes into the shared render for the same visit', () => {
    const shared = renderToString(page({}));
    expect(shared).toContain('data-attribution="utm_source" name="utm_source" value=""');
    expect(withAttributionInHtml(shared, VISIT)).toBe(renderToString(page(VISIT)));
  });

  it('hydrates the server’s page without a mismatch, and signs up with the attribution', async () => {
    const container = document.createElement('div');
    container.innerHTML = withAttributionInHtml(renderToString(page({})), VISIT);
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args);
    });
    await act(async () => {
      hydrateRoot(container, page(VISIT), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    consoleError.mockRestore();

    const link = container.querySelector<HTMLAnchorElement>('a[href^="/pledge"]')!;
    expect(link.getAttribute('href')).toBe(
      '/pledge?utm_source=radio&utm_campaign=nov&referrer=news.example.org',
    );
    expect(container.querySelector('a[href="/admin"]')).not.toBeNull();
    const hidden = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)!.value;
    expect([
      hidden('utm_source'),
      hidden('utm_campaign'),
      hidden('referrer'),
      hidden('ref'),
    ]).toEqual(['radio', 'nov', 'news.example.org', '']);

    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'ok' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    await act(async () => {
      fireEvent.change(email, { target: { value: 'reader@example.org' } });
    });
    await act(async () => {
      fireEvent.submit(email.form!);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'reader@example.org',
      utm_source: 'radio',
      utm_campaign: 'nov',
      referrer: 'news.example.org',
    });
  });
});
