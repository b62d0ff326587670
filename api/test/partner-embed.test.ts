import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerListSchema, partnerSchema, type PartnerInput } from '@campaign/shared';
import { EMBED_BUDGET_BYTES } from '../src/partners/embed-page';
import { rawRequest } from './support/raw-http';
import { postForm, uniqueEmail } from './support/auth';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const PARTNERS = '/api/admin/partners';

const partner = (overrides: Partial<PartnerInput> = {}): PartnerInput => ({
  name: 'Green Grocers',
  code: 'green-grocers',
  origins: ['https://grocers.example', 'http://localhost:4000'],
  consentLine: 'Green Grocers will not see your email address.',
  accent: 'accent',
  theme: 'dark',
  layout: 'full',
  enabled: true,
  ...overrides,
});

describe.each(TEST_DIALECTS)('partner embeds on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  let port: number;

  beforeAll(async () => {
    api = await startTestApi(dialect, { RATE_LIMIT_PLEDGES: '3', TRUST_PROXY: 'true' });
    users = await signInConsoleUsers(api);
    port = Number(new URL(api.baseUrl).port);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db('pledges').delete();
    await api.db('partners').delete();
    await api.db('activity_log').delete();
  });

  const create = async (input: PartnerInput = partner()) => {
    const response = await users.as('admin', PARTNERS, { method: 'POST', json: input });
    expect(response.status).toBe(201);
    return partnerSchema.parse(await response.json());
  };
  /** A post of the embedded form, as the browser sends it from inside the frame. */
  let client = 0;
  /** A fresh client address for each post unless one is given: the limit counts per address. */
  const pledge = (
    code: string,
    fields: Record<string, string>,
    ip = `203.0.113.${++client % 250}`,
  ) =>
    postForm(api, `/embed/pledge/${code}`, fields, {
      headers: {
        Origin: api.baseUrl,
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': ip,
      },
    });

  it('answers the embed with frame-ancestors naming that partner’s origins only', async () => {
    await create();
    await create(partner({ code: 'other', origins: ['https://other.example'] }));
    const page = await api.request('/embed/pledge/green-grocers');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain('frame-ancestors https://grocers.example http://localhost:4000');
    expect(csp).not.toContain('other.example');
    expect(csp).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBeNull();
    const html = await page.text();
    expect(html).toContain('Green Grocers will not see your email address.');
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain('remoteEntry');

    const other = await api.request('/embed/pledge/other');
    expect(other.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://other.example',
    );
    // Every other route keeps the site's own rule.
    for (const path of ['/api/stats', '/api/health', '/embed/pledge/nobody']) {
      const response = await api.request(path);
      expect(response.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'self'",
      );
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('answers 404 for an unknown, disabled or oddly spelled partner', async () => {
    const created = await create();
    for (const path of [
      '/embed/pledge/nobody',
      '/embed/pledge/GREEN-GROCERS',
      '/embed/pledge/green-grocers/',
      '/embed/pledge/green%2Dgrocers',
      '/embed/pledge/',
    ]) {
      expect((await rawRequest(port, { method: 'GET', path })).status, path).toBe(404);
    }
    const disabled = await users.as('admin', `${PARTNERS}/${created.id}`, {
      method: 'PUT',
      json: partner({ enabled: false }),
    });
    expect(disabled.status).toBe(200);
    expect((await api.request('/embed/pledge/green-grocers')).status).toBe(404);
    expect(
      (await pledge('green-grocers', { name: 'Ada Lovelace', email: uniqueEmail('off') })).status,
    ).toBe(404);
    expect(await api.db('pledges').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('takes a pledge through the embed with the partner recorded, and counts it in the console', async () => {
    await create();
    const email = uniqueEmail('embed');
    const response = await pledge('green-grocers', { name: 'Ada Lovelace', email, website: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/embed/pledge/green-grocers?pledged=1');
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://grocers.example',
    );
    const row = await api.db('pledges').where({ email }).first();
    expect(row).toMatchObject({ name: 'Ada Lovelace', partner: 'green-grocers' });
    const thanks = await api.request('/embed/pledge/green-grocers?pledged=1');
    expect(await thanks.text()).toContain('Welcome to the Movement!');
    // A pledge on the site itself records no partner.
    expect(
      (await api.postJson('/api/pledges', { name: 'Site Pledger', email: uniqueEmail('site') }))
        .status,
    ).toBe(201);
    const list = partnerListSchema.parse(await (await users.as('admin', PARTNERS)).json());
    expect(list.map(({ code, pledges }) => ({ code, pledges }))).toEqual([
      { code: 'green-grocers', pledges: 1 },
    ]);
  });

  it('sends the form back with the schema’s messages, inside the frame, storing nothing', async () => {
    await create();
    const response = await pledge('green-grocers', { name: 'A', email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://grocers.example',
    );
    const html = await response.text();
    expect(html).toContain('Name must be at least');
    expect(html).toContain('Invalid email address');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('aria-invalid="true"');
    // Not a form at all.
    const json = await api.request('/embed/pledge/green-grocers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', email: uniqueEmail('json') }),
    });
    expect(json.status).toBe(415);
    expect(await api.db('pledges').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('answers hostile and malformed posts with the form sent back, escaped, or a plain refusal', async () => {
    await create();
    const hostile = [
      '<script>alert(1)</script>',
      '"><svg/onload=alert(1)>',
      "'; DROP TABLE pledges; --",
      'A\u0000B',
      '\u202eevil\u202c',
      '\r\nBcc: victim@example.org',
      'x'.repeat(5000),
    ];
    for (const value of hostile) {
      const response = await pledge('green-grocers', { name: value, email: value });
      expect(response.status, value).toBe(400);
      const html = await response.text();
      expect(html, value).not.toContain('<script>alert');
      expect(html, value).not.toContain('<svg');
    }
    const cases: [string, Record<string, string>, number][] = [
      ['a body past the limit', { 'Content-Type': 'application/x-www-form-urlencoded' }, 413],
      ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }, 415],
      ['no type', {}, 415],
    ];
    for (const [what, headers, status] of cases) {
      const response = await rawRequest(port, {
        method: 'POST',
        path: '/embed/pledge/green-grocers',
        headers: { ...headers, Origin: api.baseUrl },
        body: what === 'a body past the limit' ? `name=${'x'.repeat(70_000)}` : 'name=Ada',
      });
      expect(response.status, what).toBe(status);
    }
    expect(await api.db('pledges').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('refuses a post from another site, and counts embedded pledges in the pledge limit', async () => {
    await create();
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://grocers.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await postForm(
        api,
        '/embed/pledge/green-grocers',
        { name: 'Ada Lovelace', email: uniqueEmail('cross') },
        { headers },
      );
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('Cross-site requests are not allowed');
    }
    expect(await api.db('pledges').count({ n: '*' }).first()).toMatchObject({ n: 0 });

    // The limit is shared with the site's own pledge routes (3 here).
    const ip = '198.51.100.99';
    const json = await rawRequest(port, {
      method: 'POST',
      path: '/api/pledges',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ name: 'Site Pledger', email: uniqueEmail('limit') }),
    });
    expect(json.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await pledge('green-grocers', { name: 'Ada Lovelace', email: uniqueEmail('l') }, ip))
          .status,
      );
    }
    expect(statuses).toEqual([303, 303, 429]);
  });

  it('keeps what a partner’s visitor loads, as served, within the gzip budget', async () => {
    await create();
    let bytes = 0;
    for (const path of ['/embed.js', '/embed/pledge/green-grocers', '/embed/frame.js']) {
      const response = await api.request(path);
      expect(response.status, path).toBe(200);
      bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
    }
    expect(bytes).toBeLessThanOrEqual(EMBED_BUDGET_BYTES);
  });

  it('serves embed.js and the frame script to other origins', async () => {
    for (const path of ['/embed.js', '/embed/frame.js']) {
      const response = await api.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it('keeps partners for admins: validated origins, unique codes, edits in the activity log', async () => {
    const bad = await users.as('admin', PARTNERS, {
      method: 'POST',
      json: partner({
        code: 'Bad Code',
        origins: ['http://grocers.example', 'https://grocers.example/path'],
      }),
    });
    expect(bad.status).toBe(400);
    const issues = ((await bad.json()) as { issues: { path: string }[] }).issues.map(
      (issue) => issue.path,
    );
    expect(issues).toEqual(['code', 'origins.0', 'origins.1']);
    const created = await create();
    const taken = await users.as('admin', PARTNERS, { method: 'POST', json: partner() });
    expect(taken.status).toBe(409);
    for (const who of ['editor', 'member', 'anonymous'] as const) {
      expect((await users.as(who, PARTNERS)).status, who).toBeGreaterThanOrEqual(401);
    }
    const edited = await users.as('admin', `${PARTNERS}/${created.id}`, {
      method: 'PUT',
      json: partner({ theme: 'light', layout: 'compact' }),
    });
    expect(edited.status).toBe(200);
    const entries = await api.db('activity_log').where({ entity: 'partner' }).orderBy('id');
    expect(entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      expect.stringContaining('Added partner “Green Grocers”'),
      'Edited partner “Green Grocers”: theme, layout',
    ]);
    // The code of a partner whose pledges carry it stays.
    await pledge('green-grocers', { name: 'Ada Lovelace', email: uniqueEmail('keep') });
    const renamed = await users.as('admin', `${PARTNERS}/${created.id}`, {
      method: 'PUT',
      json: partner({ code: 'new-code' }),
    });
    expect(renamed.status).toBe(409);
    expect(
      (await users.as('admin', `${PARTNERS}/99999`, { method: 'PUT', json: partner() })).status,
    ).toBe(404);
  });
});
