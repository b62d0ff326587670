import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  SOCIAL_NETWORK_LABELS,
  queryKeys,
  type SiteSettings,
} from '@campaign/shared';
import { json, recordToasts, renderConsole, setupUser, stubSignedIn } from '../../../test/harness';

const user = setupUser();

const form = () => within(screen.getByRole('form', { name: 'Site settings' }));
const field = (label: string) => form().getByLabelText(label) as HTMLInputElement;
const change = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

async function openSettings(routes: Parameters<typeof stubSignedIn>[0] = {}) {
  const api = stubSignedIn({ 'GET /api/admin/settings': DEFAULT_SITE_SETTINGS, ...routes });
  const rendered = renderConsole({ path: '/admin/settings' });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await waitFor(() =>
    expect(field('Contact email').value).toBe(DEFAULT_SITE_SETTINGS.contactEmail),
  );
  return { api, ...rendered };
}

describe('Settings', () => {
  it('shows every setting as the server holds it', async () => {
    await openSettings();
    expect(field('Contact phone').value).toBe('+1 (555) 012-3456');
    expect(field('Address').value).toBe('123 Green Market Street\nSuite 400\nPortland, OR 97205');
    expect(field('Response time').value).toBe(
      'We typically respond within 24-48 hours on business days.',
    );
    for (const network of Object.values(SOCIAL_NETWORK_LABELS))
      expect(field(network).value, network).toBe('');
    expect(form().getByRole('switch', { name: 'Show social links' })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    expect(field('Pledge goal').value).toBe('0');
    expect(
      form().getByRole('switch', { name: 'Show the goal on the home page too' }),
    ).toHaveProperty('ariaChecked', 'false');
    expect(field('Display threshold').value).toBe('0');
    expect(field('Social reach').value).toBe('2500000');
    expect(field('Active members').value).toBe('8432');
    expect(form().getByRole('radio', { name: 'By year' })).toHaveProperty('checked', true);
    expect(field('Campaign start').value).toBe('');
    expect(field('Campaign end').value).toBe('');
    expect(field('Copyright holder').value).toBe('');
    expect(field('Copyright year').value).toBe('2024');
  });

  it('sends the new settings, a profile typed without https:// stored with it', async () => {
    let saved: SiteSettings | null = null;
    const { api } = await openSettings({
      'PUT /api/admin/settings': ({ body }: { body: unknown }) => {
        saved = body as SiteSettings;
        return json(body);
      },
    });
    change('Bluesky', 'bsky.app/profile/nff.org');
    await user.click(form().getByRole('switch', { name: 'Show the goal on the home page too' }));
    change('Pledge goal', '1000');
    change('Display threshold', '25');
    change('Active members', '120');
    await user.click(form().getByRole('radio', { name: 'By day over the campaign' }));
    change('Campaign start', '2026-10-15');
    change('Campaign end', '2026-11-30');
    change('Copyright holder', 'Friends of Food');
    change('Copyright year', '2026');
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    await waitFor(() => expect(api.to('PUT', '/api/admin/settings')).toHaveLength(1));
    expect(saved).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      social: { ...DEFAULT_SITE_SETTINGS.social, bluesky: 'https://bsky.app/profile/nff.org' },
      pledgeGoal: 1000,
      goalOnHome: true,
      displayThreshold: 25,
      activeMembers: 120,
      chartMode: 'daily',
      campaignStart: '2026-10-15',
      campaignEnd: '2026-11-30',
      copyrightHolder: 'Friends of Food',
      copyrightYear: 2026,
    });
    // What the server stored (with its https://) is what the form shows after the save.
    await waitFor(() => expect(field('Bluesky').value).toBe('https://bsky.app/profile/nff.org'));
  });

  it('turns social links off', async () => {
    let saved: SiteSettings | null = null;
    const { api } = await openSettings({
      'PUT /api/admin/settings': ({ body }: { body: unknown }) => {
        saved = body as SiteSettings;
        return json(body);
      },
    });
    await user.click(form().getByRole('switch', { name: 'Show social links' }));
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    await waitFor(() => expect(api.to('PUT', '/api/admin/settings')).toHaveLength(1));
    expect(saved).toEqual({ ...DEFAULT_SITE_SETTINGS, socialLinksEnabled: false });
  });

  it('refuses one campaign day without the other, and an end before the start', async () => {
    const { api } = await openSettings();
    change('Campaign start', '2026-11-10');
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(
      await form().findByText('Set both campaign days, or neither for November'),
    ).toBeVisible();
    change('Campaign end', '2026-11-01');
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(await form().findByText('Campaign end must not be before its start')).toBeVisible();
    expect(api.to('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('saves the whole object, says so, and refreshes the site’s copy', async () => {
    const toasts = recordToasts();
    let saved: SiteSettings | null = null;
    const { api, queryClient } = await openSettings({
      'PUT /api/admin/settings': ({ body }: { body: unknown }) => {
        saved = body as SiteSettings;
        return json(body);
      },
    });
    queryClient.setQueryData(queryKeys.siteSettings(), DEFAULT_SITE_SETTINGS);
    change('Contact phone', '+44 20 7946 0000');
    change('Instagram', 'https://www.instagram.com/nff');
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    await waitFor(() => expect(api.to('PUT', '/api/admin/settings')).toHaveLength(1));
    expect(saved).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      contactPhone: '+44 20 7946 0000',
      social: { ...DEFAULT_SITE_SETTINGS.social, instagram: 'https://www.instagram.com/nff' },
    });
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'add', title: 'Settings saved' }),
      ),
    );
    expect(queryClient.getQueryState(queryKeys.siteSettings())?.isInvalidated).toBe(true);
  });

  it('checks each field with the contract before sending anything', async () => {
    const { api } = await openSettings();
    change('Contact email', 'not an email');
    change('Facebook', 'http://facebook.com/nff');
    change('Pledge goal', '');
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(await form().findByText('Contact email must be a valid email address')).toBeVisible();
    expect(form().getByText('Facebook must be an https:// address')).toBeVisible();
    expect(form().getByText('Pledge goal must be a number')).toBeVisible();
    expect(api.to('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('puts the API’s field messages under their fields, social profiles included', async () => {
    const toasts = recordToasts();
    await openSettings({
      'PUT /api/admin/settings': () =>
        json(
          {
            message: 'Invalid input',
            issues: [
              { path: 'social.linkedin', message: 'LinkedIn is refused by the server' },
              { path: 'responseTime', message: 'Response time is refused by the server' },
              { path: 'campaignEnd', message: 'Campaign end is refused by the server' },
            ],
          },
          400,
        ),
    });
    await user.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(await form().findByText('LinkedIn is refused by the server')).toBeVisible();
    expect(form().getByText('Response time is refused by the server')).toBeVisible();
    expect(form().getByText('Campaign end is refused by the server')).toBeVisible();
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'add', variant: 'destructive' }));
  });
});
