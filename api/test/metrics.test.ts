/**
 * GET /metrics over HTTP: only a scraper with the token or from an allowed address reads it;
 * anyone else gets exactly the answer of an unknown path. The counters move with real requests.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/logger';
import { createAppMetrics } from '../src/metrics/app-metrics';
import { enqueueEmail } from '../src/mail/outbox';
import { createSmtpTransport } from '../src/mail/smtp-transport';
import { startMailWorker } from '../src/mail/worker';
import { createUser, postForm, TEST_SESSION_SECRET } from './support/auth';
import { sampleValue } from './support/prometheus-text';
import { rawRequest } from './support/raw-http';
import { startSmtpServer } from './support/smtp-server';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

vi.setConfig({ testTimeout: 60_000 });

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** A stand-in shell server build: every render is a 200 page. */
const SHELL = `
exports.renderPage = async ({ url, template }) => ({
  status: 200,
  html: template.replace('<div id="root"></div>', '<div id="root"><main>' + url + '</main></div>'),
});
`;

/** Status, type and body with the request id taken out: what tells one answer from another. */
async function answerOf(api: TestApi, pathname: string, headers: Record<string, string> = {}) {
  const response = await api.request(pathname, { headers });
  const body = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: body.replaceAll(response.headers.get('x-request-id') ?? '\0', '<id>'),
  };
}

