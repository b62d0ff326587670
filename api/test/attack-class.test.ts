/**
 * The admin-bypass attack class, enumerated. Every admin route, under every method and every
 * spelling of its path a client can send (case, trailing and repeated slashes, dot segments,
 * percent-encoded letters and slashes), with every kind of credential that is not a staff
 * session, must never answer 2xx and must change nothing in the database. Every visitor form
 * route, under every spelling, must be counted by its one rate limit.
 *
 * The routes are read from the API's own router tree, so a route added later is covered too.
 * Requests go out on raw sockets: fetch() would normalise the very spellings under test.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { DEFAULT_SITE_SETTINGS } from '@campaign/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueEmail } from '../src/mail/outbox';
import {
  CookieJar,
  createUser,
  rawRequestWith,
  requestWith,
  SAME_SITE_NAVIGATION,
  signedSessionCookie,
  signIn,
  TEST_SESSION_SECRET,
  uniqueEmail,
} from './support/auth';
import { rawRequest, type RawResponse } from './support/raw-http';
import { startTestApi, type TestApi } from './support/test-api';
import { apiRoutes } from './support/route-table';
import { TEST_DIALECTS } from './support/test-databases';

// The enumeration sends thousands of requests (every admin route, spelling and method): about a
// minute per database on a quiet machine, several on a busy one.
vi.setConfig({ testTimeout: 300_000 });

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Tables no refused request may change. */
const TABLES = [
  'blog_posts',
  'tips',
  'page_content',
  'users',
  'pledges',
  'contacts',
  'newsletters',
  'password_links',
  'activity_log',
  'uploads',
  'email_outbox',
  'newsletter_editions',
  'site_settings',
  'content_revisions',
  'recovery_codes',
  'sign_in_policy',
  'api_tokens',
  'webhook_endpoints',
  'webhook_deliveries',
  'partners',
  'newsletter_segments',
];

/**
 * The spellings of `path` (which starts with /api/) that are not `path` itself: every one must
 * either miss every route or go through the route's guards.
 */
export function spellingsOf(path: string): string[] {
  const rest = path.slice('/api/'.length); // e.g. admin/tips/1
  const [first = '', ...others] = rest.split('/');
  const tail = others.length ? `/${others.join('/')}` : '';
  const encodeFirstLetter = (segment: string, upper: boolean) =>
    `%${segment.charCodeAt(0).toString(16)[upper ? 'toUpperCase' : 'toLowerCase']()}${segment.slice(1)}`;
  const spellings = [
    // Case
    path.toUpperCase(),
    `/api/${first.toUpperCase()}${tail}`,
    `/api/${first[0]!.toUpperCase()}${first.slice(1)}${tail}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api/${first}${tail.toUpperCase()}`,
    // Trailing and repeated slashes
    `${path}/`,
    `${path}//`,
    `/api//${rest}`,
    `//api/${rest}`,
    `/api/${first}/${tail}`,
    // Dot segments
    `/api/./${rest}`,
    `/api/x/../${rest}`,
    `/./api/${rest}`,
    `/api/${first}/.${tail}`,
    `/api/${first}/x/..${tail}`,
    `${path}/.`,
    // Percent-encoded letters and slashes
    `/api/${encodeFirstLetter(first, false)}${tail}`,
    `/api/${encodeFirstLetter(first, true)}${tail}`,
    `/%61pi/${rest}`,
    `/api%2F${rest}`,
    `/api%2f${rest}`,
    `/api/${first}${tail.replace(/\//g, '%2F')}`,
    `/api/${first}%2F${others.join('/')}`,
    `/api%5C${rest}`,
    // Other separators
    `/api/${first};x${tail}`,
    `${path};`,
    `${path}%00`,
    `${path}%20`,
  ];
  return [...new Set(spellings)].filter((spelling) => spelling !== path);
}

/** A send time a day ahead: a schedule must be in the future, within a year. */
const SOON = new Date(Date.now() + 24 * 60 * 60_000).toISOString();

/**
 * Admin-only writes, a body each accepts and its method when not POST (checked below with an
 * admin's session).
 */
