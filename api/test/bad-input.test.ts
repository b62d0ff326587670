/**
 * The bad-input corpus: hundreds of malformed and hostile requests to every public and admin
 * endpoint and to the static files, sent byte for byte (no client-side normalisation). Every one
 * must get its documented 4xx (never a 5xx), a JSON `{ message }` from the API with no internals,
 * the security headers, and must store nothing; the server must be healthy afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactInputSchema,
  LOGIN_PATH,
  newsletterInputSchema,
  pledgeInputSchema,
  TEXT_PAGE_KEYS,
} from '@campaign/shared';
import { SESSION_COOKIE } from '../src/auth/session-policy';
import { createUser, signIn, type CookieJar } from './support/auth';
import { rawRequest, sendRaw, type RawRequest, type RawResponse } from './support/raw-http';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, SECRET_TEXT, type WebRoot } from './support/web-root';

interface Case {
  /** The endpoint or kind of request it belongs to: one describe block per group. */
  group: string;
  name: string;
  request?: RawRequest;
  /** Bytes sent as they are, for what no well-formed request can carry. */
  raw?: string | Buffer;
  expect: number[];
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const EVIL_ORIGIN = 'https://evil.example';

let serial = 0;
const email = (tag = 'corpus') => `${tag}-${serial++}@example.org`;

const SQL_INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE pledges; --",
  '" OR ""="',
  '1; SELECT SLEEP(5)',
  "admin'--",
  "' UNION SELECT password_hash, email FROM users --",
  "\\'; DELETE FROM tips; --",
  "%' AND 1=0 UNION ALL SELECT NULL--",
  "1' AND SLEEP(3) AND '1'='1",
  "'); UPDATE page_content SET content='{}'; --",
];
const HTML_INJECTION = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '</textarea><script>fetch("//evil.example")</script>',
  '{{7*7}}${7*7}<%= 7*7 %>',
];
const UNICODE_EDGES = [
  '\u0000',
  'A\u0000B\u0000',
  '\ud800',
  'x\udfffx',
  '\u202eevil\u202c',
  '\u200b\u200b\u200b',
  '\ufeffAda',
  '𝕬'.repeat(60),
  'A' + '\u0301'.repeat(500),
  '👩‍👩‍👧‍👦'.repeat(20),
  '\r\nBcc: victim@example.org',
  '\u0007\u001b[31mred\u001b[0m',
];
const BROKEN_JSON = [
  '{',
  '}',
  '{"name":',
  '{"name": "Ada", }',
  "{'name':'Ada'}",
  '{"name":"Ada" "email":"a@b.co"}',
  'nul',
  'undefined',
  'NaN',
  '{"email":"a@b.co"}garbage',
  '{"name":"\\u00"}',
  '{"name":"\\x41"}',
  '[1,2',
  // A BOM is allowed (and dropped); what follows must still be a valid form.
  '\ufeff{"email":"nope"}',
  '/* comment */ {"email":"a@b.co"}',
  '{"email":"a@b.co"}\n{"email":"b@c.co"}',
  '{"email": 01}',
  '{"email": .5}',
  '{"email": +1}',
  '{"email": Infinity}',
];
const NOT_AN_OBJECT = ['[]', '"text"', '123', 'null', 'true', '[{"email":"a@b.co"}]'];
const WRONG_VALUES: unknown[] = [
  123,
  -1,
  true,
  null,
  [],
  ['a@b.co'],
  {},
  { $ne: null },
  { toString: 'x' },
  0.1,
];

/** The visitor forms: how to build a valid body, and the schema that decides 201 or 400. */
const FORMS = [
  {
    path: '/api/pledges',
    table: 'pledges',
    schema: pledgeInputSchema,
    valid: () => ({ name: 'Ada Lovelace', email: email('pledge') }),
  },
  {
    path: '/api/contact',
    table: 'contacts',
    schema: contactInputSchema,
    valid: () => ({ name: 'Ada Lovelace', email: email('contact'), message: 'Hello there, team!' }),
  },
  {
    path: '/api/newsletter',
    table: 'newsletters',
    schema: newsletterInputSchema,
    valid: () => ({ email: email('newsletter') }),
  },
] as const;

