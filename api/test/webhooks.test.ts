import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createdWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  type WebhookEvent,
} from '@campaign/shared';
import { hashLinkToken, newLinkToken } from '../src/auth/password-links';
import { createLogger } from '../src/logger';
import { emailSha256 } from '../src/webhooks/events';
import { verifyWebhook } from '../src/webhooks/signing';
import { startWebhookWorker, type WebhookWorker } from '../src/webhooks/worker';
import { TEST_SESSION_SECRET } from './support/auth';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const WEBHOOKS = '/api/admin/webhooks';
const RETRY_DELAY_MS = 30_000;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real receiver on an ephemeral port: it records every request and answers each with the next
 * planned answer (200 when none is planned); `hang` never answers.
 */
async function startReceiver() {
  const received: Received[] = [];
  const plan: (number | 'hang' | 'redirect')[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = plan.shift() ?? 200;
      if (answer === 'hang') return;
      if (answer === 'redirect') {
        response.writeHead(302, { Location: 'http://127.0.0.1:1/elsewhere' }).end();
        return;
      }
      response.writeHead(answer, { 'Content-Type': 'text/plain' });
      response.end(answer >= 300 ? `Receiver error ${answer}\n${'x'.repeat(5000)}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    plan,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(TEST_DIALECTS)('signed webhooks on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let clock: number;
  const workers: WebhookWorker[] = [];

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await api?.close();
  });
  beforeEach(async () => {
    await api.db('webhook_deliveries').delete();
    await api.db('webhook_endpoints').delete();
    await api.db('activity_log').delete();
    receiver.received.length = 0;
    receiver.plan.length = 0;
    clock = Date.now() + 1000;
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });

  /** A worker stepped by hand on the test's clock, as every instance runs one. */
  const worker = (options: { maxAttempts?: number; allowPrivate?: boolean } = {}) => {
    const started = startWebhookWorker({
      db: api.db,
      logger: createLogger('silent'),
      timeoutMs: 1000,
      maxAttempts: options.maxAttempts ?? 5,
      allowPrivate: options.allowPrivate ?? true,
      pollIntervalMs: 1000,
      polling: false,
      now: () => new Date(clock),
      retryDelay: () => RETRY_DELAY_MS,
    });
    workers.push(started);
    return started;
  };

  const addEndpoint = async (events: WebhookEvent[], path = '/hook', name = 'CRM sync') => {
    const response = await users.as('admin', WEBHOOKS, {
      method: 'POST',
      json: { name, url: `${receiver.url}${path}`, events },
    });
    expect(response.status).toBe(201);
    return createdWebhookEndpointSchema.parse(await response.json());
  };
  const deliveries = async (endpointId: number) => {
    const response = await users.as('admin', `${WEBHOOKS}/${endpointId}/deliveries`);
    expect(response.status).toBe(200);
    return webhookDeliveryListSchema.parse(await response.json());
  };
  const endpoints = async () =>
    webhookEndpointListSchema.parse(await (await users.as('admin', WEBHOOKS)).json());

  /** The receiver's own check, written out as docs/product.md tells receivers to do it. */
  const signedBy = (secret: string, request: Received) => {
    const timestamp = String(request.headers['webhook-timestamp']);
    const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
    return (
      request.headers['webhook-signature'] === expected &&
      verifyWebhook(
        secret,
        { timestamp, signature: String(request.headers['webhook-signature']) },
        request.body,
        { now: clock },
      )
    );
  };

  it('shows a new endpoint’s secret once, lists it with its hint, and logs the change', async () => {
    const { endpoint, secret } = await addEndpoint(['pledge.created', 'person.erased']);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint).toMatchObject({
      name: 'CRM sync',
      events: ['pledge.created', 'person.erased'],
      enabled: true,
      secretHint: secret.slice(0, 10),
      pending: 0,
      delivered: 0,
      failed: 0,
    });
    expect(JSON.stringify(await endpoints())).not.toContain(secret);
    const [entry] = await api.db('activity_log').select('action', 'entity', 'summary');
    expect(entry).toMatchObject({ action: 'create', entity: 'webhook' });
    expect(entry.summary).toContain('“CRM sync” to 127.0.0.1');
    expect(entry.summary).not.toContain(secret);
    // Editors may not see or add endpoints.
    expect((await users.as('editor', WEBHOOKS)).status).toBe(403);
  });

  it('posts a signed pledge.created, retries after a failed first attempt, and keeps no body once delivered', async () => {
    const { endpoint, secret } = await addEndpoint(['pledge.created']);
    const pledge = await api.postJson('/api/pledges', {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
    });
    expect(pledge.status).toBe(201);
    // Written with the pledge, in its transaction.
    const [row] = await api.db('webhook_deliveries').select('*');
    expect(row).toMatchObject({ type: 'pledge.created', status: 'pending', attempts: 0 });

    receiver.plan.push(500);
    const webhooks = worker();
    expect(await webhooks.runOnce()).toBe(1);
    let [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastResponseCode: 500 });
    expect(delivery!.lastError).toMatch(/^HTTP 500: Receiver error 500 x+…$/);
    expect(delivery!.lastError!.length).toBeLessThanOrEqual(140);
    // Not due again before its backoff.
    expect(await webhooks.runOnce()).toBe(0);
    clock += RETRY_DELAY_MS;
    expect(await webhooks.runOnce()).toBe(1);
    [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastResponseCode: 200 });

    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received as [Received, Received];
    for (const request of [first, second]) {
      expect(request.path).toBe('/hook');
      expect(request.headers['content-type']).toBe('application/json');
      expect(signedBy(secret, request)).toBe(true);
      expect(signedBy(`${secret}x`, request)).toBe(false);
    }
    // The same event both times: the receiver can tell a retry from a new event.
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    const body = JSON.parse(second.body);
    expect(body).toEqual({
      id: second.headers['webhook-id'],
      type: 'pledge.created',
      createdAt: expect.any(String),
      data: {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        emailSha256: emailSha256('ada@example.org'),
        pledgedAt: body.createdAt,
      },
    });
    expect(second.body).not.toMatch(/referral|token|shareCode/i);
    expect((await api.db('webhook_deliveries').first('body')).body).toBe('');
    expect((await endpoints())[0]).toMatchObject({
      delivered: 1,
      pending: 0,
      failed: 0,
      lastResponseCode: 200,
    });
    // A repeat pledge is no event.
    await api.postJson('/api/pledges', { name: 'Ada Again', email: 'ada@example.org' });
    expect(await api.db('webhook_deliveries').count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });

  it('sends subscriber.confirmed when a sign-up is confirmed, and only to endpoints that want it', async () => {
    const wants = await addEndpoint(['subscriber.confirmed'], '/subscribers', 'Mailing tool');
    await addEndpoint(['pledge.created'], '/pledges', 'Other');
    expect((await api.postJson('/api/newsletter', { email: 'rosa@example.org' })).status).toBe(201);
    // Nothing yet: a sign-up is pending until it is confirmed.
    expect(await api.db('webhook_deliveries').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    const token = newLinkToken();
    await api
      .db('newsletters')
      .where({ email: 'rosa@example.org' })
      .update({ confirmTokenHash: hashLinkToken(token) });
    const confirmed = await api.request('/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(confirmed.status).toBe(200);
    expect(await worker().runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.path).toBe('/subscribers');
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'subscriber.confirmed',
      data: { email: 'rosa@example.org', emailSha256: emailSha256('rosa@example.org') },
    });
    expect((await deliveries(wants.endpoint.id))[0]).toMatchObject({ status: 'delivered' });
  });

  it('sends message.received with the message’s id and console link only', async () => {
    const { secret } = await addEndpoint(['message.received']);
    const sent = await api.postJson('/api/contact', {
      name: 'Grace Hopper',
      email: 'grace@example.org',
      subject: 'Hello',
      message: 'A private question about nitrates in ham.',
    });
    expect(sent.status).toBe(201);
    const [message] = await api.db('contacts').select('id');
    await worker().runOnce();
    const [request] = receiver.received as [Received];
    expect(signedBy(secret, request)).toBe(true);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      type: 'message.received',
      data: {
        messageId: Number(message.id),
        consoleUrl: expect.stringMatching(new RegExp(`/admin/messages\\?open=${message.id}$`)),
      },
    });
    expect(request.body).not.toMatch(/grace|Hopper|nitrates|Hello/i);
  });

  it('erases a person’s undelivered events and forwards the erasure by the email’s hash alone', async () => {
    await addEndpoint(['pledge.created', 'person.erased']);
    await api.postJson('/api/pledges', { name: 'Bea Brown', email: 'bea@example.org' });
    await api.postJson('/api/pledges', { name: 'Cy Cole', email: 'cy@example.org' });
    expect(await api.db('webhook_deliveries').count({ n: '*' }).first()).toMatchObject({ n: 2 });
    const erased = await users.as('admin', '/api/admin/erasures', {
      method: 'POST',
      json: { email: 'bea@example.org' },
    });
    expect(erased.status).toBe(200);
    const rows = await api.db('webhook_deliveries').select('type', 'body').orderBy('id');
    expect(rows.map((row) => row.type)).toEqual(['pledge.created', 'person.erased']);
    expect(rows.map((row) => row.body).join()).not.toContain('bea@example.org');
    await worker().runOnce();
    const bodies = receiver.received.map((request) => JSON.parse(request.body));
    expect(bodies.map((body) => body.type)).toEqual(['pledge.created', 'person.erased']);
    expect(bodies[0].data.email).toBe('cy@example.org');
    expect(bodies[1].data).toEqual({
      emailSha256: emailSha256('bea@example.org'),
      erasedAt: expect.any(String),
      erased: { pledges: 1, messages: 0, subscriptions: 0 },
    });
    // Erasing someone the site holds nothing of tells nobody anything.
    await users.as('admin', '/api/admin/erasures', {
      method: 'POST',
      json: { email: 'nobody@example.org' },
    });
    expect(await api.db('webhook_deliveries').count({ n: '*' }).first()).toMatchObject({ n: 2 });
  });

  it('counts redirects and timeouts as failures, fails after the last attempt, and an admin’s Retry delivers it', async () => {
    const { endpoint } = await addEndpoint(['pledge.created']);
    await api.postJson('/api/pledges', { name: 'Dee Dunn', email: 'dee@example.org' });
    receiver.plan.push('redirect', 'hang');
    const webhooks = worker({ maxAttempts: 2 });
    await webhooks.runOnce();
    let [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastResponseCode: 302 });
    expect(delivery!.lastError).toBe('HTTP 302 (redirects are not followed)');
    clock += RETRY_DELAY_MS;
    await webhooks.runOnce();
    [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2, lastResponseCode: null });
    expect(delivery!.lastError).toBe('no answer within 1000 ms');
    // Only the receiver's two requests: the redirect was not followed.
    expect(receiver.received).toHaveLength(2);
    expect((await endpoints())[0]).toMatchObject({ failed: 1, pending: 0 });

    const retry = (id: number) =>
      users.as('admin', `/api/admin/webhook-deliveries/${id}/retry`, { method: 'POST', json: {} });
    expect(
      (
        await users.as('editor', `/api/admin/webhook-deliveries/${delivery!.id}/retry`, {
          method: 'POST',
          json: {},
        })
      ).status,
    ).toBe(403);
    const retried = await retry(delivery!.id);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await retry(delivery!.id)).status).toBe(409);
    expect((await retry(999_999)).status).toBe(404);
    await webhooks.runOnce();
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(receiver.received).toHaveLength(3);
    expect(
      (await api.db('activity_log').where({ action: 'retry' }).select('entity'))[0],
    ).toMatchObject({ entity: 'webhook' });
  });

  it('edits, disables and deletes an endpoint: a disabled one gets nothing new and its queue waits', async () => {
    const { endpoint, secret } = await addEndpoint(['pledge.created']);
    await api.postJson('/api/pledges', { name: 'Eve East', email: 'eve@example.org' });
    const update = (body: Record<string, unknown>) =>
      users.as('admin', `${WEBHOOKS}/${endpoint.id}`, { method: 'PUT', json: body });
    const changed = await update({
      name: 'Renamed',
      url: `${receiver.url}/moved`,
      events: ['pledge.created', 'message.received'],
      enabled: false,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      name: 'Renamed',
      enabled: false,
      events: ['pledge.created', 'message.received'],
      secretHint: secret.slice(0, 10),
      pending: 1,
    });
    await api.postJson('/api/pledges', { name: 'Fay Fox', email: 'fay@example.org' });
    expect(await api.db('webhook_deliveries').count({ n: '*' }).first()).toMatchObject({ n: 1 });
    expect(await worker().runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    // Enabled again: its waiting delivery goes to the new URL, signed with the same secret.
    await update({
      name: 'Renamed',
      url: `${receiver.url}/moved`,
      events: ['pledge.created'],
      enabled: true,
    });
    expect(await worker().runOnce()).toBe(1);
    expect(receiver.received[0]!.path).toBe('/moved');
    expect(signedBy(secret, receiver.received[0]!)).toBe(true);

    expect(
      (await update({ name: 'X', url: 'https://a.example', events: [], enabled: true })).status,
    ).toBe(400);
    const removed = await users.as('admin', `${WEBHOOKS}/${endpoint.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await api.db('webhook_deliveries').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    expect(
      (await users.as('admin', `${WEBHOOKS}/${endpoint.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await users.as('admin', `${WEBHOOKS}/${endpoint.id}/deliveries`)).status).toBe(404);
    expect(
      (await api.db('activity_log').select('action').orderBy('id')).map((entry) => entry.action),
    ).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('without private targets allowed (as in production): https to public hosts only, checked on saving and on connecting', async () => {
    const strict = await api.startSibling({
      SESSION_SECRET: TEST_SESSION_SECRET,
      WEBHOOK_ALLOW_PRIVATE_URLS: 'false',
    });
    try {
      const strictUsers = await signInConsoleUsers(strict);
      const add = (url: string) =>
        strictUsers.as('admin', WEBHOOKS, {
          method: 'POST',
          json: { name: 'Inside', url, events: ['pledge.created'] },
        });
      for (const [url, message] of [
        [`${receiver.url}/hook`, 'URL must start with https://'],
        ['https://10.0.0.5/hook', /private network/],
        ['https://localhost:8443/hook', /private network/],
        ['https://169.254.169.254/latest', /private network/],
      ] as const) {
        const response = await add(url);
        expect(response.status, url).toBe(400);
        const answer = (await response.json()) as { issues: { path: string; message: string }[] };
        expect(answer.issues).toEqual([{ path: 'url', message: expect.stringMatching(message) }]);
      }
      expect(await api.db('webhook_endpoints').count({ n: '*' }).first()).toMatchObject({ n: 0 });
      expect((await add('https://hooks.example.org/in')).status).toBe(201);
    } finally {
      await strict.close();
    }
    // An endpoint saved while private targets were allowed is refused on connecting.
    const { endpoint } = await addEndpoint(['pledge.created']);
    await api.db('webhook_endpoints').whereNot({ id: endpoint.id }).delete();
    await api.postJson('/api/pledges', { name: 'Gil Gray', email: 'gil@example.org' });
    await worker({ allowPrivate: false }).runOnce();
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastResponseCode: null });
    expect(delivery!.lastError).toMatch(/127\.0\.0\.1.*private address: not posted/);
    expect(receiver.received).toHaveLength(0);
  });
});