const ADMIN_WRITE_BODIES: [string, unknown, 'PUT'?][] = [
  ['/api/admin/messages/:id/reply', { subject: 'Re: Hijacked', body: 'Sent by an intruder.' }],
  ['/api/admin/outbox/:id/retry', {}],
  ['/api/admin/newsletters', { subject: 'Hijacked', html: '<p>Hijacked</p>' }],
  ['/api/admin/newsletters/preview', { html: '<p>Hijacked</p>' }],
  // In this order: a sent newsletter can no longer be edited.
  ['/api/admin/newsletters/:id', { subject: 'Hijacked', html: '<p>Hijacked</p>' }, 'PUT'],
  ['/api/admin/newsletters/:id/test', {}],
  // Scheduled, cancelled, then sent now: each accepted in this order.
  ['/api/admin/newsletters/:id/send', { scheduledAt: SOON }],
  ['/api/admin/newsletters/:id/cancel', {}],
  ['/api/admin/newsletters/:id/send', { audience: { kind: 'everyone' } }],
  ['/api/admin/segments', { name: 'Hijacked', filter: { kind: 'everyone' } }],
  ['/api/admin/segments/:id', { name: 'Hijacked', filter: { source: 'evil' } }, 'PUT'],
  [
    '/api/admin/settings',
    { ...DEFAULT_SITE_SETTINGS, contactEmail: 'hijacked@example.org', pledgeGoal: 1 },
    'PUT',
  ],
  ['/api/admin/settings/sign-in', { requireAdminTwoFactor: false }, 'PUT'],
  [
    '/api/admin/partners',
    { name: 'Hijacked', code: 'hijacked', origins: ['https://evil.example'] },
  ],
  [
    '/api/admin/partners/:id',
    { name: 'Hijacked', code: 'hijacked-too', origins: ['https://evil.example'] },
    'PUT',
  ],
];

const fillPattern = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');