/** Every admin write, with a body its schema accepts (so only the guard can refuse it). */
const ADMIN_WRITES: { path: string; body: () => object }[] = [
  {
    path: '/api/admin/blog/{slug}',
    body: () => ({
      title: 'A hostile title',
      excerpt: 'An excerpt long enough to pass the rules.',
      content: `<p>${'Long enough content for the blog post schema. '.repeat(3)}</p>`,
      author: 'Mallory',
    }),
  },
  {
    path: '/api/admin/tips/{tipId}',
    body: () => ({ title: 'A hostile tip', description: 'Long enough description.' }),
  },
  ...TEXT_PAGE_KEYS.map((key) => ({ path: `/api/admin/content/pages/${key}`, body: () => ({}) })),
];
const ADMIN_READS = [
  '/api/admin/blog',
  '/api/admin/tips',
  '/api/admin/content/pages',
  '/api/admin/dashboard/funnel',
  '/api/admin/webhooks',
  '/api/admin/webhooks/1/deliveries',
  '/api/admin/segments',
  '/api/admin/audience/count',
  '/api/auth/user',
];
const PUBLIC_READS = [
  '/api/stats',
  '/api/share-card.png',
  '/api/v1/openapi.json',
  '/api/v1/totals',
  '/api/v1/pledges',
  '/api/v1/subscribers',
  '/api/blog',
  '/api/tips',
  ...TEXT_PAGE_KEYS.map((key) => `/api/content/${key}`),
  '/api/blog/{slug}',
  '/api/blog/{slug}/related',
  '/api/health',
  '/api/ready',
];

/** Paths that try to leave the build folders; none may serve a file outside them. */
const TRAVERSALS = [
  '/remotes/public-site/../../package.json',
  '/remotes/public-site/../../secret.txt',
  '/remotes/admin-console/../../../secret.txt',
  '/remotes/public-site/..%2f..%2fpackage.json',
  '/remotes/public-site/%2e%2e/%2e%2e/package.json',
  '/remotes/public-site/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/remotes/public-site/%252e%252e/%252e%252e/secret.txt',
  '/remotes/public-site/..%5c..%5csecret.txt',
  '/remotes/public-site/..\\..\\secret.txt',
  '/remotes/public-site/....//....//secret.txt',
  '/remotes/public-site/%c0%ae%c0%ae/%c0%ae%c0%ae/secret.txt',
  '/remotes/public-site/..;/..;/secret.txt',
  '/remotes/public-site/%00../../secret.txt',
  '/remotes/public-site/mf-manifest.json%00.js',
  '/remotes/public-site//etc/passwd',
  '/remotes/public-site/%2fetc%2fpasswd',
  '/remotes/public-site/../../.env',
  '/../secret.txt',
  '/../../../../etc/passwd',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/static/../../secret.txt',
  '/static/%2e%2e/%2e%2e/secret.txt',
  '/static/..%2f..%2f..%2fsecret.txt',
  '/secret.txt',
  '/.env',
  '/package.json',
  '/shell/secret.txt',
  '//etc/passwd',
  '/%E0%A4%A',
  '/remotes.json/../secret.txt',
  '/api/../secret.txt',
  '/api/blog/..%2f..%2f..%2fpackage.json',
];

/** A seeded post's slug and tip's id, known once the server runs, replace these in paths. */
const fill = (path: string, ids: { slug: string; tipId: number }) =>
  path.replace('{slug}', ids.slug).replace('{tipId}', String(ids.tipId));

/**
 * Every case, grouped. Built when the file is collected (each becomes its own test), so paths
 * that need a seeded row keep the `{slug}` and `{tipId}` placeholders until sent.
 */
