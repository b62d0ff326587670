import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pledgePageSchema, subscriberPageSchema } from '@campaign/shared';
import { TEST_SESSION_SECRET } from './support/auth';
import { apiRoutes } from './support/route-table';
import { otherSpellings, signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const PLEDGES = '/api/admin/pledges';
const SUBSCRIBERS = '/api/admin/subscribers';

/** Admin routes every staff role may use; every other admin route is for admins only. */
const FOR_EVERY_STAFF_ROLE = [
  'GET /api/admin/blog',
  'POST /api/admin/blog',
  'POST /api/admin/blog/preview',
  'PUT /api/admin/blog/:slug',
  'DELETE /api/admin/blog/:slug',
  'POST /api/admin/uploads',
  'GET /api/admin/tips',
  'PUT /api/admin/tips/:id',
  'POST /api/admin/tips',
  'POST /api/admin/tips/reorder',
  'DELETE /api/admin/tips/:id',
  'GET /api/admin/content/pages',
  'PUT /api/admin/content/pages/:key',
  'GET /api/admin/content/pages/:key/revisions',
  'GET /api/admin/content/pages/:key/revisions/:id',
  'GET /api/admin/dashboard',
  'GET /api/admin/dashboard/funnel',
  'GET /api/admin/visitor-stats',
  'GET /api/admin/blog/:slug/revisions',
  'GET /api/admin/blog/:slug/revisions/:id',
  'GET /api/admin/blog/:slug/preview-links',
  'POST /api/admin/blog/:slug/preview-links',
  'DELETE /api/admin/blog/:slug/preview-links/:id',
  'GET /api/admin/uploads',
  'PATCH /api/admin/uploads/:id',
  'DELETE /api/admin/uploads/:id',
  // One's own name, account (two-factor sign-in, sessions) and autosaved drafts.
  'PATCH /api/admin/profile',
  'GET /api/admin/account/two-factor',
  'POST /api/admin/account/two-factor/setup',
  'POST /api/admin/account/two-factor/confirm',
  'POST /api/admin/account/two-factor/disable',
  'GET /api/admin/account/sessions',
  'DELETE /api/admin/account/sessions/:id',
  'POST /api/admin/account/sessions/end-others',
  'GET /api/admin/drafts/:editor',
  'PUT /api/admin/drafts/:editor/:item',
  'DELETE /api/admin/drafts/:editor/:item',
];

const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 9, day, 12, minute));

/** Names, emails and times chosen so each search and order below has one right answer. */
const PEOPLE = [
  { name: 'Ada Lovelace', email: 'ada@example.org', createdAt: at(1) },
  { name: 'adam Smith', email: 'smith.adam@example.org', createdAt: at(2) },
  { name: 'Zoë Adair', email: 'zoe@example.org', createdAt: at(3) },
  { name: 'Bea Ada', email: 'bea@example.org', createdAt: at(4) },
  { name: '100% Natural', email: 'hundred@example.org', createdAt: at(5) },
  { name: '100 Club', email: 'club@example.org', createdAt: at(5) },
  { name: 'a_b Collective', email: 'ab@example.org', createdAt: at(6) },
  { name: 'axb Partners', email: 'axb@example.org', createdAt: at(6) },
  { name: 'Back\\slash', email: 'back@example.org', createdAt: at(7) },
  { name: 'Backslash Co', email: 'backco@example.org', createdAt: at(7) },
];

