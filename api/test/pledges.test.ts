import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

interface StatsBody {
  totalPledges: number;
  growthRate: number;
  yearOverYearData: { year: number; pledges: number }[];
}

describe.each(TEST_DIALECTS)('POST /api/pledges on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const stats = async () => (await (await api.request('/api/stats')).json()) as StatsBody;
  const pledgeRows = async () => Number((await api.db('pledges').count({ n: '*' }))[0]?.n);

  it('stores a pledge with the name trimmed and the email trimmed and lower-cased', async () => {
    const response = await api.postJson('/api/pledges', {
      name: '  Ada Lovelace ',
      email: '  Ada@Example.ORG ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: 'Thank you for pledging!',
      shareCode: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
    });
    const row = await api.models.Pledge.query().findOne({ email: 'ada@example.org' });
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org' });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - row!.createdAt.getTime())).toBeLessThan(60_000);
  });

  it('answers a repeat pledge exactly like the first and keeps one row, counted once', async () => {
    const before = await stats();
    const first = await api.postJson('/api/pledges', {
      name: 'Grace Hopper',
      email: 'grace@example.org',
    });
    const repeat = await api.postJson('/api/pledges', {
      name: 'Someone Else',
      email: ' GRACE@example.org',
    });
    expect(repeat.status).toBe(first.status);
    // The same words, and a share code of the same length: fresh, and for a repeat pledge never
    // stored (api/test/referrals.test.ts).
    const withoutCode = async (response: Response) =>
      (await response.text()).replace(/"shareCode":"[A-Za-z0-9_-]{12}"/, '"shareCode":"…"');
    expect(await withoutCode(repeat)).toBe(await withoutCode(first));
    const headerNames = (response: Response) =>
      [...response.headers.keys()].filter((name) => !['date', 'x-request-id'].includes(name));
    expect(headerNames(repeat)).toEqual(headerNames(first));
    expect(repeat.headers.get('content-length')).toBe(first.headers.get('content-length'));

    const rows = await api.models.Pledge.query().where({ email: 'grace@example.org' });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Grace Hopper');
    expect((await stats()).totalPledges).toBe(before.totalPledges + 1);
  });

  it('ignores unknown fields, including ones that look like columns', async () => {
    const response = await api.postJson('/api/pledges', {
      name: 'Extra Fields',
      email: 'extra@example.org',
      id: 999_999,
      createdAt: '2001-01-01T00:00:00Z',
      isAdmin: true,
    });
    expect(response.status).toBe(201);
    const row = await api.models.Pledge.query().findOne({ email: 'extra@example.org' });
    expect(row?.id).not.toBe(999_999);
    expect(row?.createdAt.getUTCFullYear()).toBe(new Date().getUTCFullYear());
  });

  it('rejects invalid input with one issue per field and stores nothing', async () => {
    const before = await pledgeRows();
    const cases: [unknown, Record<string, string>][] = [
      [
        { name: 'A', email: 'not-an-email' },
        { name: 'Name must be at least 2 characters', email: 'Invalid email address' },
      ],
      [
        { name: 'x'.repeat(101), email: `${'a'.repeat(245)}@example.org` },
        {
          name: 'Name must be at most 100 characters',
          email: 'Email must be at most 254 characters',
        },
      ],
      [
        { name: 42, email: ['a@b.co'] },
        { name: 'Name must be text', email: 'Email must be text' },
      ],
      [{}, { name: 'Name is required', email: 'Email is required' }],
      [{ name: '   ', email: 'ada@example.org' }, { name: 'Name must be at least 2 characters' }],
    ];
    for (const [body, expected] of cases) {
      const response = await api.postJson('/api/pledges', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as {
        message: string;
        issues: { path: string; message: string }[];
      };
      expect(answer.message).toBe('Invalid input');
      expect(Object.fromEntries(answer.issues.map((issue) => [issue.path, issue.message]))).toEqual(
        expected,
      );
    }
    expect(await pledgeRows()).toBe(before);
  });

  it('accepts the longest valid name and email', async () => {
    const email = `${'b'.repeat(242)}@example.org`;
    expect(email).toHaveLength(254);
    const response = await api.postJson('/api/pledges', { name: 'n'.repeat(100), email });
    expect(response.status).toBe(201);
    expect(await api.models.Pledge.query().findOne({ email })).toBeDefined();
  });

  it('keeps an exact count under concurrent pledges, repeats and stats reloads', async () => {
    // Reloading on every stats read makes reloads interleave with the pledges being stored.
    const instance = await api.startSibling({ STATS_MAX_AGE_MS: '0' });
    try {
      const emails = Array.from({ length: 80 }, (_, i) => `crowd${i}@example.org`);
      const requests = [
        ...emails.map((email) => instance.postJson('/api/pledges', { name: 'Crowd', email })),
        // the same people again, typed differently
        ...emails
          .slice(0, 20)
          .map((email) =>
            instance.postJson('/api/pledges', { name: 'Crowd', email: email.toUpperCase() }),
          ),
        ...Array.from({ length: 30 }, () => instance.request('/api/stats')),
      ];
      const statuses = (await Promise.all(requests)).map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(100);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      const total = ((await (await instance.request('/api/stats')).json()) as StatsBody)
        .totalPledges;
      expect(total).toBe(await pledgeRows());
      expect(await api.models.Pledge.query().where('email', 'like', 'crowd%').resultSize()).toBe(
        80,
      );
    } finally {
      await instance.close();
    }
  });

  it('serves stats from memory: a row written behind its back is not counted until a reload', async () => {
    const before = (await stats()).totalPledges;
    await api.models.Pledge.query().insert({ name: 'Direct Insert', email: 'direct@example.org' });
    expect((await stats()).totalPledges).toBe(before);
    await api.postJson('/api/pledges', { name: 'Via API', email: 'via-api@example.org' });
    expect((await stats()).totalPledges).toBe(before + 1);
  });

  it("shows pledges taken by another instance after that instance's refresh interval", async () => {
    const sibling = await api.startSibling({ STATS_MAX_AGE_MS: '200' });
    try {
      const start = ((await (await sibling.request('/api/stats')).json()) as StatsBody)
        .totalPledges;
      await api.postJson('/api/pledges', { name: 'Elsewhere', email: 'elsewhere@example.org' });
      await new Promise((resolve) => setTimeout(resolve, 250));
      const after = ((await (await sibling.request('/api/stats')).json()) as StatsBody)
        .totalPledges;
      expect(after).toBe(await pledgeRows());
      expect(after).toBeGreaterThan(start);
    } finally {
      await sibling.close();
    }
  });
});
