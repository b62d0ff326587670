import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClientDefaults } from '../client';
import { queryKeys } from '../query-keys';
import { DEFAULT_SITE_SETTINGS, SOCIAL_NETWORK_KEYS, type SiteSettings } from '../site-settings';
import { SOCIAL_NETWORKS } from './social-icons';
import { SocialLinks } from './social-links';

function renderLinks(settings: SiteSettings) {
  const client = new QueryClient({ defaultOptions: queryClientDefaults });
  client.setQueryData(queryKeys.siteSettings(), settings);
  return render(
    <QueryClientProvider client={client}>
      <SocialLinks />
    </QueryClientProvider>,
  );
}

const links = () =>
  screen
    .queryAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);

afterEach(cleanup);

describe('SocialLinks', () => {
  it('shows the four "#" placeholders, named as always, while no profile is set', () => {
    renderLinks(DEFAULT_SITE_SETTINGS);
    expect(links()).toEqual([
      ['Facebook', '#'],
      ['Twitter', '#'],
      ['Instagram', '#'],
      ['LinkedIn', '#'],
    ]);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('target')).toBeNull();
  });

  it('shows every one of the ten networks once set, each with its own icon', () => {
    const social = Object.fromEntries(
      SOCIAL_NETWORK_KEYS.map((key) => [key, `https://example.org/${key}`]),
    ) as SiteSettings['social'];
    const { container } = renderLinks({ ...DEFAULT_SITE_SETTINGS, social });
    expect(links()).toEqual(
      SOCIAL_NETWORKS.map(({ network, label }) => [label, `https://example.org/${network}`]),
    );
    expect(links().map(([label]) => label)).toContain('X');
    // No two networks share a picture.
    const pictures = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(new Set(pictures).size).toBe(SOCIAL_NETWORK_KEYS.length);
  });

  it('renders nothing when social links are off', () => {
    const { container } = renderLinks({ ...DEFAULT_SITE_SETTINGS, socialLinksEnabled: false });
    expect(container.innerHTML).toBe('');
  });
});
