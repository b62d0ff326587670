import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPS_REQUIRED } from '../src/auth/login-page';
import { SESSION_COOKIE } from '../src/auth/session-policy';
import { SIGN_IN_LIMITS } from '../src/auth/sign-in-throttle';
import type { User } from '../src/models';
import {
  CookieJar,
  createUser,
  PASSWORD,
  postForm,
  rawRequestWith,
  SAME_SITE_NAVIGATION,
  requestWith,
  signedSessionCookie,
  signIn,
  TEST_SESSION_SECRET,
  uniqueEmail,
} from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

// Every sign-in checks an scrypt hash (about half a second on one core).
vi.setConfig({ testTimeout: 60_000 });

describe.each(TEST_DIALECTS)('sign-in and sessions on %s', (dialect) => {
  let api: TestApi;
  let admin: User;

  beforeAll(async () => {
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      SITE_NAME: 'Nitrate <Free> Campaign',
    });
    admin = await createUser(api, { firstName: 'Grace' });
  });
  afterAll(() => api?.close());
  // Every request comes from 127.0.0.1: start each test with no attempts counted.
  beforeEach(async () => {
    await api.db('sign_in_limits').delete();
  });

  const sessionRow = (sid: string | undefined) => api.models.Session.query().findById(sid ?? '-');

  describe('GET /api/login', () => {
    it('serves an accessible sign-in form that works without JavaScript', async () => {
      const response = await api.request('/api/login?returnTo=/admin');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<form method="post" action="/api/login">');
      expect(html).toMatch(
        /<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/,
      );
      expect(html).toMatch(
        /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
      );
      expect(html).toContain('<button type="submit">Sign in</button>');
      expect(html).toContain('<input type="hidden" name="returnTo" value="/admin">');
      // The site name, escaped; no inline script or style: the one script is the site's theme
      // file, which applies the visitor's stored theme.
      expect(html).toContain('Nitrate &lt;Free&gt; Campaign');
      expect(html).toContain('<script src="/theme-init.js"></script>');
      expect(html.replace('<script src="/theme-init.js"></script>', '')).not.toMatch(
        /<script|<style|\sstyle=|\son[a-z]+=/i,
      );
    });

    it('serves its stylesheet with light and dark themes', async () => {
      const html = await (await api.request('/api/login')).text();
      const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
      expect(href).toMatch(/^\/api\/login\.css\?v=[\w-]+$/);
      const css = await api.request(href!);
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toMatch(/^text\/css/);
      expect(css.headers.get('cache-control')).toContain('immutable');
      // Dark when the theme script found the visitor's stored choice to be dark.
      expect(await css.text()).toMatch(/:root\.dark \{[^}]*color-scheme: dark;/);
      const plain = await api.request('/api/login.css');
      expect(plain.headers.get('cache-control')).toBe('no-cache');
      const again = await api.request('/api/login.css', {
        // fetch() would add "Cache-Control: no-cache" to a conditional request, as browsers do
        // on reload; a plain revalidation sends max-age=0.
        headers: { 'If-None-Match': plain.headers.get('etag')!, 'Cache-Control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
    });

    it('keeps only same-origin paths as returnTo', async () => {
      const cases: [string, string][] = [
        ['/admin', '/admin'],
        ['/blog/some-post?x=1', '/blog/some-post?x=1'],
        ['//evil.example/admin', '/admin'],
        ['/\\evil.example', '/admin'],
        ['https://evil.example/', '/admin'],
        ['javascript:alert(1)', '/admin'],
        ['"><script>alert(1)</script>', '/admin'],
      ];
      for (const [given, kept] of cases) {
        const html = await (
          await api.request(`/api/login?returnTo=${encodeURIComponent(given)}`)
        ).text();
        expect(html, given).toContain(
          `<input type="hidden" name="returnTo" value="${kept.replace(/&/g, '&amp;')}">`,
        );
      }
    });
  });

  describe('POST /api/login', () => {
    it('signs in: a new session, a signed httpOnly SameSite=Lax cookie, and 303 to /admin', async () => {
      const { response, jar } = await signIn(api, admin.email);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/admin');
      const cookies = response.headers.getSetCookie();
      const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      expect(session).toMatch(/; path=\//);
      expect(session).toMatch(/; samesite=lax/i);
      expect(session).toMatch(/; httponly/i);
      expect(session).not.toMatch(/; secure/i); // only in production
      expect(cookies.some((c) => c.startsWith(`${SESSION_COOKIE}.sig=`))).toBe(true);
      expect(jar.sid).toMatch(/^[\w-]{43}$/);

      const row = await sessionRow(jar.sid);
      expect(row?.sess).toMatchObject({ userId: admin.id });
      expect(typeof row?.sess.createdAt).toBe('number');

      const me = await requestWith(api, jar, '/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.headers.get('cache-control')).toBe('no-store');
      expect(await me.json()).toEqual({
        id: admin.id,
        email: admin.email,
        firstName: 'Grace',
        lastName: 'Lovelace',
        role: 'admin',
      });
    });

    it('matches the email whatever its case and spaces, and goes to a safe returnTo', async () => {
      const { response } = await signIn(
        api,
        `  ${admin.email.toUpperCase()} `,
        PASSWORD,
        new CookieJar(),
        {
          returnTo: '/admin?tab=tips',
        },
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/admin?tab=tips');

      for (const returnTo of ['//evil.example', 'https://evil.example/x', '/\\evil.example']) {
        const { response: other } = await signIn(api, admin.email, PASSWORD, new CookieJar(), {
          returnTo,
        });
        expect(other.headers.get('location'), returnTo).toBe('/admin');
      }
    });

    it('answers a wrong password with the form again, 401 and no session', async () => {
      const { response, jar } = await signIn(
        api,
        admin.email,
        'not the right password',
        new CookieJar(),
        {
          returnTo: '/admin',
        },
      );
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('Invalid email or password.');
      expect(html).toContain('role="alert"');
      expect(html).toContain(`value="${admin.email}"`);
      expect(html).toContain('<input type="hidden" name="returnTo" value="/admin">');
      expect(jar.sid).toBeUndefined();
    });

    it('answers an unknown email exactly like a wrong password, taking about as long', async () => {
      const timed = async (email: string) => {
        const started = performance.now();
        const { response } = await signIn(api, email, 'not the right password');
        const ms = performance.now() - started;
        const html = (await response.text()).replace(/value="[^"]*@[^"]*"/, '');
        return { status: response.status, html, ms };
      };
      const known = [await timed(admin.email), await timed(admin.email)];
      const unknown = [await timed(uniqueEmail('nobody')), await timed(uniqueEmail('nobody'))];
      expect(unknown.map((r) => r.status)).toEqual([401, 401]);
      expect(unknown[0]!.html).toBe(known[0]!.html);
      const knownMs = known[0]!.ms + known[1]!.ms;
      const unknownMs = unknown[0]!.ms + unknown[1]!.ms;
      // Both check an scrypt hash (hundreds of ms); the lookup itself is noise next to that.
      expect(unknownMs / knownMs).toBeGreaterThan(0.5);
      expect(unknownMs / knownMs).toBeLessThan(2);
    });

    it('treats missing or malformed fields as a failed sign-in, escaping what was typed', async () => {
      const response = await postForm(api, '/api/login', {
        email: '"><script>x</script>',
        password: '',
      });
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('Invalid email or password.');
      expect(html).not.toContain('<script>x');
      expect(html).toContain('&quot;&gt;&lt;script&gt;');
    });

    it('accepts only a form post', async () => {
      const json = await api.postJson('/api/login', { email: admin.email, password: PASSWORD });
      expect(json.status).toBe(415);
      expect(await json.json()).toEqual({
        message: expect.stringMatching(/x-www-form-urlencoded/),
      });
      const huge = await postForm(api, '/api/login', {
        email: admin.email,
        password: 'x'.repeat(20_000),
      });
      expect(huge.status).toBe(413);
    });

    it('lets a signed-in user without a staff role in, but not into the console', async () => {
      const member = await createUser(api, { role: null });
      const { response, jar } = await signIn(api, member.email);
      expect(response.status).toBe(303);
      const me = await requestWith(api, jar, '/api/auth/user');
      expect(me.status).toBe(403);
      expect(await me.json()).toEqual({ message: expect.any(String) });
    });
  });

  // Each attempt checks an scrypt hash: these send theirs a few at a time, and get more time.
  describe('in production', () => {
    const productionEnv = { NODE_ENV: 'production', SESSION_SECRET: TEST_SESSION_SECRET };

    it('over plain HTTP says sign-in needs HTTPS, instead of failing, and starts no session', async () => {
      const production = await api.startSibling(productionEnv);
      try {
        const form = await production.request('/api/login');
        expect(form.status).toBe(200);
        expect(await form.text()).toContain(HTTPS_REQUIRED);
        const { response } = await signIn(production, admin.email);
        expect(response.status).toBe(403);
        const page = await response.text();
        expect(page).toContain(HTTPS_REQUIRED);
        expect(page).toContain(`value="${admin.email}"`);
        expect(response.headers.getSetCookie()).toEqual([]);
        const signOut = await rawRequestWith(production, new CookieJar(), '/api/logout', {
          headers: SAME_SITE_NAVIGATION,
        });
        expect(signOut.status).toBe(303);
        expect((await production.request('/api/auth/user')).status).toBe(401);
      } finally {
        await production.close();
      }
    });

    it('signs in behind a proxy that says the visitor used HTTPS, with a Secure cookie', async () => {
      const proxied = await api.startSibling({ ...productionEnv, TRUST_PROXY: 'true' });
      try {
        const response = await postForm(
          proxied,
          '/api/login',
          { email: admin.email, password: PASSWORD },
          { headers: { 'X-Forwarded-Proto': 'https' } },
        );
        expect(response.status).toBe(303);
        const cookies = response.headers.getSetCookie();
        expect(cookies.length).toBeGreaterThan(0);
        for (const cookie of cookies) expect(cookie).toMatch(/; secure/i);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('sign-in throttle', { timeout: 120_000 }, () => {
    const { addressAndAccount, address, account } = SIGN_IN_LIMITS;
    let proxied: TestApi;
    beforeAll(async () => {
      proxied = await api.startSibling({ TRUST_PROXY: 'true' });
    });
    afterAll(() => proxied?.close());

    let lastOctet = 0;
    /** A documentation-range address of its own for each test. */
    const newAddress = () => `203.0.113.${++lastOctet}`;
    const attemptFrom = (ip: string, email: string, password = 'wrong password, again') =>
      postForm(proxied, '/api/login', { email, password }, { headers: { 'X-Forwarded-For': ip } });
    const attemptMany = async (count: number, attempt: () => Promise<Response>) => {
      const statuses: number[] = [];
      // One at a time: hashing runs one derivation at a time on a small machine, and a queue
      // longer than its wait limit would answer 503 (the burst test below covers concurrency).
      for (let done = 0; done < count; done++) statuses.push((await attempt()).status);
      return statuses;
    };
    /** The counter rows as rate-limiter-flexible keeps them: "<scope>:<key>". */
    const counter = async (key: string) =>
      (await api.db('sign_in_limits').where('key', key).first()) as
        { points: number; expire: number } | undefined;

    it(`locks one address out of one account after ${addressAndAccount} failures, and no further`, async () => {
      const target = await createUser(api);
      const ip = newAddress();
      expect(await attemptMany(addressAndAccount, () => attemptFrom(ip, target.email))).toEqual(
        Array(addressAndAccount).fill(401),
      );
      // Even the right password is refused from there now, with a page saying when to retry.
      const refused = await attemptFrom(ip, target.email, PASSWORD);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await refused.text();
      expect(html).toContain('Too many failed sign-in attempts.');
      expect(html).toMatch(/Please try again after \d\d:\d\d UTC \(in about 15 minutes\)/);
      expect(refused.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);

      // The real owner, elsewhere, is not locked out.
      expect((await attemptFrom(newAddress(), target.email, PASSWORD)).status).toBe(303);
      // Nor is another account from the locked address.
      expect((await attemptFrom(ip, admin.email, PASSWORD)).status).toBe(303);

      // Once the window has passed, the address may try again.
      await api
        .db('sign_in_limits')
        .where('key', `addressAndAccount:${ip}|${target.email}`)
        .update({ expire: Date.now() - 1 });
      expect((await attemptFrom(ip, target.email, PASSWORD)).status).toBe(303);
    });

    it('counts the attempt before checking the password: a burst of 20 has at most the limit checked', async () => {
      const target = await createUser(api);
      const ip = newAddress();
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => attemptFrom(ip, target.email)),
      ).then((responses) => responses.map((response) => response.status));
      // 429: refused before hashing. 401: checked and wrong. 503: waited too long for a hashing slot.
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - addressAndAccount);
      expect(statuses.filter((status) => status === 401 || status === 503)).toHaveLength(
        addressAndAccount,
      );
      expect((await counter(`addressAndAccount:${ip}|${target.email}`))?.points).toBe(20);
    });

    it(`locks an address out after ${address} failures, whatever the emails`, async () => {
      const ip = newAddress();
      const sprayed = await attemptMany(address, () => attemptFrom(ip, uniqueEmail('spray')));
      expect(sprayed).toEqual(Array(address).fill(401));
      expect((await attemptFrom(ip, admin.email, PASSWORD)).status).toBe(429);
      // An IPv6 client is one /64 network: another address in it is locked out too.
      const v6 = '2001:db8:77:1::';
      await attemptMany(address, () => attemptFrom(`${v6}1`, uniqueEmail('spray6')));
      expect((await attemptFrom(`${v6}abcd`, admin.email, PASSWORD)).status).toBe(429);
      expect((await attemptFrom('2001:db8:77:2::1', admin.email, PASSWORD)).status).toBe(303);
    });

    it(`locks an account only after ${account} failures from everywhere`, async () => {
      const target = await createUser(api);
      // As if 99 guesses had come from many addresses.
      await api.db('sign_in_limits').insert({
        key: `account:${target.email}`,
        points: account - 1,
        expire: Date.now() + 600_000,
      });
      expect((await attemptFrom(newAddress(), target.email)).status).toBe(401);
      expect((await attemptFrom(newAddress(), target.email, PASSWORD)).status).toBe(429);
      // Other accounts are not affected.
      expect((await attemptFrom(newAddress(), admin.email, PASSWORD)).status).toBe(303);
    });

    it('forgets an address’s failures on an account once its owner signs in', async () => {
      const target = await createUser(api);
      const ip = newAddress();
      await attemptMany(addressAndAccount - 1, () => attemptFrom(ip, target.email));
      expect((await attemptFrom(ip, target.email, PASSWORD)).status).toBe(303);
      expect(await counter(`addressAndAccount:${ip}|${target.email}`)).toBeUndefined();
      // Only the failures count against the address and the account.
      expect((await counter(`address:${ip}`))?.points).toBe(addressAndAccount - 1);
      expect((await counter(`account:${target.email}`))?.points).toBe(addressAndAccount - 1);
      expect((await attemptFrom(ip, target.email)).status).toBe(401);
    });

    it('counts attempts in the database, so another instance agrees', async () => {
      const target = await createUser(api);
      const ip = newAddress();
      await attemptMany(addressAndAccount, () => attemptFrom(ip, target.email));
      const sibling = await api.startSibling({ TRUST_PROXY: 'true' });
      try {
        const response = await postForm(
          sibling,
          '/api/login',
          { email: target.email, password: PASSWORD },
          { headers: { 'X-Forwarded-For': ip } },
        );
        expect(response.status).toBe(429);
      } finally {
        await sibling.close();
      }
    });
  });

  describe('session fixation', () => {
    it('gives a new session id at sign-in, and the old one stops working', async () => {
      const first = await signIn(api, admin.email);
      const oldSid = first.jar.sid!;
      const oldJar = new CookieJar(Object.fromEntries(first.jar.cookies));

      // Signing in again while signed in (e.g. as someone else) still changes the id.
      const second = await signIn(api, admin.email, PASSWORD, first.jar);
      expect(second.response.status).toBe(303);
      expect(second.jar.sid).toBeDefined();
      expect(second.jar.sid).not.toBe(oldSid);
      expect(await sessionRow(oldSid)).toBeUndefined();
      expect((await requestWith(api, oldJar, '/api/auth/user')).status).toBe(401);
      expect((await requestWith(api, second.jar, '/api/auth/user')).status).toBe(200);
    });

    it('never adopts a session id planted before sign-in', async () => {
      // An attacker's own (anonymous) session, whose validly signed cookie they got a victim to use.
      const planted = 'planted-session-id-0000000000000000000000000';
      await api.models.Session.query().insert({
        sid: planted,
        sess: { createdAt: Date.now(), _expire: Date.now() + 60_000, _maxAge: 60_000 },
        expire: new Date(Date.now() + 60_000),
      });
      const { response, jar } = await signIn(
        api,
        admin.email,
        PASSWORD,
        signedSessionCookie(planted),
      );
      expect(response.status).toBe(303);
      expect(jar.sid).not.toBe(planted);
      expect(await sessionRow(planted)).toBeUndefined();
      expect((await requestWith(api, signedSessionCookie(planted), '/api/auth/user')).status).toBe(
        401,
      );

      // An unknown planted id is not adopted either.
      const unknown = await signIn(api, admin.email, PASSWORD, signedSessionCookie('never-stored'));
      expect(unknown.jar.sid).not.toBe('never-stored');
      expect(await sessionRow('never-stored')).toBeUndefined();
    });

    it('ignores a session cookie whose signature does not match', async () => {
      const { jar } = await signIn(api, admin.email);
      const forged = new CookieJar({
        [SESSION_COOKIE]: jar.sid!,
        [`${SESSION_COOKIE}.sig`]: 'forged-signature',
      });
      expect((await requestWith(api, forged, '/api/auth/user')).status).toBe(401);
      expect(
        (await requestWith(api, new CookieJar({ [SESSION_COOKIE]: jar.sid! }), '/api/auth/user'))
          .status,
      ).toBe(401);
    });
  });

  describe('signing out', () => {
    it('a same-site navigation destroys the session on the server, clears the cookie and goes home', async () => {
      const { jar } = await signIn(api, admin.email);
      const stolen = new CookieJar(Object.fromEntries(jar.cookies));
      const sid = jar.sid!;
      const response = await rawRequestWith(api, jar, '/api/logout', {
        headers: SAME_SITE_NAVIGATION,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      const cleared = response.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(cleared).toMatch(/^campaign\.sid=;/);
      expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/i);
      expect(jar.sid).toBeUndefined();
      expect(await sessionRow(sid)).toBeUndefined();
      // A copy of the old cookie is worthless now.
      expect((await requestWith(api, stolen, '/api/auth/user')).status).toBe(401);
    });

    it.each([
      [
        'a cross-site link',
        { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
        'GET',
      ],
      [
        'a same-site image',
        { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors' },
        'GET',
      ],
      ['a request without fetch metadata', {}, 'GET'],
      ['a HEAD request', SAME_SITE_NAVIGATION, 'HEAD'],
    ])('%s does not end the session', async (_name, headers, method) => {
      const { jar } = await signIn(api, admin.email);
      const sid = jar.sid!;
      const response = await rawRequestWith(api, jar, '/api/logout', { method, headers });
      expect(response.status).toBe(200);
      if (method === 'GET') {
        const html = await response.text();
        // A page with a same-origin button instead.
        expect(html).toContain('<form method="post" action="/api/logout">');
        expect(html).toContain('<button type="submit">Sign out</button>');
      }
      expect(await sessionRow(sid)).toBeDefined();
      expect((await requestWith(api, jar, '/api/auth/user')).status).toBe(200);
    });

    it('the page’s same-origin button signs out; a cross-site post of it does not', async () => {
      const { jar } = await signIn(api, admin.email);
      const sid = jar.sid!;
      const crossSite = await requestWith(api, jar, '/api/logout', {
        method: 'POST',
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
      expect(await sessionRow(sid)).toBeDefined();
      const response = await requestWith(api, jar, '/api/logout', {
        method: 'POST',
        headers: { Origin: api.baseUrl, 'Sec-Fetch-Site': 'same-origin' },
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      expect(await sessionRow(sid)).toBeUndefined();
    });

    it('is harmless when signed out', async () => {
      const response = await rawRequestWith(api, new CookieJar(), '/api/logout', {
        headers: SAME_SITE_NAVIGATION,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
    });
  });

  describe('GET /api/auth/user', () => {
    it('answers 401 with a message when signed out', async () => {
      const response = await api.request('/api/auth/user');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    });

    it('ends the session of a user who no longer exists', async () => {
      const gone = await createUser(api);
      const { jar } = await signIn(api, gone.email);
      const sid = jar.sid;
      await api.models.User.query().deleteById(gone.id);
      expect((await requestWith(api, jar, '/api/auth/user')).status).toBe(401);
      expect(await sessionRow(sid)).toBeUndefined();
    });
  });
});
