import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createdApiTokenSchema,
  readApiPledgePageSchema,
  readApiSubscriberPageSchema,
  readApiTotalsSchema,
  type ApiTokenScope,
} from '@campaign/shared';
import { hashToken } from '../src/api-tokens/token-store';
import { rawRequest } from './support/raw-http';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const TOKENS = '/api/admin/api-tokens';

describe.each(TEST_DIALECTS)('the read API and its tokens on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    api = await startTestApi(dialect, { RATE_LIMIT_READ_API: '1000' });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db('api_tokens').delete();
    await api.db('activity_log').delete();
    await api.db('pledges').delete();
    await api.db('newsletters').delete();
  });

  const createToken = async (scopes: ApiTokenScope[], name = 'CRM sync') => {
    const response = await users.as('admin', TOKENS, { method: 'POST', json: { name, scopes } });
    expect(response.status).toBe(201);
    return createdApiTokenSchema.parse(await response.json());
  };
  const read = (path: string, secret?: string) =>
    api.request(`/api/v1${path}`, {
      headers: secret ? { Authorization: `Bearer ${secret}` } : {},
    });
  const insertPledges = (rows: { email: string; createdAt: string }[]) =>
    api.db('pledges').insert(
      rows.map((row) => ({
        name: 'Pledger',
        email: row.email,
        createdAt: new Date(row.createdAt),
      })),
    );

  it('shows a created token once, and keeps only its hash', async () => {
    const { token, secret } = await createToken(['totals:read']);
    expect(secret).toMatch(/^cpt_[\w-]{43}$/);
    expect(token).toMatchObject({ name: 'CRM sync', scopes: ['totals:read'], revokedAt: null });
    expect(secret.startsWith(token.hint)).toBe(true);
    const [row] = await api.db('api_tokens').select('*');
    expect(row.tokenHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await (await users.as('admin', TOKENS)).json();
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(await api.db('activity_log').select('action', 'entity', 'summary')).toEqual([
      {
        action: 'create',
        entity: 'api-token',
        summary: 'Created API token “CRM sync” (totals:read)',
      },
    ]);
  });

  it('reads the totals with a token allowed them', async () => {
    await insertPledges([
      { email: 'a@example.org', createdAt: '2026-11-02T10:00:00Z' },
      { email: 'b@example.org', createdAt: '2026-11-03T10:00:00Z' },
    ]);
    await api.db('newsletters').insert([
      { email: 'c@example.org', status: 'confirmed', createdAt: new Date() },
      { email: 'd@example.org', status: 'pending', createdAt: new Date() },
    ]);
    const { secret } = await createToken(['totals:read']);
    const response = await read('/totals', secret);
    expect(response.status).toBe(200);
    expect(readApiTotalsSchema.parse(await response.json())).toEqual({
      pledges: 2,
      confirmedSubscribers: 1,
      pledgeGoal: 0,
    });
  });

  it('refuses what a token’s scopes leave out, and every request without a live token', async () => {
    const { token, secret } = await createToken(['totals:read']);
    const refused = await read('/pledges', secret);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('pledges:read');
    expect((await read('/subscribers', secret)).status).toBe(403);

    for (const header of [
      undefined,
      'Bearer cpt_wrong',
      `Basic ${secret}`,
      `Bearer ${secret}x`,
      `bearer ${secret}`,
    ]) {
      const response = await api.request('/api/v1/totals', {
        headers: header ? { Authorization: header } : {},
      });
      expect(response.status, header).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="read API"');
    }

    const revoked = await users.as('admin', `${TOKENS}/${token.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect((await read('/totals', secret)).status).toBe(401);
    // Revoked once only.
    expect((await users.as('admin', `${TOKENS}/${token.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('pages the pledges oldest first, between two dates, and logs each read', async () => {
    await insertPledges([
      { email: 'oct@example.org', createdAt: '2026-10-31T23:59:59Z' },
      { email: 'nov1@example.org', createdAt: '2026-11-01T00:00:00Z' },
      { email: 'nov2@example.org', createdAt: '2026-11-02T00:00:00Z' },
      { email: 'nov3@example.org', createdAt: '2026-11-03T00:00:00Z' },
      { email: 'dec@example.org', createdAt: '2026-12-01T00:00:00Z' },
    ]);
    const { secret } = await createToken(['pledges:read'], 'Dashboard');
    const range = 'since=2026-11-01T00:00:00Z&until=2026-12-01T00:00:00Z&pageSize=2';
    const first = readApiPledgePageSchema.parse(
      await (await read(`/pledges?${range}`, secret)).json(),
    );
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.items.map((item) => item.email)).toEqual(['nov1@example.org', 'nov2@example.org']);
    expect(first.items[0]!.createdAt).toBe('2026-11-01T00:00:00.000Z');
    const second = readApiPledgePageSchema.parse(
      await (await read(`/pledges?${range}&page=2`, secret)).json(),
    );
    expect(second.items.map((item) => item.email)).toEqual(['nov3@example.org']);

    const log = await api.db('activity_log').where({ action: 'read' }).orderBy('id');
    expect(
      log.map((entry: { userEmail: string; summary: string }) => [entry.userEmail, entry.summary]),
    ).toEqual([
      ['API token “Dashboard”', 'Read 2 pledges (page 1)'],
      ['API token “Dashboard”', 'Read 1 pledge (page 2)'],
    ]);
  });

  it('reads the subscribers with their status and where they came from', async () => {
    await api.db('newsletters').insert([
      {
        email: 'c@example.org',
        status: 'confirmed',
        createdAt: new Date('2026-11-05T00:00:00Z'),
        utmSource: 'radio',
        utmCampaign: 'nov',
      },
    ]);
    const { secret } = await createToken(['subscribers:read']);
    const page = readApiSubscriberPageSchema.parse(
      await (await read('/subscribers', secret)).json(),
    );
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        email: 'c@example.org',
        status: 'confirmed',
        createdAt: '2026-11-05T00:00:00.000Z',
        utmSource: 'radio',
        utmMedium: null,
        utmCampaign: 'nov',
        referrerHost: null,
        referralCode: null,
        partner: null,
      },
    ]);
  });

  it('answers a bad query with the field at fault, and stores nothing for a bad token body', async () => {
    const { secret } = await createToken(['pledges:read']);
    for (const query of [
      'page=0',
      'pageSize=501',
      'since=yesterday',
      'since=2026-12-01&until=2026-11-01',
      'x=1',
      'page=1&page=2',
    ]) {
      const response = await read(`/pledges?${query}`, secret);
      expect(response.status, query).toBe(400);
      expect(
        ((await response.json()) as { issues?: unknown[] }).issues?.length,
        query,
      ).toBeGreaterThan(0);
    }
    for (const body of [
      {},
      { name: 'x', scopes: ['totals:read'] },
      { name: 'CRM', scopes: [] },
      { name: 'CRM', scopes: ['admin'] },
    ]) {
      const response = await users.as('admin', TOKENS, { method: 'POST', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await api.db('api_tokens').count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });

  it('counts each token’s requests against its limit', async () => {
    const limited = await api.startSibling({ RATE_LIMIT_READ_API: '5' });
    try {
      const { secret } = await createToken(['totals:read']);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await limited.request('/api/v1/totals', {
          headers: { Authorization: `Bearer ${secret}` },
        });
        statuses.push(response.status);
        if (response.status === 429)
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('describes itself as OpenAPI, without a token', async () => {
    const response = await read('/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, { get: { parameters?: { name: string }[] } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/totals', '/pledges', '/subscribers']);
    expect(document.paths['/pledges']!.get.parameters!.map((p) => p.name)).toEqual([
      'since',
      'until',
      'page',
      'pageSize',
    ]);
    expect(Object.keys(document.components.schemas.Totals!.properties!)).toEqual([
      'pledges',
      'confirmedSubscribers',
      'pledgeGoal',
    ]);
  });

  it('answers no other spelling of a read route, even with a good token', async () => {
    const { secret } = await createToken(['totals:read', 'pledges:read']);
    const port = Number(new URL(api.baseUrl).port);
    for (const spelling of [
      '/api/V1/totals',
      '/api/v1/Totals',
      '/api/v1/totals/',
      '/api/v1//totals',
      '/api//v1/totals',
      '/api/v1/%74otals',
      '/api/v1/./totals',
      '/api/v1/x/../pledges',
      '/API/v1/pledges',
    ]) {
      const response = await rawRequest(port, {
        method: 'GET',
        path: spelling,
        headers: { Host: 'localhost', Authorization: `Bearer ${secret}`, Connection: 'close' },
      });
      expect(response.status, spelling).toBe(404);
    }
  });

  it('leaves tokens to admins', async () => {
    for (const who of ['editor', 'member', 'anonymous'] as const) {
      const expected = who === 'anonymous' ? 401 : 403;
      expect((await users.as(who, TOKENS)).status, who).toBe(expected);
      const created = await users.as(who, TOKENS, {
        method: 'POST',
        json: { name: 'Sneaky', scopes: ['pledges:read'] },
      });
      expect(created.status, who).toBe(expected);
    }
    expect(await api.db('api_tokens').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });
});