function buildCases(): Case[] {
  const cases: Case[] = [];
  let group = '';
  const add = (testCase: Omit<Case, 'group'>) => cases.push({ ...testCase, group });
  const post = (
    name: string,
    path: string,
    body: string | Buffer,
    expected: number[],
    headers = {},
  ) =>
    add({
      name,
      request: { method: 'POST', path, headers: { ...JSON_TYPE, ...headers }, body },
      expect: expected,
    });

  for (const form of FORMS) {
    group = `${form.path} (visitor form)`;
    const decide = (body: unknown) => (form.schema.safeParse(body).success ? [201] : [400]);
    for (const text of BROKEN_JSON)
      post(`${form.path} broken JSON ${JSON.stringify(text)}`, form.path, text, [400]);
    for (const text of NOT_AN_OBJECT) post(`${form.path} JSON ${text}`, form.path, text, [400]);
    post(`${form.path} empty body`, form.path, '', [400]);
    post(`${form.path} deep arrays`, form.path, '['.repeat(20_000) + ']'.repeat(20_000), [400]);
    post(
      `${form.path} deep objects`,
      form.path,
      '{"a":'.repeat(8000) + 'null' + '}'.repeat(8000),
      [400],
    );
    post(
      `${form.path} deep field`,
      form.path,
      `{"name":${'['.repeat(10_000)}"x"${']'.repeat(10_000)},"email":${'['.repeat(10_000)}"a@b.co"${']'.repeat(10_000)},"message":"x"}`,
      [400],
    );
    for (const field of Object.keys(form.valid())) {
      for (const value of WRONG_VALUES) {
        const body = { ...form.valid(), [field]: value };
        post(
          `${form.path} ${field}=${JSON.stringify(value)}`,
          form.path,
          JSON.stringify(body),
          decide(body),
        );
      }
      post(
        `${form.path} ${field}=1e999`,
        form.path,
        JSON.stringify({ ...form.valid(), [field]: 0 }).replace(/:0([,}])/, ':1e999$1'),
        [400],
      );
      const huge = { ...form.valid(), [field]: 'x'.repeat(60_000) };
      post(`${form.path} huge ${field}`, form.path, JSON.stringify(huge), [400]);
    }
    // Hostile text where text belongs, with an email no schema accepts: parsed, refused, not stored.
    const textField = 'name' in form.valid() ? 'name' : 'email';
    for (const value of [...SQL_INJECTION, ...HTML_INJECTION, ...UNICODE_EDGES]) {
      const body = { ...form.valid(), [textField]: value, email: `${value}@` };
      post(
        `${form.path} ${textField}+email ${JSON.stringify(value)}`,
        form.path,
        JSON.stringify(body),
        decide(body),
      );
    }
    for (const value of [
      ...SQL_INJECTION.slice(0, 4),
      'ada@example.org\u0000',
      '"ada"@example.org',
      'ada@[127.0.0.1]',
      'ü@example.org',
      'a@b',
      'a'.repeat(250) + '@b.co',
    ]) {
      const body = { ...form.valid(), email: value };
      post(
        `${form.path} email ${JSON.stringify(value)}`,
        form.path,
        JSON.stringify(body),
        decide(body),
      );
    }
    post(
      `${form.path} prototype keys`,
      form.path,
      `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"email":"nope"}`,
      [400],
    );
    post(
      `${form.path} 70 KB body`,
      form.path,
      JSON.stringify({ ...form.valid(), pad: 'x'.repeat(70_000) }),
      [413],
    );
    post(`${form.path} 2 MB body`, form.path, 'x'.repeat(2 * 1024 * 1024), [413]);
    add({
      name: `${form.path} lying Content-Length`,
      request: {
        method: 'POST',
        path: form.path,
        headers: { ...JSON_TYPE, 'Content-Length': '99999999999' },
        body: '{}',
      },
      expect: [413],
    });
    post(
      `${form.path} invalid UTF-8`,
      form.path,
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      [400],
    );
    post(
      `${form.path} UTF-16`,
      form.path,
      Buffer.from(JSON.stringify(form.valid()), 'utf16le'),
      [400],
    );
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/html',
      'application/json; charset=iso-8859-1',
      'application/jsonp',
      'json',
    ]) {
      post(`${form.path} as ${type}`, form.path, JSON.stringify(form.valid()), [415], {
        'Content-Type': type,
      });
    }
    add({
      name: `${form.path} without Content-Type`,
      request: { method: 'POST', path: form.path, body: JSON.stringify(form.valid()) },
      expect: [415],
    });
    for (const encoding of ['gzip', 'br', 'deflate'])
      post(`${form.path} ${encoding}`, form.path, JSON.stringify(form.valid()), [415], {
        'Content-Encoding': encoding,
      });
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'])
      add({
        name: `${method} ${form.path}`,
        request: { method, path: form.path },
        expect: [405],
      });
    // Writes from another site are refused whatever they carry.
    post(`${form.path} from another origin`, form.path, JSON.stringify(form.valid()), [403], {
      Origin: EVIL_ORIGIN,
    });
    post(`${form.path} Origin null`, form.path, JSON.stringify(form.valid()), [403], {
      Origin: 'null',
    });
    post(`${form.path} Sec-Fetch-Site cross-site`, form.path, JSON.stringify(form.valid()), [403], {
      'Sec-Fetch-Site': 'cross-site',
    });
  }

  group = 'methods a route does not answer';
  for (const path of PUBLIC_READS) {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      add({ name: `${method} ${path}`, request: { method, path }, expect: [405] });
  }
  for (const [method, path] of [
    ['PUT', '/api/logout'],
    ['DELETE', LOGIN_PATH],
    ['PUT', LOGIN_PATH],
    ['POST', '/api/login.css'],
  ] as const)
    add({ name: `${method} ${path}`, request: { method, path }, expect: [405] });
  for (const method of ['PROPFIND', 'PURGE', 'LINK', 'FOO'])
    add({
      name: `${method} /api/pledges`,
      request: { method, path: '/api/pledges' },
      expect: [400, 405],
    });

  group = 'paths no route serves';
  const hostilePaths = [
    ...SQL_INJECTION.map((s) => `/api/blog/${encodeURIComponent(s)}`),
    ...HTML_INJECTION.map((s) => `/api/blog/${encodeURIComponent(s)}`),
    `/api/blog/${'a'.repeat(5000)}`,
    '/api/blog/%00',
    '/api/blog/%E0%A4%A',
    '/api/blog/%',
    ...SQL_INJECTION.map((s) => `/api/blog/${encodeURIComponent(s)}/related`),
    `/api/blog/${'a'.repeat(5000)}/related`,
    '/api/blog/%00/related',
    '/api/blog/%/related',
    '/api/blog/x/related/y',
    '/api/content/..%2fadmin',
    '/api/content/homepage%00',
    '/api/content/__proto__',
    '/api/content/constructor',
    '/api/content/HOMEPAGE',
    `/api/content/${encodeURIComponent("homepage' OR '1'='1")}`,
    '/api/nothing/here',
    '/api/blog/x/y/z',
  ];
  for (const path of hostilePaths)
    add({
      name: `GET ${path.slice(0, 80)}`,
      request: { method: 'GET', path },
      expect: [404],
    });

  group = 'query values the article list refuses';
  for (const query of [
    ...SQL_INJECTION.map((s) => `page=${encodeURIComponent(s)}`),
    ...HTML_INJECTION.map((s) => `limit=${encodeURIComponent(s)}`),
    'page=1e308',
    'page=9007199254740993',
    'page=1&page=2',
    'limit=-5',
    `page=${'9'.repeat(5000)}`,
  ])
    add({
      name: `GET /api/blog?${query.slice(0, 60)}`,
      request: { method: 'GET', path: `/api/blog?${query}` },
      expect: [400],
    });

  group = 'admin API without a session';
  // Admin without a session: 401 for anything that reaches the guard; the body parser and the
  // origin check answer first for what they refuse.
  for (const path of ADMIN_READS) {
    add({ name: `GET ${path}`, request: { method: 'GET', path }, expect: [401] });
    add({
      name: `GET ${path} forged session`,
      request: {
        method: 'GET',
        path,
        headers: { Cookie: `${SESSION_COOKIE}=../../etc/passwd; ${SESSION_COOKIE}.sig=forged` },
      },
      expect: [401],
    });
  }
  for (const write of ADMIN_WRITES) {
    const path = write.path;
    const put = (name: string, body: string | Buffer, expected: number[], headers = {}) =>
      add({
        name: `PUT ${path} ${name}`,
        request: { method: 'PUT', path, headers: { ...JSON_TYPE, ...headers }, body },
        expect: expected,
      });
    put('valid body', JSON.stringify(write.body()), [401]);
    put('SQL in fields', JSON.stringify({ ...write.body(), title: SQL_INJECTION[1] }), [401]);
    put('deep arrays', '['.repeat(300_000) + ']'.repeat(300_000), [401]);
    // Signed out, the staff guard answers before the body is read: nothing is parsed for a
    // caller who may not write (the signed-in corpus below checks the body errors).
    put('broken JSON', '{"title":', [401]);
    put('text/plain', 'x', [401], { 'Content-Type': 'text/plain' });
    put('2 MB', JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }), [401]);
    put('from another origin', JSON.stringify(write.body()), [401], { Origin: EVIL_ORIGIN });
    // Any method meets the guard first, one the path has or not: signed out, a 405 (and its
    // Allow header) would tell a stranger which admin paths and methods exist.
    for (const method of ['POST', 'DELETE', 'PATCH', 'OPTIONS'])
      add({ name: `${method} ${path}`, request: { method, path }, expect: [401] });
  }
  for (const id of [
    '0',
    '-1',
    '1.5',
    'abc',
    '1e3',
    '99999999999999999999',
    encodeURIComponent('1 OR 1=1'),
  ]) {
    add({
      name: `PUT /api/admin/tips/${id} signed out`,
      request: { method: 'PUT', path: `/api/admin/tips/${id}`, headers: JSON_TYPE, body: '{}' },
      expect: [401],
    });
  }

  group = `${LOGIN_PATH} (sign-in form)`;
  // The sign-in form: its own body reader and throttle.
  const login = (
    name: string,
    body: string,
    expected: number[],
    type = 'application/x-www-form-urlencoded',
    headers: Record<string, string> = {},
  ) =>
    add({
      name: `POST ${LOGIN_PATH} ${name}`,
      request: {
        method: 'POST',
        path: LOGIN_PATH,
        headers: { 'Content-Type': type, ...headers },
        body,
      },
      expect: expected,
    });
  login('as JSON', '{"email":"a@b.co","password":"x"}', [415], 'application/json');
  login('20 KB form', `email=${'a'.repeat(20_000)}`, [413]);
  for (const value of [...SQL_INJECTION.slice(0, 5), ...HTML_INJECTION.slice(0, 3), '%00', '%ZZ'])
    login(
      `email ${JSON.stringify(value)}`,
      `email=${encodeURIComponent(value)}&password=${encodeURIComponent(value)}`,
      // 503: this burst filled the password-hashing queue ("try again in a moment" page).
      [401, 429, 503],
    );
  login('from another origin', 'email=a%40b.co&password=x', [403], undefined, {
    Origin: EVIL_ORIGIN,
  });

  group = 'static files';
  // Static files: nothing outside the builds, whatever the encoding.
  for (const path of TRAVERSALS) {
    add({ name: `GET ${path}`, request: { method: 'GET', path }, expect: [400, 404] });
    add({ name: `HEAD ${path}`, request: { method: 'HEAD', path }, expect: [400, 404] });
  }

  group = 'headers and framing';
  // Headers and framing that Node's own parser refuses (no Koa involved).
  const longCookie = `${SESSION_COOKIE}=${'A'.repeat(20_000)}`;
  add({
    name: 'oversized Cookie',
    request: { method: 'GET', path: '/api/auth/user', headers: { Cookie: longCookie } },
    expect: [431],
  });
  add({
    name: 'oversized header set',
    request: {
      method: 'POST',
      path: '/api/pledges',
      headers: Object.fromEntries(
        Array.from({ length: 120 }, (_, i) => [`X-Pad-${i}`, 'p'.repeat(200)]),
      ),
    },
    expect: [431],
  });
  add({
    name: 'oversized URL',
    request: { method: 'GET', path: `/api/blog/${'a'.repeat(20_000)}` },
    expect: [414, 431],
  });
  add({ name: 'garbage request line', raw: 'GARBAGE\r\n\r\n', expect: [400] });
  add({
    name: 'HTTP/9.9',
    raw: 'GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n',
    expect: [400, 505],
  });
  add({
    name: 'binary noise',
    raw: Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x00, 0x0d, 0x0a, 0x0d, 0x0a]),
    expect: [400],
  });
  add({
    name: 'Content-Length and Transfer-Encoding (smuggling)',
    raw:
      'POST /api/pledges HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\n' +
      'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    expect: [400],
  });
  add({
    name: 'two Content-Lengths',
    raw:
      'POST /api/pledges HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
      'Content-Length: 40\r\nConnection: close\r\n\r\n{}',
    expect: [400],
  });
  add({
    name: 'broken chunked body',
    raw:
      'POST /api/pledges HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n' +
      'Connection: close\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
    expect: [400],
  });
  add({
    name: 'negative Content-Length',
    raw: 'POST /api/pledges HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\nConnection: close\r\n\r\n{}',
    expect: [400],
  });
  add({
    name: 'header injection in X-Request-Id',
    request: {
      method: 'GET',
      path: '/api/nothing',
      headers: { 'X-Request-Id': '<script>alert(1)</script>' },
    },
    expect: [404],
  });
  return cases;
}