function isSuccess(response: RawResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

describe.each(TEST_DIALECTS)('the admin-bypass attack class on %s', (dialect) => {
  let api: TestApi;
  let port: number;
  let params: Record<string, string>;
  let bodies: Map<string, unknown>;
  const credentials: [string, () => Promise<Record<string, string>>][] = [];

  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      const rows = (await api.db(table).select('*').orderBy('id')) as Record<string, unknown>[];
      tables[table] = rows.map(({ lastLoginAt: _lastLogin, ...row }) => row);
    }
    return tables;
  };

  beforeAll(async () => {
    // SMTP_URL: a reply by email is accepted (the worker is not started here).
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    port = Number(new URL(api.baseUrl).port);
    const slug = ((await api.db('blog_posts').first('slug')) as { slug: string }).slug;
    const tipId = String(((await api.db('tips').first('id')) as { id: number }).id);
    params = { slug, id: tipId, key: 'homepage' };
    // A message and a failed email under the same id, so each admin write the enumeration
    // sends names a row it could change.
    await api.db('contacts').insert({
      id: Number(tipId),
      name: 'Rosa Visser',
      email: 'rosa@example.org',
      message: 'A message nobody but an admin may answer.',
    });
    await enqueueEmail(api.db, {
      kind: 'contact-reply',
      to: 'rosa@example.org',
      subject: 'A failed email',
      html: '<p>Failed</p>',
      text: 'Failed',
    });
    await api.db('email_outbox').update({ id: Number(tipId), status: 'failed', attempts: 30 });
    // A partner under that id too, whose embed an intruder could point at their own site.
    await api.db('partners').insert({
      id: Number(tipId),
      name: 'Green Grocers',
      code: 'green-grocers',
      origins: 'https://grocers.example',
      accent: 'primary',
      theme: 'auto',
      layout: 'full',
    });
    // A draft newsletter under that id too, and a confirmed subscriber it could be sent to.
    await api.db('newsletter_editions').insert({
      id: Number(tipId),
      subject: 'A draft nobody but an admin may send',
      html: '<p>Draft</p>',
      status: 'draft',
    });
    await api.db('newsletters').insert({
      email: 'subscriber@example.org',
      status: 'confirmed',
      unsubscribeToken: randomBytes(24).toString('base64url'),
    });
    // A saved segment under that id too, which a refused request could change or delete.
    await api.db('newsletter_segments').insert({
      id: Number(tipId),
      name: 'Subscribers',
      filter: JSON.stringify({ kind: 'subscribers' }),
    });

    // A body each admin write's schema accepts, so that only the guard can refuse it.
    const admin = await createUser(api, { role: 'admin' });
    const adminJar = (await signIn(api, admin.email)).jar;
    const pages = (await (
      await requestWith(api, adminJar, '/api/admin/content/pages')
    ).json()) as Record<string, unknown>;
    bodies = new Map<string, unknown>([
      [
        '/api/admin/blog/:slug',
        {
          title: 'Hijacked article',
          excerpt: 'An excerpt written by someone who should not be here.',
          content: '<p>Content written by someone who should never have been able to save it.</p>',
          author: 'Mallory',
        },
      ],
      ['/api/admin/tips/:id', { title: 'Hijacked', description: 'Hijacked tip' }],
      ['/api/admin/content/pages/:key', pages.homepage],
      ...ADMIN_WRITE_BODIES.map(([pattern, body]) => [pattern, body] as const),
    ]);

    const member = await createUser(api, { role: null });
    const memberJar = (await signIn(api, member.email)).jar;
    const signedOut = await createUser(api, { role: 'editor' });
    const signedOutJar = (await signIn(api, signedOut.email)).jar;
    const oldCookies = new CookieJar(Object.fromEntries(signedOutJar.cookies));
    await rawRequestWith(api, signedOutJar, '/api/logout', { headers: SAME_SITE_NAVIGATION });

    const cookie = (jar: CookieJar) => ({ Cookie: jar.header() });
    credentials.push(
      ['no cookie', () => Promise.resolve({})],
      [
        'a forged cookie',
        () =>
          Promise.resolve(
            cookie(signedSessionCookie(randomBytes(32).toString('base64url'), 'x'.repeat(48))),
          ),
      ],
      [
        'a well-signed cookie for no session',
        () => Promise.resolve(cookie(signedSessionCookie(randomBytes(32).toString('base64url')))),
      ],
      ['a signed-out cookie', () => Promise.resolve(cookie(oldCookies))],
      ['a user without a staff role', () => Promise.resolve(cookie(memberJar))],
    );
  });
  afterAll(() => api?.close());

  it('reads the admin routes from the router tree', () => {
    const admin = apiRoutes(api)
      .filter((route) => route.pattern.startsWith('/api/admin/'))
      .map(({ method, pattern }) => ({ method, pattern }));
    expect(admin).toEqual(
      expect.arrayContaining([
        { method: 'GET', pattern: '/api/admin/blog' },
        { method: 'PUT', pattern: '/api/admin/blog/:slug' },
        { method: 'POST', pattern: '/api/admin/blog' },
        { method: 'POST', pattern: '/api/admin/blog/preview' },
        { method: 'DELETE', pattern: '/api/admin/blog/:slug' },
        { method: 'POST', pattern: '/api/admin/uploads' },
        { method: 'GET', pattern: '/api/admin/tips' },
        { method: 'PUT', pattern: '/api/admin/tips/:id' },
        { method: 'POST', pattern: '/api/admin/tips' },
        { method: 'POST', pattern: '/api/admin/tips/reorder' },
        { method: 'DELETE', pattern: '/api/admin/tips/:id' },
        { method: 'GET', pattern: '/api/admin/content/pages' },
        { method: 'PUT', pattern: '/api/admin/content/pages/:key' },
        { method: 'GET', pattern: '/api/admin/content/pages/:key/revisions' },
        { method: 'GET', pattern: '/api/admin/content/pages/:key/revisions/:id' },
        { method: 'GET', pattern: '/api/admin/mail-status' },
        { method: 'GET', pattern: '/api/admin/outbox' },
        { method: 'GET', pattern: '/api/admin/outbox/:id' },
        { method: 'POST', pattern: '/api/admin/outbox/:id/retry' },
        { method: 'POST', pattern: '/api/admin/messages/:id/reply' },
        { method: 'GET', pattern: '/api/admin/newsletters' },
        { method: 'POST', pattern: '/api/admin/newsletters' },
        { method: 'POST', pattern: '/api/admin/newsletters/preview' },
        { method: 'GET', pattern: '/api/admin/newsletters/:id' },
        { method: 'PUT', pattern: '/api/admin/newsletters/:id' },
        { method: 'POST', pattern: '/api/admin/newsletters/:id/test' },
        { method: 'POST', pattern: '/api/admin/newsletters/:id/send' },
        { method: 'POST', pattern: '/api/admin/newsletters/:id/cancel' },
        { method: 'GET', pattern: '/api/admin/audience/count' },
        { method: 'GET', pattern: '/api/admin/segments' },
        { method: 'POST', pattern: '/api/admin/segments' },
        { method: 'PUT', pattern: '/api/admin/segments/:id' },
        { method: 'DELETE', pattern: '/api/admin/segments/:id' },
        { method: 'GET', pattern: '/api/admin/settings' },
        { method: 'PUT', pattern: '/api/admin/settings' },
        { method: 'GET', pattern: '/api/admin/system-health' },
        { method: 'GET', pattern: '/api/admin/visitor-stats' },
        { method: 'GET', pattern: '/api/admin/dashboard/funnel' },
        { method: 'GET', pattern: '/api/admin/account/two-factor' },
        { method: 'POST', pattern: '/api/admin/account/two-factor/setup' },
        { method: 'POST', pattern: '/api/admin/account/two-factor/confirm' },
        { method: 'POST', pattern: '/api/admin/account/two-factor/disable' },
        { method: 'GET', pattern: '/api/admin/account/sessions' },
        { method: 'DELETE', pattern: '/api/admin/account/sessions/:id' },
        { method: 'POST', pattern: '/api/admin/account/sessions/end-others' },
        { method: 'GET', pattern: '/api/admin/settings/sign-in' },
        { method: 'PUT', pattern: '/api/admin/settings/sign-in' },
        { method: 'POST', pattern: '/api/admin/users/:id/two-factor/reset' },
        { method: 'GET', pattern: '/api/admin/partners' },
        { method: 'POST', pattern: '/api/admin/partners' },
        { method: 'PUT', pattern: '/api/admin/partners/:id' },
      ]),
    );
  });

  it('never answers 2xx to anyone but staff, whatever the spelling and method, and changes nothing', async () => {
    const before = await snapshot();
    const admin = apiRoutes(api).filter((route) => route.pattern.startsWith('/api/admin/'));
    const paths = [...new Set(admin.map((route) => route.pattern))];
    const failures: string[] = [];
    let sent = 0;
    for (const pattern of paths) {
      const path = fillPattern(pattern, params);
      const body = bodies.get(pattern) ?? {};
      for (const spelling of [path, `${path}?x=1`, ...spellingsOf(path)]) {
        for (const [who, headersFor] of credentials) {
          const responses = await Promise.all(
            METHODS.map(async (method) => {
              const withBody = method !== 'GET' && method !== 'HEAD';
              const response = await rawRequest(port, {
                method,
                path: spelling,
                headers: {
                  ...(await headersFor()),
                  ...(withBody ? { 'Content-Type': 'application/json' } : {}),
                },
                body: withBody ? JSON.stringify(body) : undefined,
              });
              return { method, response };
            }),
          );
          for (const { method, response } of responses) {
            sent++;
            if (isSuccess(response) || response.status === 0 || response.status >= 500)
              failures.push(`${who}: ${method} ${spelling} → ${response.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(await snapshot()).toEqual(before);
  });

  it('answers the canonical path with the guard’s 401, and a case variant with 404', async () => {
    const tip = fillPattern('/api/admin/tips/:id', params);
    const put = (path: string) =>
      rawRequest(port, {
        method: 'PUT',
        path,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Hijacked', description: 'Hijacked tip' }),
      });
    expect((await put(tip)).status).toBe(401);
    expect((await put(tip.replace('/admin/', '/ADMIN/'))).status).toBe(404);
    expect((await put(tip.replace('/admin/', '/Admin/'))).status).toBe(404);
  });

  it('refuses every method, OPTIONS included, on every admin path alike without a session', async () => {
    const tip = fillPattern('/api/admin/tips/:id', params);
    const paths = [tip, '/api/admin/settings', '/api/admin/no-such-area', `${tip}/x`];
    for (const path of paths) {
      for (const method of ['OPTIONS', 'DELETE', 'PATCH', 'GET', 'TRACE']) {
        const response = await rawRequest(port, { method, path });
        // The same answer as any request without a session: nothing says what exists.
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.headers.allow, `${method} ${path}`).toBeUndefined();
      }
    }
    // Staff are told what the router knows: the methods a path takes, or that it has none.
    const admin = await createUser(api, { role: 'admin' });
    const jar = (await signIn(api, admin.email)).jar;
    const asAdmin = (method: string, path: string) =>
      rawRequest(port, {
        method,
        path,
        headers: { Cookie: jar.header(), ...SAME_SITE_NAVIGATION },
      });
    const options = await asAdmin('OPTIONS', '/api/admin/settings');
    expect(options.status).toBe(204);
    expect(options.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'PUT']);
    const wrongMethod = await asAdmin('DELETE', '/api/admin/settings');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toContain('PUT');
    expect((await asAdmin('GET', '/api/admin/no-such-area')).status).toBe(404);
  });

  it('lets staff through on the canonical spelling only (the enumeration can see a success)', async () => {
    const editor = await createUser(api, { role: 'editor' });
    const jar = (await signIn(api, editor.email)).jar;
    const tip = fillPattern('/api/admin/tips/:id', params);
    const body = JSON.stringify({ title: 'Edited by staff', description: 'Edited tip' });
    const put = (path: string) =>
      rawRequest(port, {
        method: 'PUT',
        path,
        headers: { 'Content-Type': 'application/json', Cookie: jar.header() },
        body,
      });
    expect((await put(tip)).status).toBe(200);
    for (const spelling of spellingsOf(tip))
      expect((await put(spelling)).status, spelling).not.toBe(200);
    // Every body the enumeration sent is one the route accepts from staff: only the guard refused.
    const adminOnly = new Set(ADMIN_WRITE_BODIES.map(([pattern]) => pattern));
    for (const [pattern, accepted] of [...bodies].filter(([key]) => !adminOnly.has(key))) {
      const response = await requestWith(api, jar, fillPattern(pattern, params), {
        method: 'PUT',
        json: accepted,
      });
      expect(response.status, pattern).toBe(200);
    }
  });

  it('lets an admin make the admin-only writes with the bodies the enumeration sent', async () => {
    const admin = await createUser(api, { role: 'admin' });
    const jar = (await signIn(api, admin.email)).jar;
    for (const [pattern, accepted, method = 'POST'] of ADMIN_WRITE_BODIES) {
      const response = await requestWith(api, jar, fillPattern(pattern, params), {
        method,
        json: accepted,
      });
      expect(response.status, pattern).toBeLessThan(300);
      expect(response.status, pattern).toBeGreaterThanOrEqual(200);
    }
  });
});

/** A multipart body as a browser sends it: text fields, then one file. */
function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const boundary = `----campaign${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

/**
 * The content endpoints organisers create and delete articles and upload images with. Content is
 * the editors' job, so an editor is let in; everyone else is not: no session is 401, a write
 * from another site is 403, every other spelling of the path misses the route, and a bad body
 * is 400 with its issues, storing nothing.
 */
describe.each(TEST_DIALECTS)('article and image endpoints on %s', (dialect) => {
  let api: TestApi;
  let port: number;
  let editor: CookieJar;
  let counter = 0;

  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of TABLES) tables[table] = await api.db(table).select('*').orderBy('id');
    return tables;
  };
  const article = () => ({
    slug: `attack-class-${++counter}`,
    title: 'An article written by staff',
    excerpt: 'An excerpt that is long enough for the rules.',
    content: '<p>Content written by staff, long enough for the fifty character rule.</p>',
    author: 'Ed Itor',
  });
  const json = (body: unknown) => ({ type: 'application/json', body: JSON.stringify(body) });

  /** Each endpoint: a body staff may send (a fresh one each time), a bad one, and its success. */
  interface Endpoint {
    method: string;
    path: () => Promise<string>;
    good: () => Promise<{ type: string; body: string | Buffer }>;
    bad: { type: string; body: string | Buffer };
    issues: string[];
    ok: number;
  }
  let endpoints: Endpoint[];

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    port = Number(new URL(api.baseUrl).port);
    const user = await createUser(api, { role: 'editor' });
    editor = (await signIn(api, user.email)).jar;
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#15803d' },
    })
      .jpeg()
      .toBuffer();
    // An article to delete for every request that is let through.
    const target = async () => {
      const created = await requestWith(api, editor, '/api/admin/blog', {
        method: 'POST',
        json: article(),
      });
      return `/api/admin/blog/${((await created.json()) as { slug: string }).slug}`;
    };
    endpoints = [
      {
        method: 'POST',
        path: async () => '/api/admin/blog',
        good: async () => json(article()),
        bad: json({ ...article(), slug: 'Not A Slug', title: 'x' }),
        issues: ['slug', 'title'],
        ok: 201,
      },
      {
        method: 'POST',
        path: async () => '/api/admin/blog/preview',
        good: async () => json(article()),
        bad: json({ ...article(), content: '<script>x</script>' }),
        issues: ['content'],
        ok: 200,
      },
      {
        method: 'DELETE',
        path: target,
        good: async () => ({ type: 'application/json', body: '' }),
        // DELETE takes no body: a body is ignored, so "bad" is a slug no article has.
        bad: { type: 'application/json', body: '' },
        issues: [],
        ok: 204,
      },
      {
        method: 'POST',
        path: async () => '/api/admin/uploads',
        good: async () =>
          multipart(
            { alt: 'A green rectangle' },
            { bytes: jpeg, name: 'x.jpg', type: 'image/jpeg' },
          ),
        bad: multipart(
          {},
          { bytes: Buffer.from('not an image'), name: 'x.jpg', type: 'image/jpeg' },
        ),
        issues: ['alt'],
        ok: 201,
      },
    ];
  });
  afterAll(() => api?.close());

  const send = (
    method: string,
    path: string,
    body: { type: string; body: string | Buffer },
    headers: Record<string, string> = {},
  ) =>
    rawRequest(port, {
      method,
      path,
      headers: { 'Content-Type': body.type, ...headers },
      body: body.body,
    });

  it('lets an editor in on the canonical path', async () => {
    for (const endpoint of endpoints) {
      const path = await endpoint.path();
      const response = await send(endpoint.method, path, await endpoint.good(), {
        Cookie: editor.header(),
      });
      expect(response.status, `${endpoint.method} ${path}: ${response.text}`).toBe(endpoint.ok);
    }
  });

  it('answers 401 without a session, before reading the body, and 403 from another site', async () => {
    const before = await snapshot();
    for (const endpoint of endpoints) {
      const path = await endpoint.path();
      const good = await endpoint.good();
      expect((await send(endpoint.method, path, good)).status, path).toBe(401);
      const crossSite: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'null' },
      ];
      for (const headers of crossSite) {
        const response = await send(endpoint.method, path, good, {
          Cookie: editor.header(),
          ...headers,
        });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    // Only the articles made to be deleted were written (by the staff request in path()).
    const after = await snapshot();
    expect(after.uploads).toEqual(before.uploads);
    expect(after.blog_posts!.length - before.blog_posts!.length).toBe(1);
  });

  it('never answers 2xx through another spelling of the path without a session or from another site', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const path = await endpoint.path();
      for (const spelling of spellingsOf(path)) {
        const refused: Record<string, string>[] = [
          {},
          { Cookie: editor.header(), Origin: 'https://evil.example' },
        ];
        for (const headers of refused) {
          const response = await send(endpoint.method, spelling, await endpoint.good(), headers);
          if (isSuccess(response) || response.status === 0 || response.status >= 500)
            failures.push(`${endpoint.method} ${spelling} → ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const after = await snapshot();
    expect(after.uploads).toEqual(before.uploads);
    // Only the article made for the DELETE row (by a staff request in path()) was written.
    expect(after.blog_posts!.length - before.blog_posts!.length).toBe(1);
  });

  it('refuses a bad body with 400 and its issues, storing nothing', async () => {
    for (const endpoint of endpoints) {
      const before = await snapshot();
      const path =
        endpoint.method === 'DELETE' ? '/api/admin/blog/no-such-article' : await endpoint.path();
      const response = await send(endpoint.method, path, endpoint.bad, { Cookie: editor.header() });
      if (endpoint.method === 'DELETE') {
        expect(response.status).toBe(404);
      } else {
        expect(response.status, `${path}: ${response.text}`).toBe(400);
        const body = JSON.parse(response.text) as { issues: { path: string }[] };
        expect(body.issues.map((issue) => issue.path).sort(), path).toEqual(endpoint.issues);
      }
      for (const raw of ['{"slug":', '[]', 'null']) {
        if (endpoint.method !== 'POST' || path.endsWith('/uploads')) continue;
        const broken = await send(
          'POST',
          path,
          { type: 'application/json', body: raw },
          {
            Cookie: editor.header(),
          },
        );
        expect(broken.status, `${path} ${raw}`).toBe(400);
      }
      expect(await snapshot(), path).toEqual(before);
    }
    // An upload sent as JSON, or a multipart body sent to a JSON route, is refused by type.
    expect(
      (await send('POST', '/api/admin/uploads', json({ alt: 'x' }), { Cookie: editor.header() }))
        .status,
    ).toBe(415);
    const asMultipart = multipart(article());
    expect(
      (await send('POST', '/api/admin/blog', asMultipart, { Cookie: editor.header() })).status,
    ).toBe(415);
  });
});

describe.each(TEST_DIALECTS)('visitor form limits, whatever the spelling, on %s', (dialect) => {
  const LIMIT = 3;
  let api: TestApi;
  let port: number;
  beforeAll(async () => {
    api = await startTestApi(dialect, {
      RATE_LIMIT_PLEDGES: String(LIMIT),
      RATE_LIMIT_CONTACT: String(LIMIT),
      RATE_LIMIT_NEWSLETTER: String(LIMIT),
      TRUST_PROXY: 'true',
    });
    port = Number(new URL(api.baseUrl).port);
  });
  afterAll(() => api?.close());

  const forms = [
    {
      path: '/api/pledges',
      table: 'pledges',
      body: () => ({ name: 'Spelling Tester', email: uniqueEmail('spell') }),
    },
    {
      path: '/api/contact',
      table: 'contacts',
      body: () => ({
        name: 'Spelling Tester',
        email: uniqueEmail('spell'),
        message: 'Hello there, team!',
      }),
    },
    {
      path: '/api/newsletter',
      table: 'newsletters',
      body: () => ({ email: uniqueEmail('spell') }),
    },
  ];

  it.each(forms)(
    '$path: every spelling that is answered is counted by the one limit',
    async (form) => {
      const ip = `198.51.100.${10 + forms.indexOf(form)}`;
      const rows = async () => Number((await api.db(form.table).count({ n: '*' }))[0]?.n);
      const before = await rows();
      const statuses: number[] = [];
      for (const spelling of [
        ...spellingsOf(form.path),
        form.path,
        form.path,
        form.path,
        form.path,
      ]) {
        const response = await rawRequest(port, {
          method: 'POST',
          path: spelling,
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
          body: JSON.stringify(form.body()),
        });
        statuses.push(response.status);
      }
      const accepted = statuses.filter((status) => status === 201).length;
      expect(accepted).toBe(LIMIT);
      expect(await rows()).toBe(before + LIMIT);
      // The last canonical post found the limit full.
      expect(statuses.at(-1)).toBe(429);
    },
  );
});

/**
 * A pledger's referrals (routes/referrals.ts): public, the token is the credential. Every
 * spelling that reaches a route is counted by the one referrals limit, so tokens cannot be tried
 * in bulk through other spellings; the leaderboard choice refuses another site and a bad body
 * under every spelling, changing nothing.
 */
describe.each(TEST_DIALECTS)('referral endpoints, whatever the spelling, on %s', (dialect) => {
  const LIMIT = 3;
  let api: TestApi;
  let port: number;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(dialect, { RATE_LIMIT_REFERRALS: String(LIMIT), TRUST_PROXY: 'true' });
    port = Number(new URL(api.baseUrl).port);
    const email = uniqueEmail('referrals');
    const pledged = await api.postJson('/api/pledges', { name: 'Attack Class', email });
    expect(pledged.status).toBe(201);
    const row = await api.models.OutboxEmail.query().findOne({ toAddress: email });
    token = row!.templateParams!.referralPageToken!;
  });
  afterAll(() => api?.close());

  const leaderboardFlags = () => api.db('pledges').pluck('on_leaderboard');

  it.each([
    ['GET /api/referrals/:token', (): string => `/api/referrals/${token}`, '198.51.100.51'],
    [
      'GET /api/pledge/referrals',
      (): string => `/api/pledge/referrals?token=${token}`,
      '198.51.100.52',
    ],
    ['GET /api/leaderboard', (): string => '/api/leaderboard', '198.51.100.53'],
  ] as const)(
    '%s: every spelling that is answered is counted by the one limit',
    async (_route, path, ip) => {
      const [pathname, query] = path().split('?');
      const statuses: number[] = [];
      for (const spelling of [
        ...spellingsOf(pathname!),
        pathname!,
        pathname!,
        pathname!,
        pathname!,
      ]) {
        const response = await rawRequest(port, {
          method: 'GET',
          path: query ? `${spelling}?${query}` : spelling,
          headers: { 'X-Forwarded-For': ip },
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(LIMIT);
      expect(statuses.at(-1)).toBe(429);
    },
  );

  it('refuses a leaderboard choice from another site, or a bad body, under every spelling', async () => {
    const before = await leaderboardFlags();
    const failures: string[] = [];
    let ip = 0;
    for (const spelling of [...spellingsOf('/api/pledge/referrals'), '/api/pledge/referrals']) {
      for (const [headers, body] of [
        [{ Origin: 'https://evil.example' }, `token=${token}&leaderboard=on`],
        [{ 'Sec-Fetch-Site': 'cross-site' }, `token=${token}&leaderboard=on`],
        [{}, `token=${token}&leaderboard=maybe`],
        [{}, 'leaderboard=on'],
      ] as const) {
        ip += 1;
        const response = await rawRequest(port, {
          method: 'POST',
          path: spelling,
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            // A fresh address each, so the limit is not what refuses them.
            'X-Forwarded-For': `203.0.113.${ip % 250}`,
            ...headers,
          },
          body,
        });
        if (response.status < 400 || response.status >= 500)
          failures.push(`${spelling} ${JSON.stringify(headers)} ${body} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await leaderboardFlags()).toEqual(before);
  });
});

/**
 * One's own account (two-factor sign-in, sessions), the sign-in policy and an admin's reset of
 * someone's second factor: no session is 401, the wrong role 403, another site 403, another
 * spelling never reaches the route, a bad body is 400 storing nothing, OPTIONS says nothing to
 * strangers. The sign-in page's second step refuses a post from another site.
 */
describe.each(TEST_DIALECTS)(
  'account, two-factor and sign-in policy endpoints on %s',
  (dialect) => {
    let api: TestApi;
    let port: number;
    let editor: CookieJar;
    let admin: CookieJar;
    let editorId: string;

    beforeAll(async () => {
      api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
      port = Number(new URL(api.baseUrl).port);
      const editorUser = await createUser(api, { role: 'editor' });
      editorId = editorUser.id;
      editor = (await signIn(api, editorUser.email)).jar;
      admin = (await signIn(api, (await createUser(api, { role: 'admin' })).email)).jar;
    });
    afterAll(() => api?.close());

    const snapshot = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of TABLES) tables[table] = await api.db(table).select('*').orderBy('id');
      // Which sessions exist (staff requests renew theirs, so not their expiry).
      tables.sessions = await api.db('sessions').pluck('sid').orderBy('sid');
      return tables;
    };
    const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      rawRequest(port, {
        method,
        path,
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });

    /** Every new endpoint, a body its schema accepts, and a bad one with the issues it names. */
    const ENDPOINTS: {
      method: string;
      path: string;
      good?: unknown;
      bad?: unknown;
      issues?: string[];
      adminOnly?: boolean;
    }[] = [
      { method: 'GET', path: '/api/admin/account/two-factor' },
      { method: 'POST', path: '/api/admin/account/two-factor/setup', good: {} },
      {
        method: 'POST',
        path: '/api/admin/account/two-factor/confirm',
        good: { code: '123456' },
        bad: { code: 'abc' },
        issues: ['code'],
      },
      {
        method: 'POST',
        path: '/api/admin/account/two-factor/disable',
        good: { password: 'x' },
        bad: { password: 42 },
        issues: ['password'],
      },
      { method: 'GET', path: '/api/admin/account/sessions' },
      { method: 'DELETE', path: '/api/admin/account/sessions/AAAAAAAAAAAAAAAAAAAAAA' },
      { method: 'POST', path: '/api/admin/account/sessions/end-others', good: {} },
      { method: 'GET', path: '/api/admin/settings/sign-in', adminOnly: true },
      {
        method: 'PUT',
        path: '/api/admin/settings/sign-in',
        good: { requireAdminTwoFactor: false },
        bad: { requireAdminTwoFactor: 'yes' },
        issues: ['requireAdminTwoFactor'],
        adminOnly: true,
      },
      { method: 'POST', path: '/api/admin/users/:id/two-factor/reset', good: {}, adminOnly: true },
      { method: 'GET', path: '/api/admin/api-tokens', adminOnly: true },
      {
        method: 'POST',
        path: '/api/admin/api-tokens',
        good: { name: 'CRM sync', scopes: ['totals:read'] },
        bad: { name: 5, scopes: [] },
        issues: ['name', 'scopes'],
        adminOnly: true,
      },
      { method: 'DELETE', path: '/api/admin/api-tokens/1', adminOnly: true },
      { method: 'GET', path: '/api/admin/webhooks', adminOnly: true },
      {
        method: 'POST',
        path: '/api/admin/webhooks',
        good: { name: 'CRM', url: 'https://hooks.example.org/in', events: ['pledge.created'] },
        bad: { name: 'CRM', url: 'not a url', events: ['pledge.deleted'] },
        issues: ['url', 'events.0'],
        adminOnly: true,
      },
      {
        method: 'PUT',
        path: '/api/admin/webhooks/1',
        good: {
          name: 'CRM',
          url: 'https://hooks.example.org/in',
          events: ['pledge.created'],
          enabled: false,
        },
        bad: { name: 'CRM', url: 'https://hooks.example.org/in', events: [], enabled: 'no' },
        issues: ['events', 'enabled'],
        adminOnly: true,
      },
      { method: 'DELETE', path: '/api/admin/webhooks/1', adminOnly: true },
      { method: 'GET', path: '/api/admin/webhooks/1/deliveries', adminOnly: true },
      { method: 'POST', path: '/api/admin/webhook-deliveries/1/retry', good: {}, adminOnly: true },
      { method: 'GET', path: '/api/admin/partners', adminOnly: true },
      {
        method: 'POST',
        path: '/api/admin/partners',
        good: { name: 'Green Grocers', code: 'green-grocers', origins: ['https://a.example'] },
        bad: { name: 'Green Grocers', code: 'Bad Code', origins: ['http://a.example'] },
        issues: ['code', 'origins.0'],
        adminOnly: true,
      },
      {
        method: 'PUT',
        path: '/api/admin/partners/:id',
        good: { name: 'Green Grocers', code: 'green-grocers', origins: ['https://a.example'] },
        bad: { name: 5, code: 'ok-code', origins: [], theme: 'pink' },
        issues: ['name', 'origins', 'theme'],
        adminOnly: true,
      },
    ];
    const pathOf = (path: string) => path.replace(':id', editorId);

    it('answers 401 without a session and 403 to the wrong role or from another site, changing nothing', async () => {
      const before = await snapshot();
      for (const endpoint of ENDPOINTS) {
        const path = pathOf(endpoint.path);
        const body = endpoint.good === undefined ? undefined : JSON.stringify(endpoint.good);
        for (const method of [endpoint.method, 'OPTIONS']) {
          expect((await send(method, path, {}, body)).status, `${method} ${path}`).toBe(401);
        }
        const crossSite: Record<string, string>[] = [
          { Origin: 'https://evil.example' },
          { 'Sec-Fetch-Site': 'cross-site' },
        ];
        for (const headers of crossSite) {
          if (endpoint.method === 'GET') continue;
          const response = await send(
            endpoint.method,
            path,
            { Cookie: editor.header(), ...headers },
            body,
          );
          expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        }
        if (endpoint.adminOnly) {
          const response = await send(endpoint.method, path, { Cookie: editor.header() }, body);
          expect(response.status, `editor ${path}`).toBe(403);
        }
        const failures: string[] = [];
        for (const spelling of spellingsOf(path)) {
          const refused: Record<string, string>[] = [
            {},
            { Cookie: admin.header(), Origin: 'https://evil.example' },
          ];
          for (const headers of refused) {
            const response = await send(endpoint.method, spelling, headers, body);
            if (isSuccess(response) || response.status === 0 || response.status >= 500)
              failures.push(`${endpoint.method} ${spelling} → ${response.status}`);
          }
        }
        expect(failures).toEqual([]);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a bad body with 400 and its issues, storing nothing', async () => {
      for (const endpoint of ENDPOINTS.filter((candidate) => candidate.bad !== undefined)) {
        const before = await snapshot();
        const response = await send(
          endpoint.method,
          pathOf(endpoint.path),
          { Cookie: admin.header() },
          JSON.stringify(endpoint.bad),
        );
        expect(response.status, endpoint.path).toBe(400);
        const answer = JSON.parse(response.text) as { issues: { path: string }[] };
        expect(answer.issues.map((issue) => issue.path)).toEqual(endpoint.issues);
        for (const raw of ['{"code":', '[]', 'null']) {
          const broken = await send(
            endpoint.method,
            pathOf(endpoint.path),
            { Cookie: admin.header() },
            raw,
          );
          expect(broken.status, `${endpoint.path} ${raw}`).toBe(400);
        }
        expect(await snapshot(), endpoint.path).toEqual(before);
      }
    });

    it('tells staff the methods of an account path and refuses the second sign-in step from another site', async () => {
      const options = await send('OPTIONS', '/api/admin/account/sessions', {
        Cookie: editor.header(),
      });
      expect(options.status).toBe(204);
      expect(options.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD']);
      const crossSite = await rawRequest(port, {
        method: 'POST',
        path: '/api/login/two-factor',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
        },
        body: 'code=123456',
      });
      expect(crossSite.status).toBe(403);
    });
  },
);
