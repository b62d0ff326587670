/**
 * The visitor figures over HTTP on a real database: visitor pages counted per UTC day (views,
 * unique visitors by a daily-salted hash), robots, prefetches, HEAD requests, files, the API and
 * the console left out, the top lists, the console's endpoint and its guard, several instances
 * adding up, retention, the switch, and a scan of every table for the visitors' addresses and
 * user agents, which must be nowhere.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VISITOR_NOT_FOUND_PATH, visitorStatsSchema, type VisitorStats } from '@campaign/shared';
import { dialectOf } from '../src/db/create-database';
import { retention } from '../src/maintenance/retention';
import {
  CookieJar,
  createUser,
  rawRequestWith,
  requestWith,
  signIn,
  TEST_SESSION_SECRET,
} from './support/auth';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

vi.setConfig({ testTimeout: 60_000 });

const DAY = 86_400_000;
const STATS = '/api/admin/visitor-stats';
const SITE = 'https://campaign.example';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)('visitor figures on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  let users: ConsoleUsers;
  // The app's clock: a day behind the real one until a test moves it on.
  let offset = -DAY;
  const clock = () => new Date(Date.now() + offset);
  const yesterday = isoDay(Date.now() - DAY);
  const today = isoDay(Date.now());

  beforeAll(async () => {
    web = await createWebRoot();
    api = await startTestApi(
      dialect,
      {
        SERVE_WEB: 'true',
        WEB_ROOT: web.dir,
        // The client address is the one X-Forwarded-For names, as behind nginx.
        TRUST_PROXY: 'true',
        PUBLIC_URL: SITE,
        SESSION_SECRET: TEST_SESSION_SECRET,
      },
      { clock },
    );
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  /** A page request as a visitor's browser sends it, from `address`. */
  const visit = (
    path: string,
    address: string,
    userAgent: string | null,
    headers: Record<string, string> = {},
    method = 'GET',
    target: TestApi = api,
  ) =>
    rawRequestWith(target, null, path, {
      method,
      headers: {
        'X-Forwarded-For': address,
        Accept: 'text/html',
        ...(userAgent === null ? {} : { 'User-Agent': userAgent }),
        ...headers,
      },
    });

  const stats = async (query = `?from=${yesterday}&to=${today}`, target = users) => {
    const response = await target.as('editor', `${STATS}${query}`);
    expect(response.status).toBe(200);
    return visitorStatsSchema.parse(await response.json());
  };
  const countOf = (list: VisitorStats['pages'], value: string) =>
    list.find((entry) => entry.value === value)?.count ?? 0;

  it('counts views and unique visitors per day, and where visits began', async () => {
    offset = -DAY;
    // Yesterday: Ada lands on the home page from a newsletter link and goes on to /about; Bo
    // comes from another site; Ada reloads /about.
    expect(
      (
        await visit(
          '/?utm_source=newsletter&utm_medium=email&utm_campaign=november',
          '203.0.113.1',
          FIREFOX,
        )
      ).status,
    ).toBe(200);
    await visit('/about', '203.0.113.1', FIREFOX, { Referer: `${SITE}/` });
    await visit('/about/', '203.0.113.1', FIREFOX, { Referer: `${SITE}/about` });
    await visit('/', '203.0.113.2', SAFARI, { Referer: 'https://news.example:8443/story?id=1' });
    // Another browser at Ada's address is another visitor.
    await visit('/pledge?utm_source=' + 'x'.repeat(150), '203.0.113.1', SAFARI);
    // Unknown pages are one entry, whatever their path.
    expect((await visit('/no-such-page-1', '203.0.113.2', SAFARI)).status).toBe(404);
    await visit('/no-such-page-2?q=1', '203.0.113.2', SAFARI, { Referer: `${SITE}/` });

    // Not views: robots, requests without a user agent, pages fetched ahead of a click, HEAD,
    // files, the API, the console.
    await visit('/', '198.51.100.9', GOOGLEBOT);
    await visit('/', '198.51.100.9', null);
    await visit('/about', '203.0.113.3', FIREFOX, { 'Sec-Purpose': 'prefetch;prerender' });
    await visit('/about', '203.0.113.3', FIREFOX, { Purpose: 'prefetch' });
    await visit('/about', '203.0.113.3', FIREFOX, { 'X-Moz': 'prefetch' });
    await visit('/about', '203.0.113.3', FIREFOX, {}, 'HEAD');
    expect((await visit('/theme-init.js', '203.0.113.3', FIREFOX)).status).toBe(200);
    await visit('/api/stats', '203.0.113.3', FIREFOX);
    await visit('/admin', '203.0.113.3', FIREFOX);

    // Today: Ada again, now a new hash (the salt is the day's), from a search engine.
    offset = 0;
    await visit('/about', '203.0.113.1', FIREFOX, { Referer: 'https://www.search.example/' });

    const figures = await stats();
    expect(figures.counting).toBe(true);
    expect(figures.days).toEqual([
      { date: yesterday, views: 7, uniques: 3 },
      { date: today, views: 1, uniques: 1 },
    ]);
    expect(figures.totals).toEqual({ views: 8, uniques: 4 });
    expect(figures.pages).toEqual(
      expect.arrayContaining([
        { value: '/', count: 2 },
        { value: '/about', count: 3 },
        { value: '/pledge', count: 1 },
        { value: VISITOR_NOT_FOUND_PATH, count: 2 },
      ]),
    );
    expect(figures.pages).toHaveLength(4);
    // Landings: views without a Referer on this site.
    expect(figures.landingPages).toEqual([
      { value: '/', count: 2 },
      { value: VISITOR_NOT_FOUND_PATH, count: 1 },
      { value: '/about', count: 1 },
      { value: '/pledge', count: 1 },
    ]);
    expect(figures.referrers).toEqual([
      { value: 'news.example', count: 1 },
      { value: 'www.search.example', count: 1 },
    ]);
    expect(figures.campaigns.source).toEqual([
      { value: 'newsletter', count: 1 },
      { value: 'x'.repeat(100), count: 1 },
    ]);
    expect(figures.campaigns.medium).toEqual([{ value: 'email', count: 1 }]);
    expect(figures.campaigns.campaign).toEqual([{ value: 'november', count: 1 }]);

    // Only yesterday, and a range with no visits at all: every day listed, zero days too.
    expect((await stats(`?from=${yesterday}&to=${yesterday}`)).totals).toEqual({
      views: 7,
      uniques: 3,
    });
    const empty = await stats('?from=2020-01-01&to=2020-01-03');
    expect(empty.days.map((day) => day.views)).toEqual([0, 0, 0]);
    expect(empty.pages).toEqual([]);
  });

  it('leaves no client address or user agent anywhere in the database', async () => {
    const address = '192.0.2.234';
    const userAgent = `${FIREFOX} Canary/7.7.7`;
    await visit('/?utm_source=canary', address, userAgent, { Referer: 'https://canary.example/' });
    await visit('/values', address, userAgent, { Referer: `${SITE}/` });
    const before = await stats(`?from=${today}&to=${today}`);
    expect(countOf(before.campaigns.source, 'canary')).toBe(1);

    const tables =
      dialectOf(api.db) === 'mysql'
        ? ((await api
            .db('information_schema.tables')
            .where('table_schema', api.db.raw('DATABASE()'))
            .pluck('table_name')) as string[])
        : ((await api.db('sqlite_master').where({ type: 'table' }).pluck('name')) as string[]);
    expect(tables).toEqual(expect.arrayContaining(['visitor_days', 'visitor_day_tallies']));
    const found: string[] = [];
    // What may be kept is seen by the same scan: it reads what the figures wrote.
    let seenReferrer = false;
    for (const table of tables) {
      const rows = (await api.db(table).select('*')) as Record<string, unknown>[];
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value);
          if (text === 'canary.example') seenReferrer = true;
          for (const secret of [address, userAgent, 'Canary/7.7.7']) {
            if (text.includes(secret)) found.push(`${table}.${column} holds ${secret}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
    expect(seenReferrer).toBe(true);
  });

  it('adds up the instances, each counting its own visitors', async () => {
    const sibling = await api.startSibling();
    try {
      const before = await stats(`?from=${today}&to=${today}`);
      await visit('/impact', '203.0.113.50', FIREFOX, {}, 'GET', sibling);
      await visit('/impact', '203.0.113.51', FIREFOX, {}, 'GET', sibling);
      // The sibling writes when asked by the console (or its periodic write).
      const editor = await createUser(sibling, { role: 'editor' });
      const jar = new CookieJar();
      expect((await signIn(sibling, editor.email, undefined, jar)).response.status).toBe(303);
      expect((await requestWith(sibling, jar, `${STATS}?from=${today}&to=${today}`)).status).toBe(
        200,
      );

      const after = await stats(`?from=${today}&to=${today}`);
      expect(after.totals.views - before.totals.views).toBe(2);
      expect(after.totals.uniques - before.totals.uniques).toBe(2);
      expect(countOf(after.pages, '/impact') - countOf(before.pages, '/impact')).toBe(2);
      const instances = await api.db('visitor_days').where({ day: today }).pluck('instance');
      expect(new Set(instances).size).toBe(2);
    } finally {
      await sibling.close();
    }
  });

  it('counts nothing with VISITOR_STATS=off, and still shows what was kept', async () => {
    const off = await api.startSibling({ VISITOR_STATS: 'off' });
    try {
      const rowsBefore = await api.db('visitor_days').count({ n: '*' });
      expect((await visit('/contact', '203.0.113.60', FIREFOX, {}, 'GET', off)).status).toBe(200);
      const editor = await createUser(off, { role: 'editor' });
      const jar = new CookieJar();
      await signIn(off, editor.email, undefined, jar);
      const response = await requestWith(off, jar, `${STATS}?from=${yesterday}&to=${today}`);
      const figures = visitorStatsSchema.parse(await response.json());
      expect(figures.counting).toBe(false);
      expect(figures.days[0]).toEqual({ date: yesterday, views: 7, uniques: 3 });
      expect(countOf(figures.pages, '/contact')).toBe(0);
      expect(await api.db('visitor_days').count({ n: '*' })).toEqual(rowsBefore);
    } finally {
      await off.close();
    }
  });

  it('deletes the days older than the retention', async () => {
    const old = isoDay(Date.now() - 401 * DAY);
    const kept = isoDay(Date.now() - 399 * DAY);
    for (const day of [old, kept]) {
      await api.db('visitor_days').insert({ day, instance: 'gone', views: 5, uniques: 4 });
      await api
        .db('visitor_day_tallies')
        .insert({ day, instance: 'gone', kind: 'page', value: '/', count: 5 });
    }
    const result = await retention(api.db, {
      sentEmailDays: 0,
      activityLogDays: 0,
      visitorStatsDays: 400,
    }).run();
    expect(result.visitorDaysDeleted).toBe(1);
    const range = await stats(`?from=${old}&to=${kept}`);
    expect(range.days[0]).toEqual({ date: old, views: 0, uniques: 0 });
    expect(range.days.at(-1)).toEqual({ date: kept, views: 5, uniques: 4 });
    expect(await api.db('visitor_day_tallies').where({ day: old }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
    // Recent days are untouched.
    expect((await stats(`?from=${yesterday}&to=${yesterday}`)).totals.views).toBe(7);
  });

  it('answers staff only, and refuses a bad range with the reason', async () => {
    expect((await users.as('anonymous', STATS)).status).toBe(401);
    expect((await users.as('member', STATS)).status).toBe(403);
    // The default range: the 30 days ending today.
    const recent = visitorStatsSchema.parse(await (await users.as('admin', STATS)).json());
    expect(recent.days).toHaveLength(30);
    expect(recent.to).toBe(today);
    for (const [query, message] of [
      ['?from=2026-02-30&to=2026-03-01', 'From must be a date written YYYY-MM-DD'],
      ['?from=2026-03-02&to=2026-03-01', 'From must not be after To'],
      ['?from=2020-01-01&to=2026-03-01', 'The range can be at most 400 days'],
      ['?from=2026-03-01&from=2026-03-02', 'From must be one date written YYYY-MM-DD'],
      [`?from=${isoDay(Date.now() + 2 * DAY)}`, 'From must not be after To'],
    ]) {
      const response = await users.as('admin', `${STATS}${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(await response.json()), query).toContain(message);
    }
  });
});