describe.each(TEST_DIALECTS)('console pledges and subscribers on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
    for (const person of PEOPLE) {
      const pledge = await api.models.Pledge.query().insert(person);
      ids.set(person.email, pledge.id);
      await api.models.NewsletterSubscription.query().insert({
        email: person.email,
        createdAt: person.createdAt,
      });
    }
  });
  afterAll(() => api?.close());

  const pledges = async (query = '') => {
    const response = await users.as('admin', `${PLEDGES}${query}`);
    expect(response.status, query).toBe(200);
    return pledgePageSchema.parse(await response.json());
  };
  const subscribers = async (query = '') => {
    const response = await users.as('admin', `${SUBSCRIBERS}${query}`);
    expect(response.status, query).toBe(200);
    return subscriberPageSchema.parse(await response.json());
  };
  const emails = (page: { items: { email: string }[] }) => page.items.map((item) => item.email);
  const search = async (q: string) => emails(await pledges(`?q=${encodeURIComponent(q)}`));

  describe('who may call it', () => {
    it('answers 401 signed out and 403 to editors and members', async () => {
      for (const path of [PLEDGES, SUBSCRIBERS]) {
        for (const [who, status] of [
          ['anonymous', 401],
          ['member', 403],
          ['editor', 403],
        ] as const) {
          const response = await users.as(who, path);
          expect(response.status, `${who} ${path}`).toBe(status);
          const body = await response.text();
          expect(body).not.toContain('@example.org');
        }
      }
    });

    it('reaches no handler by another spelling of the path', async () => {
      for (const path of [PLEDGES, SUBSCRIBERS]) {
        for (const spelling of otherSpellings(path)) {
          const response = await users.as('admin', spelling);
          expect(response.status, spelling).toBe(404);
          expect(await response.text()).not.toContain('@example.org');
        }
      }
    });

    it('guards every admin route but content and the dashboard with the admin role', async () => {
      const routes = apiRoutes(api);
      const admin = routes.filter((route) => route.pattern.startsWith('/api/admin/'));
      expect(admin.map((route) => `${route.method} ${route.pattern}`)).toEqual(
        expect.arrayContaining([
          'GET /api/admin/messages',
          'PATCH /api/admin/messages/:id',
          'DELETE /api/admin/messages/:id',
          'GET /api/admin/pledges',
          'GET /api/admin/subscribers',
          'GET /api/admin/pledges.csv',
          'GET /api/admin/subscribers.csv',
          'POST /api/admin/erasures',
          'GET /api/admin/dashboard',
          'GET /api/admin/dashboard/funnel',
          'GET /api/admin/visitor-stats',
          'GET /api/admin/system-health',
        ]),
      );
      // The role is part of each route's definition: every route not named above as open to
      // every staff role is declared admin-only by the router it is built on...
      const undeclared = admin.filter(
        ({ method, pattern, adminOnly }) =>
          !adminOnly && !FOR_EVERY_STAFF_ROLE.includes(`${method} ${pattern}`),
      );
      expect(undeclared).toEqual([]);
      const openToEditors = admin.filter(({ method, pattern }) =>
        FOR_EVERY_STAFF_ROLE.includes(`${method} ${pattern}`),
      );
      expect(openToEditors.filter((route) => route.adminOnly)).toEqual([]);
      expect(openToEditors).toHaveLength(FOR_EVERY_STAFF_ROLE.length);
      // ...and the declaration holds: an editor is refused on each.
      const refused: string[] = [];
      for (const { method, pattern } of admin.filter((route) => route.adminOnly)) {
        const path = pattern.replace(/:\w+/g, '1');
        const response = await users.as('editor', path, {
          method,
          json: method === 'GET' ? undefined : {},
        });
        if (response.status !== 403) refused.push(`${method} ${path} → ${response.status}`);
      }
      expect(refused).toEqual([]);
      // The dashboard is open to editors: the list above is not merely refusing everyone.
      expect((await users.as('editor', '/api/admin/dashboard')).status).toBe(200);
      expect((await users.as('editor', '/api/admin/visitor-stats')).status).toBe(200);
      expect((await users.as('editor', '/api/admin/dashboard/funnel')).status).toBe(200);
    });
  });

  describe('the pledge list', () => {
    const NEWEST_FIRST = [
      'backco@example.org',
      'back@example.org',
      'axb@example.org',
      'ab@example.org',
      'club@example.org',
      'hundred@example.org',
      'bea@example.org',
      'zoe@example.org',
      'smith.adam@example.org',
      'ada@example.org',
    ];

    it('lists newest first, the later id first on the same time, with the total', async () => {
      const all = await pledges();
      expect(emails(all)).toEqual(NEWEST_FIRST);
      expect(all).toMatchObject({ total: PEOPLE.length, page: 1, pageSize: 20 });
      expect(all.items.at(-1)).toEqual({
        id: ids.get('ada@example.org'),
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        createdAt: at(1).toISOString(),
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        referrerHost: null,
        referralCode: null,
      });
    });

    it('pages through without overlap or gaps, ties included', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const result = await pledges(`?pageSize=3&page=${page}`);
        expect(result).toMatchObject({ total: PEOPLE.length, page, pageSize: 3 });
        seen.push(...emails(result));
      }
      expect(seen).toEqual(NEWEST_FIRST);
      expect((await pledges('?pageSize=3&page=5')).items).toEqual([]);
      const oldest = await pledges('?sort=createdAt&order=asc&pageSize=4');
      expect(emails(oldest)).toEqual([
        'ada@example.org',
        'smith.adam@example.org',
        'zoe@example.org',
        'bea@example.org',
      ]);
      const ascTies = emails(await pledges('?sort=createdAt&order=asc'));
      expect(ascTies.slice(-2)).toEqual(['back@example.org', 'backco@example.org']);
    });

    it('sorts by name ignoring case, and by email', async () => {
      const byName = (await pledges('?sort=name&order=asc')).items.map((item) => item.name);
      expect(byName).toEqual([
        '100 Club',
        '100% Natural',
        'a_b Collective',
        'Ada Lovelace',
        'adam Smith',
        'axb Partners',
        'Back\\slash',
        'Backslash Co',
        'Bea Ada',
        'Zoë Adair',
      ]);
      const byNameDesc = (await pledges('?sort=name&order=desc')).items.map((item) => item.name);
      expect(byNameDesc).toEqual([...byName].reverse());
      const byEmail = emails(await pledges('?sort=email&order=asc'));
      expect(byEmail).toEqual([...NEWEST_FIRST].sort());
    });

    it('searches names and emails by prefix, ignoring case, and not inside words', async () => {
      expect((await search('ada')).sort()).toEqual(['ada@example.org', 'smith.adam@example.org']);
      expect((await search('ADA')).sort()).toEqual(['ada@example.org', 'smith.adam@example.org']);
      expect(await search('smith')).toEqual(['smith.adam@example.org']);
      expect(await search('  zoe ')).toEqual(['zoe@example.org']);
      // "Adair", "Ada" and "lovelace" start a later word: a prefix search does not find them.
      expect(await search('adai')).toEqual([]);
      expect(await search('lovelace')).toEqual([]);
      expect(await search('example')).toEqual([]);
      const page = await pledges('?q=ada&pageSize=1');
      expect(page.total).toBe(2);
      expect(page.items).toHaveLength(1);
    });

    it('takes LIKE wildcards in the search literally', async () => {
      expect(await search('100%')).toEqual(['hundred@example.org']);
      expect(await search('%')).toEqual([]);
      expect(await search('a_b')).toEqual(['ab@example.org']);
      expect(await search('_')).toEqual([]);
      expect(await search('back\\')).toEqual(['back@example.org']);
      expect(await search('\\')).toEqual([]);
      expect((await pledges('?q=%25')).total).toBe(0);
    });

    it('refuses a bad query with one issue per parameter', async () => {
      const response = await users.as(
        'admin',
        `${PLEDGES}?sort=id&order=up&page=-1&q=${'x'.repeat(101)}`,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; issues: { path: string }[] };
      expect(body.message).toBe('Invalid query');
      expect(body.issues.map((issue) => issue.path).sort()).toEqual(['order', 'page', 'q', 'sort']);
      for (const query of ['sort=createdAt;drop', 'sort=name,id', 'pageSize=1000', 'q=a&q=b']) {
        expect((await users.as('admin', `${PLEDGES}?${query}`)).status, query).toBe(400);
      }
      expect((await users.as('admin', `${PLEDGES}?q=${'x'.repeat(100)}`)).status).toBe(200);
    });
  });

  describe('the subscriber list', () => {
    it('lists, sorts and searches subscribers by email', async () => {
      const all = await subscribers();
      expect(emails(all)).toEqual([
        'backco@example.org',
        'back@example.org',
        'axb@example.org',
        'ab@example.org',
        'club@example.org',
        'hundred@example.org',
        'bea@example.org',
        'zoe@example.org',
        'smith.adam@example.org',
        'ada@example.org',
      ]);
      expect(all.total).toBe(PEOPLE.length);
      expect(Object.keys(all.items[0]!).sort()).toEqual([
        'createdAt',
        'email',
        'id',
        'referralCode',
        'referrerHost',
        'status',
        'utmCampaign',
        'utmMedium',
        'utmSource',
      ]);
      expect(emails(await subscribers('?sort=email&order=desc&pageSize=2'))).toEqual([
        'zoe@example.org',
        'smith.adam@example.org',
      ]);
      // Names are not searched here: subscribers have none.
      expect(emails(await subscribers('?q=ada'))).toEqual(['ada@example.org']);
      expect(emails(await subscribers('?q=a_'))).toEqual([]);
      expect((await subscribers('?q=b&sort=email&order=asc')).items.map((i) => i.email)).toEqual([
        'back@example.org',
        'backco@example.org',
        'bea@example.org',
      ]);
    });

    it('refuses sorting subscribers by name', async () => {
      const response = await users.as('admin', `${SUBSCRIBERS}?sort=name`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe(
        'sort',
      );
    });
  });
});