/** Tables that no refused request may change, with the columns compared. */
const GUARDED_TABLES = [
  'pledges',
  'contacts',
  'newsletters',
  'blog_posts',
  'tips',
  'page_content',
  'users',
];

async function snapshot(api: TestApi): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of GUARDED_TABLES) {
    const rows = (await api.db(table).select('*').orderBy('id')) as Record<string, unknown>[];
    // Timestamps of the last sign-in are not content.
    result[table] = rows.map(({ lastLoginAt: _lastLogin, ...row }) => row);
  }
  return result;
}

function checkAnswer(testCase: Case, response: RawResponse) {
  const label = `${testCase.name} → ${response.status} ${response.text.slice(0, 200)}`;
  expect(response.status, label).toBeGreaterThan(0);
  // No server error, except a documented "busy, try again" (sign-in's hashing queue).
  if (!testCase.expect.includes(503)) expect(response.status, label).toBeLessThan(500);
  expect(testCase.expect, label).toContain(response.status);
  expect(response.text, label).not.toContain(SECRET_TEXT);
  expect(response.text, label).not.toMatch(/"name":\s*"@campaign|campaign-platform/);
  const path = testCase.request?.path ?? '';
  // Koa answered (not Node's parser): the security headers are there, and API errors are JSON.
  if (response.headers['x-request-id']) {
    expect(response.headers['content-security-policy'], label).toContain("default-src 'self'");
    expect(response.headers['x-request-id'], label).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    if (
      path.startsWith('/api/') &&
      path !== LOGIN_PATH &&
      testCase.request?.method !== 'HEAD' &&
      response.status >= 400
    ) {
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
      const body = JSON.parse(response.text) as { message?: unknown };
      expect(typeof body.message, label).toBe('string');
      expect(response.text, label).not.toMatch(
        /\bat \S+ \(|SQLITE_|ER_[A-Z_]+|select .* from|knex|objection/i,
      );
    }
  }
}

/**
 * What a case's test is called: what it sends and what it must get back. Characters outside
 * printable ASCII are written as \uXXXX, so bidi overrides and control bytes cannot scramble
 * the report.
 */
function title(testCase: Case): string {
  const escaped = testCase.name.replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const sent = escaped.length > 120 ? `${escaped.slice(0, 119)}…` : escaped;
  return `${sent} → ${testCase.expect.join(' or ')}`;
}

describe.each(TEST_DIALECTS)('bad input on %s', (dialect) => {
  let web: WebRoot;
  let api: TestApi;
  let port: number;
  let staff: CookieJar;
  let ids: { slug: string; tipId: number };
  let before: Record<string, unknown[]>;
  /** Rows each form table gained from the cases its schema accepts (201). */
  const accepted: Record<string, number> = {};

  beforeAll(async () => {
    web = await createWebRoot();
    api = await startTestApi(dialect, { SERVE_WEB: 'true', WEB_ROOT: web.dir });
    port = Number(new URL(api.baseUrl).port);
    const user = await createUser(api, { email: email('staff') });
    staff = (await signIn(api, user.email)).jar;
    expect(staff.sid).toBeTruthy();
    const slug = ((await api.db('blog_posts').first('slug')) as { slug: string }).slug;
    const tipId = Number(((await api.db('tips').first('id')) as { id: number }).id);
    ids = { slug, tipId };
    before = await snapshot(api);
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  const cases = buildCases();

  it('has at least 200 malformed and hostile requests, reaching every form and admin read', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const endpoints = new Set(cases.map((c) => c.request?.path.split('?')[0]));
    for (const form of FORMS) expect(endpoints).toContain(form.path);
    for (const path of ADMIN_READS) expect(endpoints).toContain(path);
  });

  const groups = [...new Set(cases.map((c) => c.group))];
  // Requests are independent; a few at a time keep the file quick without flooding the server.
  describe.each(groups)('%s', (group) => {
    for (const testCase of cases.filter((c) => c.group === group)) {
      it.concurrent(title(testCase), async () => {
        const response =
          testCase.raw !== undefined
            ? await sendRaw(port, testCase.raw)
            : await rawRequest(port, {
                ...testCase.request!,
                path: fill(testCase.request!.path, ids),
              });
        if (response.status === 201) {
          const table = FORMS.find((f) => f.path === testCase.request?.path)!.table;
          accepted[table] = (accepted[table] ?? 0) + 1;
        }
        checkAnswer(testCase, response);
      });
    }
  });

  it('stored only what a form’s own schema accepts (hostile text is data, never SQL)', async () => {
    const after = await snapshot(api);
    for (const table of GUARDED_TABLES) {
      expect(after[table]!.length, table).toBe(before[table]!.length + (accepted[table] ?? 0));
      expect(after[table]!.slice(0, before[table]!.length), table).toEqual(before[table]);
    }
    console.info(
      `bad input on ${dialect}: ${cases.length} requests, accepted ${JSON.stringify(accepted)}`,
    );
  });

  it('refuses hostile admin writes from a signed-in editor and changes nothing', async () => {
    const before = await snapshot(api);
    const cookie = { Cookie: staff.header() };
    const put = (path: string, body: string | Buffer, extra: Record<string, string> = {}) =>
      rawRequest(port, {
        method: 'PUT',
        path,
        headers: { ...JSON_TYPE, ...cookie, ...extra },
        body,
      });
    const blog = `/api/admin/blog/${ids.slug}`;
    const tip = `/api/admin/tips/${ids.tipId}`;
    const pages = TEXT_PAGE_KEYS.map((key) => `/api/admin/content/pages/${key}`);
    const bodies: [string, string | Buffer, number[]][] = [
      ['broken JSON', '{"title":', [400]],
      ['array', '[]', [400]],
      ['null', 'null', [400]],
      ['deep arrays', '['.repeat(300_000) + ']'.repeat(300_000), [400]],
      ['deep objects', '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000), [400]],
      [
        'wrong types',
        JSON.stringify({
          title: 1,
          excerpt: [],
          content: {},
          author: null,
          description: false,
          hero: 5,
        }),
        [400],
      ],
      ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0x7d]), [400]],
      ['2 MB', JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }), [413]],
    ];
    const results: [string, RawResponse, number[]][] = [];
    for (const path of [blog, tip, ...pages]) {
      for (const [name, body, expected] of bodies)
        results.push([`${path} ${name}`, await put(path, body), expected]);
      results.push([
        `${path} cross-site`,
        await put(path, JSON.stringify({ title: 'Hijacked title' }), { Origin: EVIL_ORIGIN }),
        [403],
      ]);
    }
    results.push([
      'oversized title',
      await put(
        blog,
        JSON.stringify({
          title: 'x'.repeat(300),
          excerpt: 'e'.repeat(30),
          content: 'c'.repeat(60),
          author: 'Ada',
        }),
      ),
      [400],
    ]);
    results.push([
      'oversized content',
      await put(
        blog,
        JSON.stringify({
          title: 'Title',
          excerpt: 'e'.repeat(30),
          content: 'c'.repeat(200_001),
          author: 'Ada',
        }),
      ),
      [400],
    ]);
    const validTip = JSON.stringify({
      title: 'A valid tip title',
      description: 'A valid description.',
    });
    for (const id of [
      '0',
      '-1',
      '1.5',
      'abc',
      '1e3',
      '99999999',
      encodeURIComponent("1' OR '1'='1"),
      '%00',
    ])
      results.push([`tip ${id}`, await put(`/api/admin/tips/${id}`, validTip), [404]]);
    for (const slug of [
      'no-such-post',
      encodeURIComponent("' OR 1=1 --"),
      '..%2f..%2fpackage.json',
      'a'.repeat(300),
    ])
      results.push([
        `blog ${slug.slice(0, 40)}`,
        await put(`/api/admin/blog/${slug}`, JSON.stringify({})),
        [400, 404],
      ]);
    for (const key of ['nope', '__proto__', 'constructor', 'HOMEPAGE', '..%2fusers'])
      results.push([`page ${key}`, await put(`/api/admin/content/pages/${key}`, '{}'), [404]]);

    for (const [name, response, expected] of results) {
      const label = `${name} → ${response.status} ${response.text.slice(0, 200)}`;
      expect(response.status, label).toBeLessThan(500);
      expect(expected, label).toContain(response.status);
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
      expect(response.text, label).not.toMatch(/\bat \S+ \(|SQLITE_|ER_[A-Z_]+|select .* from/i);
    }
    expect(await snapshot(api)).toEqual(before);
  });

  it('stores accepted hostile text verbatim, as data', async () => {
    // Control characters and bidi overrides are refused instead (text-hygiene.test.ts).
    const values = [...SQL_INJECTION, ...HTML_INJECTION, 'A\u200bB', '👩‍👩‍👧‍👦 family'];
    const before = Number((await api.db('pledges').count({ n: '*' }))[0]?.n);
    for (const value of values) {
      const address = email('verbatim');
      const response = await api.postJson('/api/pledges', { name: value, email: address });
      expect(response.status, value).toBe(201);
      const row = (await api.db('pledges').where({ email: address }).first('name')) as {
        name: string;
      };
      expect(row.name).toBe(value.trim());
    }
    expect(Number((await api.db('pledges').count({ n: '*' }))[0]?.n)).toBe(before + values.length);
    // The tables the injections name are all still there.
    for (const table of GUARDED_TABLES) expect(await api.db.schema.hasTable(table)).toBe(true);
  });

  it('is healthy afterwards', async () => {
    expect((await api.request('/api/health')).status).toBe(200);
    expect((await api.request('/api/ready')).status).toBe(200);
    expect(
      (await api.postJson('/api/pledges', { name: 'Still Here', email: email('after') })).status,
    ).toBe(201);
    expect((await api.request('/')).status).toBe(200);
    const user = await api.request('/api/auth/user', { headers: { Cookie: staff.header() } });
    expect(user.status).toBe(200);
  });
});