describe.each(TEST_DIALECTS)('/metrics on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;

  const scrape = async () => {
    const response = await api.request('/metrics', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  const value = async (name: string, labels?: Record<string, string>) =>
    sampleValue(await scrape(), name, labels) ?? 0;

  beforeAll(async () => {
    web = await createWebRoot();
    for (const [file, content] of Object.entries({
      'shell/dist/server/main.cjs': SHELL,
      'public-site/dist/server/remoteEntry.cjs': 'module.exports = {};',
    })) {
      await mkdir(path.dirname(path.join(web.dir, file)), { recursive: true });
      await writeFile(path.join(web.dir, file), content);
    }
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      SERVE_WEB: 'true',
      WEB_ROOT: web.dir,
      PAGE_CACHE_MS: '60000',
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_CONTACT: '1',
    });
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  it('answers anyone without the token exactly as an unknown path', async () => {
    const unknown = await answerOf(api, '/no-such-page');
    const refusals: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { Authorization: TOKEN },
      { Authorization: `Basic ${TOKEN}` },
      { 'X-Forwarded-For': '127.0.0.1' },
    ];
    for (const headers of refusals) {
      const refused = await answerOf(api, '/metrics', headers);
      expect(refused, JSON.stringify(headers)).toEqual({
        ...unknown,
        body: unknown.body.replaceAll('/no-such-page', '/metrics'),
      });
      expect(refused.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('reaches the metrics by no other spelling or method, even with the token', async () => {
    const port = Number(new URL(api.baseUrl).port);
    const auth = { Authorization: `Bearer ${TOKEN}` };
    const unknown = await rawRequest(port, { method: 'GET', path: '/no-such-page', headers: auth });
    for (const spelling of ['/METRICS', '/Metrics', '/metrics/', '//metrics', '/%6detrics']) {
      const response = await rawRequest(port, { method: 'GET', path: spelling, headers: auth });
      expect(response.status, spelling).toBe(unknown.status);
      expect(response.text, spelling).not.toContain('http_request_duration_seconds');
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await rawRequest(port, { method, path: '/metrics', headers: auth });
      expect(response.text, method).not.toContain('http_request_duration_seconds');
      expect(response.status, method).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers the token with the app’s own metrics and Node’s', async () => {
    const text = await scrape();
    for (const name of [
      'http_request_duration_seconds_bucket',
      'mail_outbox_queued',
      'db_pool_connections_in_use',
      'db_pool_connections_free',
      'db_pool_acquires_pending',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
    }
  });

  it('labels latency by route pattern and status class, every unknown path as one', async () => {
    await api.request('/api/blog/no-article-123456');
    await api.request('/api/blog/no-article-654321');
    await api.request('/api/no-such-thing-1');
    await api.request('/api/no-such-thing-2');
    const text = await scrape();
    const count = (labels: Record<string, string>) =>
      sampleValue(text, 'http_request_duration_seconds_count', labels) ?? 0;
    expect(count({ method: 'GET', route: '/api/blog/:slug', status: '4xx' })).toBe(2);
    expect(count({ method: 'GET', route: 'unmatched', status: '4xx' })).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('123456');
  });

  it('counts a refused sign-in', async () => {
    const before = await value('sign_in_failures_total');
    const user = await createUser(api, { role: 'editor' });
    const response = await postForm(api, '/api/login', { email: user.email, password: 'wrong!' });
    expect(response.status).toBe(401);
    expect(await value('sign_in_failures_total')).toBe(before + 1);
  });

  it('counts page renders, and shared renders as cache hits', async () => {
    const renders = await value('web_page_renders_total');
    const hits = await value('web_page_cache_requests_total', { result: 'hit' });
    const misses = await value('web_page_cache_requests_total', { result: 'miss' });
    const first = await api.request('/about');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('<main>/about</main>');
    expect(await value('web_page_renders_total')).toBe(renders + 1);
    expect(await value('web_page_cache_requests_total', { result: 'miss' })).toBe(misses + 1);
    expect((await api.request('/about')).status).toBe(200);
    expect(await value('web_page_renders_total')).toBe(renders + 1);
    expect(await value('web_page_cache_requests_total', { result: 'hit' })).toBe(hits + 1);
    const text = await scrape();
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: 'web',
        status: '2xx',
      }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('shows a queued email in the backlog', async () => {
    const before = await value('mail_outbox_queued');
    await enqueueEmail(api.db, {
      kind: 'contact-reply',
      to: 'rosa@example.org',
      subject: 'Queued',
      html: '<p>Queued</p>',
      text: 'Queued',
    });
    expect(await value('mail_outbox_queued')).toBe(before + 1);
  });

  it('counts rate-limit refusals by limiter', async () => {
    const before = await value('rate_limit_refusals_total', { limiter: 'contact' });
    const message = { name: 'Rosa', email: 'rosa@example.org', message: 'Hello there, team!' };
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await api.postJson('/api/contact', message)).status);
    expect(statuses).toEqual([201, 429]);
    expect(await value('rate_limit_refusals_total', { limiter: 'contact' })).toBe(before + 1);
  });
});

describe('who may scrape by address', () => {
  const apis: TestApi[] = [];
  afterAll(async () => {
    for (const api of apis) await api.close();
  });
  const start = async (env: Record<string, string>) => {
    const api = await startTestApi('sqlite', env);
    apis.push(api);
    return api;
  };

  it('lets an allowed address in without the token, and no one else', async () => {
    const loopback = await start({ METRICS_ALLOW_FROM: '10.0.0.0/8, 127.0.0.1/32' });
    expect((await loopback.request('/metrics')).status).toBe(200);

    const elsewhere = await start({ METRICS_ALLOW_FROM: '10.0.0.0/8,::2' });
    const unknown = await answerOf(elsewhere, '/no-such-page');
    const refused = await answerOf(elsewhere, '/metrics');
    expect(refused.status).toBe(404);
    expect(refused).toEqual({ ...unknown, body: unknown.body });
    // Without TRUST_PROXY the socket's address counts, whatever a client says it is.
    expect(
      (await elsewhere.request('/metrics', { headers: { 'X-Forwarded-For': '10.1.2.3' } })).status,
    ).toBe(404);
  });

  it('believes the proxy’s X-Forwarded-For only with TRUST_PROXY', async () => {
    const behindProxy = await start({ METRICS_ALLOW_FROM: '10.0.0.0/8', TRUST_PROXY: 'true' });
    const from = (address: string) =>
      behindProxy.request('/metrics', { headers: { 'X-Forwarded-For': address } });
    expect((await from('10.1.2.3')).status).toBe(200);
    expect((await from('192.168.1.1')).status).toBe(404);
    // nginx appends the address it saw: the last entry is the client, not the first.
    expect((await from('10.1.2.3, 192.168.1.1')).status).toBe(404);
  });

  it('answers everyone 404 when neither setting is set, the token header included', async () => {
    const closed = await start({});
    const response = await closed.request('/metrics', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(404);
  });

  it('refuses a bad allow list or a short token at start-up, naming the setting', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ METRICS_ALLOW_FROM: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW_FROM/);
    expect(() => loadConfig({ METRICS_ALLOW_FROM: 'example.org' })).toThrow(/METRICS_ALLOW_FROM/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe.each(TEST_DIALECTS)('the mail worker’s counters on %s', (dialect) => {
  it('counts a delivered email and a refused one', async () => {
    const api = await startTestApi(dialect);
    const smtp = await startSmtpServer();
    try {
      smtp.refuseRecipient('nobody@example.org');
      for (const to of ['rosa@example.org', 'nobody@example.org']) {
        await enqueueEmail(api.db, {
          kind: 'contact-reply',
          to,
          subject: 'Hi',
          html: '<p>Hi</p>',
          text: 'Hi',
        });
      }
      const metrics = createAppMetrics();
      const worker = startMailWorker({
        db: api.db,
        bodyOf: api.emailBodies,
        transport: createSmtpTransport(smtp.url),
        from: { name: 'Campaign', address: 'hello@example.org' },
        logger: createLogger('silent'),
        polling: false,
        metrics,
      });
      expect(await worker.runOnce()).toBe(2);
      await worker.stop();
      const text = await metrics.registry.metrics();
      expect(sampleValue(text, 'mail_sends_total')).toBe(1);
      expect(sampleValue(text, 'mail_send_failures_total', { final: 'true' })).toBe(1);
      // The refused attempt is dated, for the console's System health card.
      const refused = (await api
        .db('email_outbox')
        .where({ toAddress: 'nobody@example.org' })
        .first('status', 'lastFailureAt')) as { status: string; lastFailureAt: unknown };
      expect(refused.status).toBe('failed');
      expect(refused.lastFailureAt).not.toBeNull();
    } finally {
      await smtp.close();
      await api.close();
    }
  });
});
