import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newStaffAccountSchema, passwordLinkSchema } from '@campaign/shared';
import { createApp } from '../src/app';
import { PASSWORD_SET } from '../src/auth/login-page';
import { verifyPassword } from '../src/auth/password';
import { LINK_UNUSABLE, PASSWORDS_DIFFER } from '../src/auth/set-password-page';
import { SET_PASSWORD_LIMIT } from '../src/auth/set-password-throttle';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import type { User } from '../src/models';
import {
  createUser,
  PASSWORD,
  postForm,
  requestWith,
  signIn,
  TEST_SESSION_SECRET,
  uniqueEmail,
  type CookieJar,
} from './support/auth';
import { rawRequest } from './support/raw-http';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { nodeListener } from '../src/http/node-listener';

// Setting a password and signing in each hash one (about half a second).
vi.setConfig({ testTimeout: 90_000 });

const PUBLIC_URL = 'https://campaign.example';
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(TEST_DIALECTS)('set-password links on %s', (dialect) => {
  let api: TestApi;
  let admin: User;
  let adminJar: CookieJar;

  beforeAll(async () => {
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL,
      SITE_NAME: 'Nitrate <Free>',
    });
    admin = await createUser(api, { role: 'admin' });
    adminJar = (await signIn(api, admin.email)).jar;
  });
  afterAll(() => api?.close());
  // Every request comes from 127.0.0.1: start each test with no attempts counted.
  beforeEach(async () => {
    await api.db('sign_in_limits').delete();
  });

  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const pagePath = (token: string) => `/api/set-password?token=${encodeURIComponent(token)}`;
  const openLink = (token: string) => api.request(pagePath(token));
  const setPassword = (
    token: string,
    password = NEW_PASSWORD,
    confirm = password,
    headers: Record<string, string> = {},
  ) => postForm(api, '/api/set-password', { token, password, confirm }, { headers });
  const userById = async (id: string) => (await api.models.User.query().findById(id))!;

  /** Adds an account through the admin API; answers its id, email and link token. */
  async function addAccount(role: 'admin' | 'editor' = 'editor') {
    const email = uniqueEmail('linked');
    const response = await requestWith(api, adminJar, '/api/admin/users', {
      method: 'POST',
      json: { email, firstName: 'Linda', lastName: 'Link', role },
    });
    expect(response.status).toBe(201);
    const body = newStaffAccountSchema.parse(await response.json());
    return { id: body.account.id, email, token: tokenOf(body.passwordLink.url) };
  }

  async function newLink(userId: string): Promise<string> {
    const response = await requestWith(api, adminJar, `/api/admin/users/${userId}/password-link`, {
      method: 'POST',
    });
    expect(response.status).toBe(201);
    return tokenOf(passwordLinkSchema.parse(await response.json()).url);
  }

  /** The page says the link cannot be used: 410, no form, nothing to cache or refer. */
  async function expectUnusable(response: Response) {
    expect(response.status).toBe(410);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain(LINK_UNUSABLE);
    expect(html).not.toContain('<form');
  }

  describe('GET /api/set-password', () => {
    it('shows a form for the account, private to the browser and without script', async () => {
      const account = await addAccount();
      const response = await openLink(account.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(html).toContain('<form method="post" action="/api/set-password">');
      expect(html).toContain(`<input type="hidden" name="token" value="${account.token}">`);
      expect(html).toContain(account.email);
      expect(html).toContain('Nitrate &lt;Free&gt;');
      expect(html).toMatch(/<link rel="stylesheet" href="\/api\/login\.css\?v=[\w-]+">/);
      // The site's theme script (a file, allowed by the CSP) is the only script.
      expect(html).toContain('<script src="/theme-init.js"></script>');
      expect(html.replace('<script src="/theme-init.js"></script>', '')).not.toMatch(
        /<script|<style|\sstyle=|\son[a-z]+=/i,
      );
    });

    it('answers 410 for a missing, malformed, unknown or repeated token', async () => {
      const account = await addAccount();
      for (const path of [
        '/api/set-password',
        '/api/set-password?token=',
        '/api/set-password?token=abc',
        pagePath(`${account.token.slice(1)}x`),
        pagePath(`${account.token}x`),
        `${pagePath(account.token)}&token=${account.token}`,
      ]) {
        await expectUnusable(await api.request(path));
      }
      // The right token still works.
      expect((await openLink(account.token)).status).toBe(200);
    });

    it('matches only its own path', async () => {
      const account = await addAccount();
      const port = Number(new URL(api.baseUrl).port);
      for (const path of [
        '/api/set-password/',
        '/api/Set-Password',
        '/api//set-password',
        '/api/%73et-password',
      ]) {
        const response = await rawRequest(port, {
          method: 'GET',
          path: `${path}?token=${account.token}`,
        });
        expect(response.status, path).toBe(404);
      }
    });
  });

  describe('POST /api/set-password', () => {
    it('sets the password from a valid link; signing in with it then works', async () => {
      const account = await addAccount();
      const response = await setPassword(account.token);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/api/login?notice=password-set');
      expect(response.headers.get('cache-control')).toBe('no-store');

      const notice = await (await api.request('/api/login?notice=password-set')).text();
      expect(notice).toContain(PASSWORD_SET);
      expect(await (await api.request('/api/login?notice=other')).text()).not.toContain(
        PASSWORD_SET,
      );

      const user = await userById(account.id);
      expect(await verifyPassword(NEW_PASSWORD, user.passwordHash)).toBe(true);
      const link = (await api.models.PasswordLink.query().where({ userId: account.id }))[0]!;
      expect(link.usedAt).toBeInstanceOf(Date);
      const entry = await api.models.ActivityEntry.query().orderBy('id', 'desc').first();
      expect(entry).toMatchObject({
        userId: account.id,
        userEmail: account.email,
        action: 'update',
        entity: 'user',
        entityId: account.id,
        summary: 'Set a new password from a link',
      });

      const { response: signedIn, jar } = await signIn(api, account.email, NEW_PASSWORD);
      expect(signedIn.status).toBe(303);
      const me = await requestWith(api, jar, '/api/auth/user');
      expect(await me.json()).toMatchObject({ id: account.id, role: 'editor' });
    });

    it('refuses a link used already', async () => {
      const account = await addAccount();
      expect((await setPassword(account.token)).status).toBe(303);
      const hash = (await userById(account.id)).passwordHash;
      await expectUnusable(await openLink(account.token));
      await expectUnusable(await setPassword(account.token, 'another new passphrase'));
      expect((await userById(account.id)).passwordHash).toBe(hash);
    });

    it('lets only one of two posts of the same link at once set a password', async () => {
      const account = await addAccount();
      const responses = await Promise.all([
        setPassword(account.token, 'the first passphrase'),
        setPassword(account.token, 'the second passphrase'),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([303, 410]);
      const hash = (await userById(account.id)).passwordHash;
      const first = await verifyPassword('the first passphrase', hash);
      const second = await verifyPassword('the second passphrase', hash);
      expect(first !== second).toBe(true);
      expect(first).toBe(responses[0]!.status === 303);
    });

    it('refuses an expired link', async () => {
      const account = await addAccount();
      // A moment past its expiry.
      await api.models.PasswordLink.query()
        .patch({ expiresAt: new Date(Date.now() - 1000) })
        .where({ userId: account.id });
      await expectUnusable(await openLink(account.token));
      await expectUnusable(await setPassword(account.token));
      expect((await userById(account.id)).passwordHash).toBeNull();

      // A moment before it, it works.
      const fresh = await newLink(account.id);
      await api.models.PasswordLink.query()
        .patch({ expiresAt: new Date(Date.now() + 60_000) })
        .where({ userId: account.id });
      expect((await setPassword(fresh)).status).toBe(303);
    });

    it('refuses an older link once a newer one was made', async () => {
      const account = await addAccount();
      const newer = await newLink(account.id);
      await expectUnusable(await openLink(account.token));
      await expectUnusable(await setPassword(account.token));
      expect((await userById(account.id)).passwordHash).toBeNull();
      expect((await openLink(newer)).status).toBe(200);
      expect((await setPassword(newer)).status).toBe(303);
    });

    it('refuses the link of an account disabled or deleted since', async () => {
      const disabled = await addAccount();
      await requestWith(api, adminJar, `/api/admin/users/${disabled.id}`, {
        method: 'PATCH',
        json: { disabled: true },
      });
      await expectUnusable(await openLink(disabled.token));
      await expectUnusable(await setPassword(disabled.token));
      // Enabling again does not bring the old link back.
      await requestWith(api, adminJar, `/api/admin/users/${disabled.id}`, {
        method: 'PATCH',
        json: { disabled: false },
      });
      await expectUnusable(await openLink(disabled.token));

      const deleted = await addAccount();
      await requestWith(api, adminJar, `/api/admin/users/${deleted.id}`, { method: 'DELETE' });
      await expectUnusable(await openLink(deleted.token));
    });

    it('answers a bad password with the schema message in the page; the link still works', async () => {
      const account = await addAccount();
      const cases: [string, string, number, string][] = [
        ['short', 'short', 400, 'Password must be at least 12 characters'],
        ['x'.repeat(257), 'x'.repeat(257), 400, 'Password must be at most 256 characters'],
        ['', '', 400, 'Password must be at least 12 characters'],
        [NEW_PASSWORD, `${NEW_PASSWORD}!`, 400, PASSWORDS_DIFFER],
      ];
      for (const [password, confirm, status, message] of cases) {
        const response = await setPassword(account.token, password, confirm);
        expect(response.status, message).toBe(status);
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
        const html = await response.text();
        expect(html, message).toContain(`<p>${message}</p>`);
        expect(html).toContain(`<input type="hidden" name="token" value="${account.token}">`);
        expect(html).not.toContain(password.length > 0 ? `value="${password}"` : 'value=""');
      }
      expect((await userById(account.id)).passwordHash).toBeNull();
      expect((await setPassword(account.token)).status).toBe(303);
    });

    it('ends every session of the account; the old password stops working', async () => {
      const user = await createUser(api, { role: 'editor' });
      const { jar } = await signIn(api, user.email, PASSWORD);
      expect((await requestWith(api, jar, '/api/admin/tips')).status).toBe(200);
      const token = await newLink(user.id);
      // Until the link is used, the old password still works.
      expect((await signIn(api, user.email, PASSWORD)).response.status).toBe(303);
      expect((await setPassword(token)).status).toBe(303);

      expect((await requestWith(api, jar, '/api/admin/tips')).status).toBe(401);
      const sessions = (await api.models.Session.query()).filter(
        (row) => row.sess.userId === user.id,
      );
      expect(sessions).toEqual([]);
      expect((await signIn(api, user.email, PASSWORD)).response.status).toBe(401);
      expect((await signIn(api, user.email, NEW_PASSWORD)).response.status).toBe(303);
    });

    it('refuses a cross-site post, changing nothing', async () => {
      const account = await addAccount();
      const crossSite: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'null' },
      ];
      for (const headers of crossSite) {
        const response = await setPassword(account.token, NEW_PASSWORD, NEW_PASSWORD, headers);
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      }
      expect((await userById(account.id)).passwordHash).toBeNull();
      expect((await openLink(account.token)).status).toBe(200);
      // The same post from the site itself goes through.
      const own = await setPassword(account.token, NEW_PASSWORD, NEW_PASSWORD, {
        Origin: api.baseUrl,
      });
      expect(own.status).toBe(303);
    });

    it('accepts only a form post', async () => {
      const account = await addAccount();
      const json = await api.request('/api/set-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: account.token, password: NEW_PASSWORD }),
      });
      expect(json.status).toBe(415);
      expect((await userById(account.id)).passwordHash).toBeNull();
    });

    it(`counts posts per address: after ${SET_PASSWORD_LIMIT} the page says to wait`, async () => {
      const account = await addAccount();
      for (let attempt = 0; attempt < SET_PASSWORD_LIMIT; attempt++) {
        await expectUnusable(await setPassword('not-a-real-token'));
      }
      // Even with a valid link: counted before the link is looked at.
      const locked = await setPassword(account.token);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await locked.text()).toContain('Too many attempts to set a password');
      expect((await userById(account.id)).passwordHash).toBeNull();
      // Sign-in's own counters are apart.
      expect((await signIn(api, admin.email)).response.status).toBe(303);
    });
  });

  describe('logs', () => {
    it('never hold a link token, whatever the request', async () => {
      const lines: string[] = [];
      const logger = createLogger('debug', {}, (line) => lines.push(line));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: api.databaseUrl,
        SERVE_WEB: 'false',
        LOG_LEVEL: 'debug',
        SESSION_SECRET: TEST_SESSION_SECRET,
        PUBLIC_URL,
      });
      const server = http.createServer(nodeListener(createApp({ config, logger, db: api.db })));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const account = await addAccount();
        const used = await addAccount();
        const post = (body: Record<string, string>, path = '/api/set-password') =>
          fetch(`${base}${path}`, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(body).toString(),
          });
        expect((await fetch(`${base}${pagePath(account.token)}`)).status).toBe(200);
        expect(
          (await post({ token: account.token, password: 'short', confirm: 'short' })).status,
        ).toBe(400);
        expect(
          (await post({ token: used.token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).status,
        ).toBe(303);
        expect(
          (await post({ token: used.token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).status,
        ).toBe(410);
        // The token in the post's URL too, and a refused post.
        expect(
          (
            await post(
              { token: account.token, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
              pagePath(account.token),
            )
          ).status,
        ).toBe(303);
        const wrongType = await fetch(`${base}${pagePath(used.token)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token: used.token }),
        });
        expect(wrongType.status).toBe(415);

        const text = lines.join('\n');
        expect(lines.some((line) => line.includes('/api/set-password'))).toBe(true);
        expect(lines.some((line) => line.includes('password set from a link'))).toBe(true);
        for (const token of [account.token, used.token]) {
          expect(text).not.toContain(token);
          expect(text).not.toContain(encodeURIComponent(token));
        }
        expect(text).not.toContain(NEW_PASSWORD);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });
  });
});
