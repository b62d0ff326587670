import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@campaign/shared';
import { json, renderConsole, setupUser, stubSignedIn } from '../../../test/harness';

const user = setupUser();

const ENDPOINT: WebhookEndpoint = {
  id: 4,
  name: 'CRM',
  url: 'https://hooks.example.org/campaign',
  events: ['pledge.created', 'person.erased'],
  enabled: true,
  secretHint: 'whsec_AbCd',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'ada@example.org',
  pending: 1,
  delivered: 12,
  failed: 1,
  lastAttemptAt: '2026-11-21T10:00:00.000Z',
  lastResponseCode: 500,
};

const FAILED: WebhookDelivery = {
  id: 31,
  endpointId: 4,
  eventId: 'evt_1',
  type: 'pledge.created',
  status: 'failed',
  attempts: 12,
  lastResponseCode: 500,
  lastError: 'HTTP 500: Internal Server Error',
  createdAt: '2026-11-21T09:00:00.000Z',
  lastAttemptAt: '2026-11-21T10:00:00.000Z',
  nextAttemptAt: null,
  deliveredAt: null,
};

const section = () => within(screen.getByRole('region', { name: 'Webhooks' }));

async function openSettings(routes: Parameters<typeof stubSignedIn>[0]) {
  const api = stubSignedIn({
    'GET /api/admin/settings': DEFAULT_SITE_SETTINGS,
    'GET /api/admin/api-tokens': [],
    ...routes,
  });
  renderConsole({ path: '/admin/settings' });
  await screen.findByRole('heading', { level: 2, name: 'Webhooks' });
  return api;
}

describe('Webhooks (Settings)', () => {
  it('lists each endpoint with its events and figures, never its secret', async () => {
    await openSettings({ 'GET /api/admin/webhooks': [ENDPOINT] });
    const list = await section().findByRole('list', { name: 'Webhook endpoints' });
    expect(list).toHaveTextContent(/CRM/);
    expect(list).toHaveTextContent(/whsec_AbCd…/);
    expect(list).toHaveTextContent(/https:\/\/hooks\.example\.org\/campaign/);
    expect(list).toHaveTextContent(/pledge\.created, person\.erased/);
    expect(section().getByLabelText('Figures of CRM')).toHaveTextContent(
      /1 pending · 12 delivered · 1 failed · last answer 500/,
    );
  });

  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    const api = await openSettings({
      'GET /api/admin/webhooks': [],
      'POST /api/admin/webhooks': ({ body }: { body: unknown }) =>
        json({ endpoint: { ...ENDPOINT, ...(body as object) }, secret: 'whsec_secret-value' }, 201),
    });
    await section().findByText('No endpoints yet.');
    await user.type(section().getByLabelText('Name'), 'Slack');
    await user.type(section().getByLabelText('URL'), 'https://hooks.example.org/slack');
    await user.click(section().getByRole('checkbox', { name: /message\.received/ }));
    await user.click(section().getByRole('button', { name: /Add endpoint/ }));
    await waitFor(() => expect(api.to('POST', '/api/admin/webhooks')).toHaveLength(1));
    expect(api.to('POST', '/api/admin/webhooks')[0]!.body).toEqual({
      name: 'Slack',
      url: 'https://hooks.example.org/slack',
      events: ['pledge.created', 'message.received'],
    });
    expect(await section().findByText('whsec_secret-value')).toBeVisible();
    expect(section().getByText(/not shown again/)).toBeVisible();
  });

  it('shows the server’s refusal of a URL under the field', async () => {
    await openSettings({
      'GET /api/admin/webhooks': [],
      'POST /api/admin/webhooks': () =>
        json(
          {
            message: 'Invalid input',
            issues: [{ path: 'url', message: 'URL points into a private network' }],
          },
          400,
        ),
    });
    await section().findByText('No endpoints yet.');
    await user.type(section().getByLabelText('Name'), 'Inside');
    await user.type(section().getByLabelText('URL'), 'https://10.0.0.5/hook');
    await user.click(section().getByRole('button', { name: /Add endpoint/ }));
    expect(await section().findByText('URL points into a private network')).toBeVisible();
  });

  it('disables an endpoint, and retries a failed delivery from its list', async () => {
    const api = await openSettings({
      'GET /api/admin/webhooks': [ENDPOINT],
      'PUT /api/admin/webhooks/4': ({ body }: { body: unknown }) =>
        json({ ...ENDPOINT, ...(body as object) }),
      'GET /api/admin/webhooks/4/deliveries': [FAILED],
      'POST /api/admin/webhook-deliveries/31/retry': {
        ...FAILED,
        status: 'pending',
        attempts: 0,
      },
    });
    await user.click(await section().findByRole('switch', { name: 'CRM enabled' }));
    await waitFor(() => expect(api.to('PUT', '/api/admin/webhooks/4')).toHaveLength(1));
    expect(api.to('PUT', '/api/admin/webhooks/4')[0]!.body).toMatchObject({ enabled: false });

    await user.click(section().getByRole('button', { name: 'Deliveries' }));
    const table = await section().findByRole('table');
    expect(await within(table).findByText('HTTP 500: Internal Server Error')).toBeVisible();
    expect(within(table).getByText('failed')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Retry delivery 31' }));
    await waitFor(() =>
      expect(api.to('POST', '/api/admin/webhook-deliveries/31/retry')).toHaveLength(1),
    );
  });
});
