import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type Partner } from '@campaign/shared';
import { json, renderConsole, setupUser, stubSignedIn } from '../../../test/harness';

const user = setupUser();

const PARTNER: Partner = {
  id: 3,
  name: 'Green Grocers',
  code: 'green-grocers',
  origins: ['https://grocers.example'],
  consentLine: '',
  accent: 'primary',
  theme: 'auto',
  layout: 'full',
  enabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  pledges: 12,
};

const section = () => within(screen.getByRole('region', { name: 'Partner embeds' }));

async function openSettings(routes: Parameters<typeof stubSignedIn>[0]) {
  const api = stubSignedIn({ 'GET /api/admin/settings': DEFAULT_SITE_SETTINGS, ...routes });
  renderConsole({ path: '/admin/settings' });
  await screen.findByRole('heading', { level: 2, name: 'Partner embeds' });
  return api;
}

describe('Partner embeds (Settings)', () => {
  it('lists the partners with their pledges and the snippet to paste', async () => {
    await openSettings({ 'GET /api/admin/partners': [PARTNER] });
    const list = await section().findByRole('list', { name: 'Partners' });
    expect(list).toHaveTextContent(/Green Grocers/);
    expect(list).toHaveTextContent(/12 pledges through the embed/);
    expect(list).toHaveTextContent(
      `<script src="${window.location.origin}/embed.js" data-partner="green-grocers" async></script>`,
    );
    expect(list).toHaveTextContent(/<noscript><a href=/);
  });

  it('adds a partner with its origins one a line', async () => {
    const api = await openSettings({
      'GET /api/admin/partners': [],
      'POST /api/admin/partners': ({ body }: { body: unknown }) =>
        json({ ...PARTNER, ...(body as object), id: 4, pledges: 0 }, 201),
    });
    await section().findByText('No partners yet.');
    await user.type(section().getByLabelText('Name'), 'Bakers United');
    await user.type(section().getByLabelText('Code'), 'bakers');
    await user.type(
      section().getByLabelText('Sites allowed to show the form'),
      'https://bakers.example{Enter}http://localhost:4000',
    );
    await user.click(section().getByRole('radio', { name: 'Dark' }));
    await user.click(section().getByRole('button', { name: /Add partner/ }));
    await waitFor(() => expect(api.to('POST', '/api/admin/partners')).toHaveLength(1));
    expect(api.to('POST', '/api/admin/partners')[0]!.body).toEqual({
      name: 'Bakers United',
      code: 'bakers',
      origins: ['https://bakers.example', 'http://localhost:4000'],
      consentLine: '',
      accent: 'primary',
      theme: 'dark',
      layout: 'full',
      enabled: true,
    });
  });

  it('refuses an origin that is not https, with the API’s own message', async () => {
    const api = await openSettings({ 'GET /api/admin/partners': [] });
    await section().findByText('No partners yet.');
    await user.type(section().getByLabelText('Name'), 'Bakers United');
    await user.type(section().getByLabelText('Code'), 'bakers');
    await user.type(
      section().getByLabelText('Sites allowed to show the form'),
      'http://bakers.example',
    );
    await user.click(section().getByRole('button', { name: /Add partner/ }));
    expect(await section().findByText(/is not an origin like https/)).toBeVisible();
    expect(api.to('POST', '/api/admin/partners')).toHaveLength(0);
  });

  it('edits a partner in the same form', async () => {
    const api = await openSettings({
      'GET /api/admin/partners': [PARTNER],
      'PUT /api/admin/partners/3': ({ body }: { body: unknown }) =>
        json({ ...PARTNER, ...(body as object) }),
    });
    await user.click(await section().findByRole('button', { name: 'Edit Green Grocers' }));
    expect((section().getByLabelText('Name') as HTMLInputElement).value).toBe('Green Grocers');
    await user.click(section().getByRole('switch', { name: 'Enabled' }));
    await user.click(section().getByRole('button', { name: /Save partner/ }));
    await waitFor(() => expect(api.to('PUT', '/api/admin/partners/3')).toHaveLength(1));
    expect(api.to('PUT', '/api/admin/partners/3')[0]!.body).toMatchObject({ enabled: false });
  });
});
