import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { describe, expect, it } from 'vitest';
import { useLocation } from '@campaign/shared/router';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { queryClientDefaults } from '@campaign/shared/client';
import { DEFAULT_SITE_SETTINGS, NAV_ITEMS, queryKeys } from '@campaign/shared';
import { Footer } from './Footer';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The footer, with the site settings in the cache as the server render leaves them. */
function renderFooter(settings: unknown = DEFAULT_SITE_SETTINGS) {
  // The app's defaults: what is in the cache is never fetched again.
  const client = new QueryClient({ defaultOptions: queryClientDefaults });
  client.setQueryData(queryKeys.siteSettings(), settings);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Footer />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('has Quick Links to the seven pages', () => {
    renderFooter();
    const quick = within(footer()).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual(NAV_ITEMS.map((i) => [i.label, i.to]));
  });

  it('shows the copyright line with the campaign name', () => {
    renderFooter();
    expect(
      within(footer()).getByText('© 2024 Nitrate-Free November. All rights reserved.'),
    ).toBeTruthy();
  });

  it('uses "#" placeholders for the social links by default', () => {
    renderFooter();
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      const link = within(footer()).getByRole('link', { name });
      expect(link.getAttribute('href'), name).toBe('#');
      expect(link.getAttribute('target'), name).toBeNull();
    }
  });

  it('links the Privacy Policy and Terms of Service pages within the site', () => {
    renderFooter();
    for (const [name, path] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      const link = within(footer()).getByRole('link', { name });
      expect(link.getAttribute('href'), name).toBe(path);
      expect(link.getAttribute('target'), name).toBeNull();
    }
    // A client-side link: the router moves, the page is not loaded again.
    fireEvent.click(within(footer()).getByRole('link', { name: 'Terms of Service' }));
    expect(screen.getByTestId('where').textContent).toBe('/terms');
  });

  it('links the social profiles an admin set, in a new tab, and leaves the others as placeholders', () => {
    renderFooter({
      ...DEFAULT_SITE_SETTINGS,
      social: { ...DEFAULT_SITE_SETTINGS.social, facebook: 'https://www.facebook.com/nff' },
    });
    const facebook = within(footer()).getByRole('link', { name: 'Facebook' });
    expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/nff');
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    for (const name of ['Twitter', 'Instagram', 'LinkedIn']) {
      const link = within(footer()).getByRole('link', { name });
      expect(link.getAttribute('href'), name).toBe('#');
      expect(link.getAttribute('target'), name).toBeNull();
    }
  });

  it('holds the newsletter form', () => {
    renderFooter();
    expect(within(footer()).getByRole('form', { name: 'Newsletter' })).toBeTruthy();
    expect(within(footer()).getByLabelText('Email address')).toBeTruthy();
  });
});
