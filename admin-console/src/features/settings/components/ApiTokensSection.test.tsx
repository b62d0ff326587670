import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type ApiToken } from '@campaign/shared';
import { json, renderConsole, setupUser, stubSignedIn } from '../../../test/harness';

const user = setupUser();

const TOKEN: ApiToken = {
  id: 7,
  name: 'CRM sync',
  scopes: ['totals:read', 'pledges:read'],
  hint: 'cpt_AbCd',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'ada@example.org',
  lastUsedAt: null,
  revokedAt: null,
};

const section = () => within(screen.getByRole('region', { name: 'API tokens' }));

async function openSettings(routes: Parameters<typeof stubSignedIn>[0]) {
  const api = stubSignedIn({ 'GET /api/admin/settings': DEFAULT_SITE_SETTINGS, ...routes });
  renderConsole({ path: '/admin/settings' });
  await screen.findByRole('heading', { level: 2, name: 'API tokens' });
  return api;
}

describe('API tokens (Settings)', () => {
  it('lists the tokens with what each may read, and never a secret', async () => {
    await openSettings({ 'GET /api/admin/api-tokens': [TOKEN] });
    const list = await section().findByRole('list', { name: 'API tokens' });
    expect(list).toHaveTextContent(/CRM sync/);
    expect(list).toHaveTextContent(/cpt_AbCd…/);
    expect(list).toHaveTextContent(/totals:read, pledges:read/);
    expect(list).toHaveTextContent(/never used/);
  });

  it('creates a token with the chosen scopes and shows its secret once', async () => {
    const api = await openSettings({
      'GET /api/admin/api-tokens': [],
      'POST /api/admin/api-tokens': ({ body }: { body: unknown }) =>
        json({ token: { ...TOKEN, ...(body as object) }, secret: 'cpt_secret-value' }, 201),
    });
    await section().findByText('No tokens yet.');
    await user.type(section().getByLabelText('Name'), 'Dashboard');
    await user.click(section().getByRole('checkbox', { name: /Subscribers/ }));
    await user.click(section().getByRole('button', { name: /Create token/ }));
    await waitFor(() => expect(api.to('POST', '/api/admin/api-tokens')).toHaveLength(1));
    expect(api.to('POST', '/api/admin/api-tokens')[0]!.body).toEqual({
      name: 'Dashboard',
      scopes: ['totals:read', 'subscribers:read'],
    });
    expect(await section().findByText('cpt_secret-value')).toBeVisible();
    expect(section().getByText(/not shown again/)).toBeVisible();
  });

  it('refuses a token without anything to read, with the API’s own message', async () => {
    const api = await openSettings({ 'GET /api/admin/api-tokens': [] });
    await section().findByText('No tokens yet.');
    await user.type(section().getByLabelText('Name'), 'Nothing');
    await user.click(section().getByRole('checkbox', { name: /Totals/ }));
    await user.click(section().getByRole('button', { name: /Create token/ }));
    expect(
      await section().findByText('Choose at least one thing the token may read'),
    ).toBeVisible();
    expect(api.to('POST', '/api/admin/api-tokens')).toHaveLength(0);
  });

  it('revokes a token after a confirmation', async () => {
    const api = await openSettings({
      'GET /api/admin/api-tokens': [TOKEN],
      'DELETE /api/admin/api-tokens/7': { ...TOKEN, revokedAt: '2026-11-21T10:00:00.000Z' },
    });
    await user.click(await section().findByRole('button', { name: 'Revoke CRM sync' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.to('DELETE', '/api/admin/api-tokens/7')).toHaveLength(1));
  });
});
