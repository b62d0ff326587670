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
    ).toBeVisible();
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

  it('links only the social profiles an admin set, in a new tab, naming X by its name', () => {
    renderFooter({
      ...DEFAULT_SITE_SETTINGS,
      social: {
        ...DEFAULT_SITE_SETTINGS.social,
        facebook: 'https://www.facebook.com/nff',
        twitter: 'https://x.com/nff',
        bluesky: 'https://bsky.app/profile/nff.example',
        whatsapp: 'https://whatsapp.com/channel/nff',
      },
    });
    const follow = within(footer()).getByRole('heading', { name: 'Follow Us' }).closest('section')!;
    const links = within(follow).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Facebook', 'https://www.facebook.com/nff'],
      ['X', 'https://x.com/nff'],
      ['Bluesky', 'https://bsky.app/profile/nff.example'],
      ['WhatsApp', 'https://whatsapp.com/channel/nff'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')).not.toBeNull();
    }
  });

  it('leaves out "Follow Us" when social links are off', () => {
    renderFooter({ ...DEFAULT_SITE_SETTINGS, socialLinksEnabled: false });
    expect(within(footer()).queryByRole('heading', { name: 'Follow Us' })).toBeNull();
    expect(within(footer()).queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('names the copyright holder and year of the settings', () => {
    renderFooter({
      ...DEFAULT_SITE_SETTINGS,
      copyrightHolder: 'Healthy Plates CIC',
      copyrightYear: 2026,
    });
    expect(
      within(footer()).getByText('© 2026 Healthy Plates CIC. All rights reserved.'),
    ).toBeVisible();
  });

  it('holds the newsletter form', () => {
    renderFooter();
    const form = within(footer()).getByRole('form', { name: 'Newsletter' });
    expect(form).toBeVisible();
    const field = within(form).getByLabelText('Email address') as HTMLInputElement;
    expect(field.type).toBe('email');
    expect(field.form).toBe(form);
  });
});
