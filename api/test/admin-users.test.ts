import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  newStaffAccountSchema,
  passwordLinkSchema,
  staffAccountPageSchema,
  staffAccountSchema,
  type NewStaffAccount,
  type StaffAccount,
} from '@campaign/shared';
import { INVALID_CREDENTIALS } from '../src/auth/login-page';
import { hashLinkToken } from '../src/auth/password-links';
import { LAST_ADMIN, NOT_YOURSELF_DELETE, NOT_YOURSELF_DISABLE } from '../src/auth/staff-accounts';
import type { User } from '../src/models';
import {
  CookieJar,
  createUser,
  PASSWORD,
  requestWith,
  signIn,
  TEST_SESSION_SECRET,
  uniqueEmail,
} from './support/auth';
import { rawRequest } from './support/raw-http';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

// Sign-ins and account creation hash passwords (about half a second each).
vi.setConfig({ testTimeout: 90_000 });

const PUBLIC_URL = 'https://campaign.example';

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

describe.each(TEST_DIALECTS)('staff accounts API on %s', (dialect) => {
  let api: TestApi;
  let admin: User;
  let editor: User;
  const jars: Record<'admin' | 'editor' | 'member' | 'anonymous', CookieJar> = {
    admin: new CookieJar(),
    editor: new CookieJar(),
    member: new CookieJar(),
    anonymous: new CookieJar(),
  };

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET, PUBLIC_URL });
    [admin, editor] = await Promise.all([
      createUser(api, { role: 'admin', email: uniqueEmail('a-admin') }),
      createUser(api, { role: 'editor' }),
    ]);
    const member = await createUser(api, { role: null });
    for (const [name, user] of [
      ['admin', admin],
      ['editor', editor],
      ['member', member],
    ] as const) {
      expect((await signIn(api, user.email, PASSWORD, jars[name])).response.status).toBe(303);
    }
  });
  afterAll(() => api?.close());
  // Every request comes from 127.0.0.1: no test inherits another's sign-in attempts.
  beforeEach(async () => {
    await api.db('sign_in_limits').delete();
  });

  const as = (jar: CookieJar | null, path: string, init?: Parameters<typeof requestWith>[3]) =>
    requestWith(api, jar, path, init);
  const asAdmin = (path: string, init?: Parameters<typeof requestWith>[3]) =>
    as(jars.admin, path, init);
  const latestEntry = () => api.models.ActivityEntry.query().orderBy('id', 'desc').first();
  const activityCount = () => api.models.ActivityEntry.query().resultSize();
  const sessionsOf = async (userId: string) =>
    (await api.models.Session.query()).filter((row) => row.sess.userId === userId);
  const snapshot = async () => ({
    users: await api.db('users').select('*').orderBy('id'),
    links: await api.db('password_links').select('*').orderBy('id'),
    activity: await api.db('activity_log').select('*').orderBy('id'),
  });

  /** Adds an account through the API; answers it with its link's token. */
  async function addAccount(role: 'admin' | 'editor' = 'editor', email = uniqueEmail('added')) {
    const response = await asAdmin('/api/admin/users', {
      method: 'POST',
      json: { email, firstName: 'New', lastName: 'Person', role },
    });
    expect(response.status).toBe(201);
    const body = newStaffAccountSchema.parse(await response.json());
    const token = new URL(body.passwordLink.url).searchParams.get('token')!;
    return { ...body, token };
  }

  describe('who may call it', () => {
    const calls = (id: string) =>
      [
        ['GET', '/api/admin/users', undefined],
        [
          'POST',
          '/api/admin/users',
          { email: uniqueEmail('x'), firstName: 'Mal', lastName: 'Lory', role: 'admin' },
        ],
        ['PATCH', `/api/admin/users/${id}`, { role: 'admin' }],
        ['PATCH', `/api/admin/users/${id}`, { disabled: true }],
        ['POST', `/api/admin/users/${id}/password-link`, undefined],
        ['DELETE', `/api/admin/users/${id}`, undefined],
      ] as const;

    it('answers 401 signed out, and 403 to a member and to an editor, changing nothing', async () => {
      const before = await snapshot();
      for (const [who, status] of [
        ['anonymous', 401],
        ['member', 403],
        ['editor', 403],
      ] as const) {
        // The editor even tries to promote and unlock themselves.
        for (const [method, path, json] of [...calls(admin.id), ...calls(editor.id)]) {
          const response = await as(jars[who], path, { method, json });
          expect(response.status, `${who}: ${method} ${path}`).toBe(status);
          expect(((await response.json()) as ErrorBody).message).toEqual(expect.any(String));
        }
      }
      expect(await snapshot()).toEqual(before);
      // The editor still edits content.
      expect((await as(jars.editor, '/api/admin/tips')).status).toBe(200);
    });

    it('matches only the exact paths: other spellings change nothing', async () => {
      const port = Number(new URL(api.baseUrl).port);
      const before = await snapshot();
      const spellings = [
        '/api/admin/users/',
        '/api/admin/Users',
        '/api/ADMIN/users',
        '/api/admin//users',
        '//api/admin/users',
        '/api/admin/%75sers',
        '/api/admin/users%2F',
        `/api/admin/users/${editor.id}/`,
        `/api/admin/users//${editor.id}`,
        `/api/admin/users/${editor.id}/password-link/`,
        `/api/admin/users/${editor.id}/Password-Link`,
        `/api/admin/users/${editor.id}%2Fpassword-link`,
        '/api/admin/usersx',
      ];
      for (const path of spellings) {
        for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
          const response = await rawRequest(port, {
            method,
            path,
            headers: { Cookie: jars.admin.header(), 'Content-Type': 'application/json' },
            body: method === 'GET' ? undefined : JSON.stringify({ disabled: true }),
          });
          // 405: a spelling that is another route's path (`:id` = "<id>%2Fpassword-link").
          expect([404, 405], `${method} ${path} → ${response.status}`).toContain(response.status);
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a cross-site write before any change', async () => {
      const before = await snapshot();
      const crossSite: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
      ];
      for (const headers of crossSite) {
        const add = await asAdmin('/api/admin/users', {
          method: 'POST',
          headers,
          json: { email: uniqueEmail('csrf'), firstName: 'Mal', lastName: 'Lory', role: 'admin' },
        });
        expect(add.status).toBe(403);
        for (const [method, path, json] of [
          ['PATCH', `/api/admin/users/${editor.id}`, { role: 'admin' }],
          ['POST', `/api/admin/users/${editor.id}/password-link`, undefined],
          ['DELETE', `/api/admin/users/${editor.id}`, undefined],
        ] as const) {
          const response = await asAdmin(path, { method, headers, json });
          expect(response.status, `${method} ${path}`).toBe(403);
        }
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists every account ordered by email, a page at a time', async () => {
      await Promise.all([addAccount('editor'), addAccount('editor'), addAccount('admin')]);
      const all = await api.models.User.query().orderBy('email');
      const response = await asAdmin('/api/admin/users?page=1&pageSize=100');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = staffAccountPageSchema.parse(await response.json());
      expect(page.total).toBe(all.length);
      expect(page.items.map((item) => item.email)).toEqual(all.map((user) => user.email));
      const mine = page.items.find((item) => item.id === admin.id)!;
      expect(mine).toEqual({
        id: admin.id,
        email: admin.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'admin',
        disabled: false,
        hasPassword: true,
        twoFactor: false,
        createdAt: admin.createdAt.toISOString(),
      });
      expect(JSON.stringify(page)).not.toMatch(/scrypt|passwordHash/);

      // Page by page, the same accounts in the same order.
      const pages: StaffAccount[] = [];
      for (let number = 1; number <= Math.ceil(all.length / 2); number++) {
        const body = staffAccountPageSchema.parse(
          await (await asAdmin(`/api/admin/users?page=${number}&pageSize=2`)).json(),
        );
        expect(body).toMatchObject({ page: number, pageSize: 2, total: all.length });
        pages.push(...body.items);
      }
      expect(pages.map((item) => item.id)).toEqual(page.items.map((item) => item.id));
      const beyond = staffAccountPageSchema.parse(
        await (await asAdmin('/api/admin/users?page=999&pageSize=2')).json(),
      );
      expect(beyond).toMatchObject({ items: [], total: all.length, page: 999 });
      // Defaults: page 1, 20 a page.
      expect(await (await asAdmin('/api/admin/users')).json()).toMatchObject({
        page: 1,
        pageSize: 20,
      });
    });

    it('answers 400 with issues for a bad query', async () => {
      for (const query of [
        'page=0',
        'page=abc',
        'pageSize=101',
        'pageSize=0',
        'page=1.5',
        'page=1&page=2',
      ]) {
        const response = await asAdmin(`/api/admin/users?${query}`);
        expect(response.status, query).toBe(400);
        const body = (await response.json()) as ErrorBody;
        expect(body.message, query).toBe('Invalid query');
        expect(body.issues?.length, query).toBeGreaterThan(0);
      }
    });
  });

  describe('POST /api/admin/users', () => {
    it('adds an account without a password and answers a one-time link to set one', async () => {
      const email = uniqueEmail('New.Editor');
      const before = Date.now();
      const response = await asAdmin('/api/admin/users', {
        method: 'POST',
        json: {
          email: `  ${email.toUpperCase()} `,
          firstName: ' Grace ',
          lastName: 'Hopper',
          role: 'editor',
        },
      });
      expect(response.status).toBe(201);
      const body = newStaffAccountSchema.parse(await response.json()) as NewStaffAccount;
      expect(body.account).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Grace',
        lastName: 'Hopper',
        role: 'editor',
        disabled: false,
        hasPassword: false,
      });
      const url = new URL(body.passwordLink.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/api/set-password`);
      const token = url.searchParams.get('token')!;
      expect(token).toMatch(/^[\w-]{43}$/);
      const expiresAt = new Date(body.passwordLink.expiresAt).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);

      const user = (await api.models.User.query().findById(body.account.id))!;
      expect(user).toMatchObject({ passwordHash: null, disabledAt: null, role: 'editor' });
      // Only the token's hash is stored; the activity entry names neither.
      const links = await api.models.PasswordLink.query().where({ userId: user.id });
      expect(links).toHaveLength(1);
      expect(links[0]!.tokenHash).toBe(hashLinkToken(token));
      const stored = JSON.stringify(await snapshot());
      expect(stored).not.toContain(token);
      expect(await latestEntry()).toMatchObject({
        userId: admin.id,
        userEmail: admin.email,
        action: 'create',
        entity: 'user',
        entityId: user.id,
        summary: `Added ${email.toLowerCase()} as editor`,
      });

      // Without a password it cannot sign in yet.
      const { response: signInResponse } = await signIn(api, email, PASSWORD);
      expect(signInResponse.status).toBe(401);
    });

    it('refuses an email already taken with 409, whatever its case, adding nothing', async () => {
      const before = await snapshot();
      for (const email of [editor.email, editor.email.toUpperCase(), ` ${editor.email} `]) {
        const response = await asAdmin('/api/admin/users', {
          method: 'POST',
          json: { email, firstName: 'Twin', lastName: 'Account', role: 'admin' },
        });
        expect(response.status, email).toBe(409);
        expect(await response.json()).toEqual({
          message: `An account for ${editor.email} already exists`,
        });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('adds one account when the same email is posted twice at once', async () => {
      const email = uniqueEmail('twice');
      const json = { email, firstName: 'Twice', lastName: 'Posted', role: 'editor' };
      const responses = await Promise.all([
        asAdmin('/api/admin/users', { method: 'POST', json }),
        asAdmin('/api/admin/users', { method: 'POST', json }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await api.models.User.query().where({ email })).toHaveLength(1);
    });

    it('answers 400 with one issue per bad field, adding nothing', async () => {
      const before = await snapshot();
      const response = await asAdmin('/api/admin/users', {
        method: 'POST',
        json: { email: 'not-an-email', firstName: 'A', lastName: '', role: 'owner' },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.message).toBe('Invalid input');
      expect(body.issues!.map((issue) => issue.path).sort()).toEqual([
        'email',
        'firstName',
        'lastName',
        'role',
      ]);
      for (const json of [[], 'text', null, { email: uniqueEmail() }]) {
        const bad = await asAdmin('/api/admin/users', { method: 'POST', json });
        expect(bad.status, JSON.stringify(json)).toBe(400);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('PATCH /api/admin/users/:id', () => {
    it('changes the role, recorded in the activity log; the account sees its new role', async () => {
      const user = await createUser(api, { role: 'editor' });
      const { jar } = await signIn(api, user.email);
      const response = await asAdmin(`/api/admin/users/${user.id}`, {
        method: 'PATCH',
        json: { role: 'admin' },
      });
      expect(response.status).toBe(200);
      expect(staffAccountSchema.parse(await response.json())).toMatchObject({
        id: user.id,
        role: 'admin',
        disabled: false,
      });
      expect(await latestEntry()).toMatchObject({
        userId: admin.id,
        action: 'update',
        entity: 'user',
        entityId: user.id,
        summary: 'Changed role to admin',
      });
      expect(await (await as(jar, '/api/auth/user')).json()).toMatchObject({ role: 'admin' });
      expect((await as(jar, '/api/admin/users')).status).toBe(200);

      const back = await asAdmin(`/api/admin/users/${user.id}`, {
        method: 'PATCH',
        json: { role: 'editor' },
      });
      expect(back.status).toBe(200);
      expect((await as(jar, '/api/admin/users')).status).toBe(403);
      expect((await as(jar, '/api/admin/tips')).status).toBe(200);
    });

    it('disabling ends every session at once; the account cannot sign in until enabled', async () => {
      const other = await createUser(api, { role: 'admin' });
      const first = (await signIn(api, other.email)).jar;
      const second = (await signIn(api, other.email)).jar;
      expect((await as(first, '/api/admin/users')).status).toBe(200);
      expect(await sessionsOf(other.id)).toHaveLength(2);

      const response = await asAdmin(`/api/admin/users/${other.id}`, {
        method: 'PATCH',
        json: { disabled: true },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: other.id, disabled: true, role: 'admin' });
      expect(await sessionsOf(other.id)).toHaveLength(0);
      expect(await latestEntry()).toMatchObject({
        action: 'disable',
        entity: 'user',
        entityId: other.id,
        summary: 'Disabled',
      });

      // The next admin request with either cookie is refused as signed out.
      for (const jar of [first, second]) {
        const refused = await as(jar, '/api/admin/users');
        expect(refused.status).toBe(401);
        expect((await as(jar, '/api/auth/user')).status).toBe(401);
        expect((await as(jar, '/api/admin/tips')).status).toBe(401);
      }

      // Signing in with the right password answers exactly like a wrong password.
      const right = await signIn(api, other.email, PASSWORD);
      const wrong = await signIn(api, other.email, 'a wrong password, surely');
      expect(right.response.status).toBe(401);
      expect(wrong.response.status).toBe(401);
      expect(right.jar.sid).toBeUndefined();
      const page = await right.response.text();
      expect(page).toContain(INVALID_CREDENTIALS);
      expect(page).toBe(await wrong.response.text());

      const enabled = await asAdmin(`/api/admin/users/${other.id}`, {
        method: 'PATCH',
        json: { disabled: false },
      });
      expect(await enabled.json()).toMatchObject({ disabled: false });
      expect(await latestEntry()).toMatchObject({ action: 'enable', summary: 'Enabled' });
      expect((await signIn(api, other.email)).response.status).toBe(303);
    });

    it('refuses a disabled account even when its session row is still there', async () => {
      const other = await createUser(api, { role: 'editor' });
      const { jar } = await signIn(api, other.email);
      const row = (await api.models.Session.query().findById(jar.sid!))!;
      await asAdmin(`/api/admin/users/${other.id}`, { method: 'PATCH', json: { disabled: true } });
      // As if a request in flight had saved it again after the disable.
      await api.models.Session.query().insert({ sid: row.sid, sess: row.sess, expire: row.expire });
      expect((await as(jar, '/api/admin/tips')).status).toBe(401);
      expect(await api.models.Session.query().findById(row.sid)).toBeUndefined();
    });

    it('a request in flight while the account is disabled does not bring its session back', async () => {
      const other = await createUser(api, { role: 'editor' });
      const { jar } = await signIn(api, other.email);
      // Many renewing requests around the disable: none may recreate the deleted row.
      const renewals = Array.from({ length: 10 }, () => as(jar, '/api/admin/tips'));
      await asAdmin(`/api/admin/users/${other.id}`, { method: 'PATCH', json: { disabled: true } });
      await Promise.all(renewals);
      expect(await sessionsOf(other.id)).toHaveLength(0);
    });

    it('answers 400 for a bad body and 404 for an unknown account, changing nothing', async () => {
      const before = await snapshot();
      const empty = await asAdmin(`/api/admin/users/${editor.id}`, { method: 'PATCH', json: {} });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as ErrorBody).issues).toEqual([
        { path: '', message: 'Nothing to change: send role or disabled' },
      ]);
      for (const json of [{ role: 'owner' }, { disabled: 'yes' }, { role: null }]) {
        const bad = await asAdmin(`/api/admin/users/${editor.id}`, { method: 'PATCH', json });
        expect(bad.status, JSON.stringify(json)).toBe(400);
        expect(((await bad.json()) as ErrorBody).issues?.length).toBeGreaterThan(0);
      }
      for (const id of ['no-such-account', 'x'.repeat(65)]) {
        const missing = await asAdmin(`/api/admin/users/${id}`, {
          method: 'PATCH',
          json: { role: 'admin' },
        });
        expect(missing.status, id).toBe(404);
        expect(await missing.json()).toEqual({ message: 'Account not found' });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('an admin cannot disable themselves, nor demote themselves as the last active admin', async () => {
      const self = await asAdmin(`/api/admin/users/${admin.id}`, {
        method: 'PATCH',
        json: { disabled: true },
      });
      expect(self.status).toBe(409);
      expect(await self.json()).toEqual({ message: NOT_YOURSELF_DISABLE });

      // Make `admin` the only active admin for this test.
      const others = await api.models.User.query()
        .where('role', 'admin')
        .whereNull('disabledAt')
        .whereNot('id', admin.id);
      await api.models.User.query()
        .patch({ role: 'editor' })
        .whereIn(
          'id',
          others.map((user) => user.id),
        );
      try {
        const before = await snapshot();
        for (const json of [{ role: 'editor' }, { role: 'editor', disabled: false }]) {
          const demote = await asAdmin(`/api/admin/users/${admin.id}`, { method: 'PATCH', json });
          expect(demote.status).toBe(409);
          expect(await demote.json()).toEqual({ message: LAST_ADMIN });
        }
        // Staying an admin is fine (and recorded as a save without changes).
        const same = await asAdmin(`/api/admin/users/${admin.id}`, {
          method: 'PATCH',
          json: { role: 'admin', disabled: false },
        });
        expect(same.status).toBe(200);
        expect(await latestEntry()).toMatchObject({ summary: 'Saved without changes' });
        const after = await snapshot();
        expect(after.users).toEqual(before.users);
      } finally {
        await api.models.User.query()
          .patch({ role: 'admin' })
          .whereIn(
            'id',
            others.map((user) => user.id),
          );
      }
    });
  });

  describe('POST /api/admin/users/:id/password-link', () => {
    it('makes a new link, replacing older ones; the old password works until it is used', async () => {
      const user = await createUser(api, { role: 'editor' });
      const first = await asAdmin(`/api/admin/users/${user.id}/password-link`, { method: 'POST' });
      expect(first.status).toBe(201);
      const firstLink = passwordLinkSchema.parse(await first.json());
      const second = await asAdmin(`/api/admin/users/${user.id}/password-link`, { method: 'POST' });
      const secondLink = passwordLinkSchema.parse(await second.json());
      expect(secondLink.url).not.toBe(firstLink.url);
      expect(secondLink.url.startsWith(`${PUBLIC_URL}/api/set-password?token=`)).toBe(true);

      const links = await api.models.PasswordLink.query().where({ userId: user.id });
      expect(links).toHaveLength(1);
      const token = new URL(secondLink.url).searchParams.get('token')!;
      expect(links[0]!.tokenHash).toBe(hashLinkToken(token));
      expect(await latestEntry()).toMatchObject({
        userId: admin.id,
        action: 'password-link',
        entity: 'user',
        entityId: user.id,
        summary: 'Password link created',
      });
      expect(JSON.stringify(await snapshot())).not.toContain(token);
      expect((await signIn(api, user.email, PASSWORD)).response.status).toBe(303);
    });

    it('answers 404 for an unknown account and 409 for a disabled one', async () => {
      const missing = await asAdmin('/api/admin/users/no-such-account/password-link', {
        method: 'POST',
      });
      expect(missing.status).toBe(404);
      const user = await createUser(api, { role: 'editor' });
      await asAdmin(`/api/admin/users/${user.id}`, { method: 'PATCH', json: { disabled: true } });
      const before = await snapshot();
      const disabled = await asAdmin(`/api/admin/users/${user.id}/password-link`, {
        method: 'POST',
      });
      expect(disabled.status).toBe(409);
      expect(((await disabled.json()) as ErrorBody).message).toMatch(/disabled/);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    it('deletes the account, ends its sessions and links, and keeps its activity entries', async () => {
      const other = await createUser(api, { role: 'admin' });
      const { jar } = await signIn(api, other.email);
      // An entry the account wrote itself, and a link it was sent.
      const tip = (await api.models.Tip.query().first())!;
      expect(
        (
          await as(jar, `/api/admin/tips/${tip.id}`, {
            method: 'PUT',
            json: { title: tip.title, description: tip.description },
          })
        ).status,
      ).toBe(200);
      await asAdmin(`/api/admin/users/${other.id}/password-link`, { method: 'POST' });

      const response = await asAdmin(`/api/admin/users/${other.id}`, { method: 'DELETE' });
      expect(response.status).toBe(204);
      expect(await api.models.User.query().findById(other.id)).toBeUndefined();
      expect(await sessionsOf(other.id)).toHaveLength(0);
      expect(await api.models.PasswordLink.query().where({ userId: other.id })).toHaveLength(0);
      expect((await as(jar, '/api/admin/users')).status).toBe(401);
      expect(
        await api.models.ActivityEntry.query().where({ userId: other.id, entity: 'tip' }),
      ).toEqual([expect.objectContaining({ userEmail: other.email })]);
      expect(await latestEntry()).toMatchObject({
        userId: admin.id,
        action: 'delete',
        entity: 'user',
        entityId: other.id,
        summary: `Deleted ${other.email}`,
      });
      const again = await asAdmin(`/api/admin/users/${other.id}`, { method: 'DELETE' });
      expect(again.status).toBe(404);
    });

    it('an admin cannot delete themselves', async () => {
      const before = await snapshot();
      const response = await asAdmin(`/api/admin/users/${admin.id}`, { method: 'DELETE' });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: NOT_YOURSELF_DELETE });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('the last active admin, under concurrent requests', () => {
    /** Leaves exactly `keep` as the active admins; answers a function that restores the rest. */
    async function onlyAdmins(keep: User[]) {
      const others = await api.models.User.query()
        .where('role', 'admin')
        .whereNotIn(
          'id',
          keep.map((user) => user.id),
        );
      await api.models.User.query()
        .patch({ role: 'editor' })
        .whereIn(
          'id',
          others.map((user) => user.id),
        );
      const reset = async () => {
        await api.models.User.query()
          .patch({ role: 'admin', disabledAt: null })
          .whereIn(
            'id',
            keep.map((user) => user.id),
          );
      };
      await reset();
      return {
        reset,
        restore: () =>
          api.models.User.query()
            .patch({ role: 'admin' })
            .whereIn(
              'id',
              others.map((user) => user.id),
            ),
      };
    }
    const activeAdmins = () =>
      api.models.User.query().where('role', 'admin').whereNull('disabledAt').resultSize();

    it('of two admins demoting each other at once, only one succeeds', async () => {
      const second = await createUser(api, { role: 'admin' });
      const secondJar = (await signIn(api, second.email)).jar;
      const admins = await onlyAdmins([admin, second]);
      try {
        for (let round = 0; round < 3; round++) {
          const entries = await activityCount();
          const statuses = (
            await Promise.all([
              asAdmin(`/api/admin/users/${second.id}`, {
                method: 'PATCH',
                json: { role: 'editor' },
              }),
              as(secondJar, `/api/admin/users/${admin.id}`, {
                method: 'PATCH',
                json: { role: 'editor' },
              }),
            ])
          ).map((response) => response.status);
          expect(
            statuses.filter((status) => status === 200),
            `round ${round}`,
          ).toHaveLength(1);
          expect([403, 409]).toContain(statuses.find((status) => status !== 200));
          expect(await activeAdmins()).toBe(1);
          expect(await activityCount()).toBe(entries + 1);
          await admins.reset();
        }
      } finally {
        await admins.reset();
        await admins.restore();
      }
    });

    it('of the last two admins demoting or disabling themselves at once, one stays', async () => {
      const second = await createUser(api, { role: 'admin' });
      const secondJar = (await signIn(api, second.email)).jar;
      const admins = await onlyAdmins([admin, second]);
      try {
        for (const json of [{ role: 'editor' }, { role: 'editor' }, { role: 'editor' }]) {
          const responses = await Promise.all([
            asAdmin(`/api/admin/users/${admin.id}`, { method: 'PATCH', json }),
            as(secondJar, `/api/admin/users/${second.id}`, { method: 'PATCH', json }),
          ]);
          const statuses = responses.map((response) => response.status).sort();
          expect(statuses).toEqual([200, 409]);
          const refused = responses.find((response) => response.status === 409)!;
          expect(await refused.json()).toEqual({ message: LAST_ADMIN });
          expect(await activeAdmins()).toBe(1);
          await admins.reset();
        }
        // An admin disabled while their own write is in flight: the write ran before the
        // disable (204), or is refused after it (401 at the staff guard, 403 under the lock).
        const third = await createUser(api, { role: 'editor' });
        const [disable, remove] = await Promise.all([
          asAdmin(`/api/admin/users/${second.id}`, { method: 'PATCH', json: { disabled: true } }),
          as(secondJar, `/api/admin/users/${third.id}`, { method: 'DELETE' }),
        ]);
        expect(disable.status).toBe(200);
        expect([204, 401, 403]).toContain(remove.status);
        const deleted = (await api.models.User.query().findById(third.id)) === undefined;
        expect(deleted).toBe(remove.status === 204);
        expect(await activeAdmins()).toBe(1);
      } finally {
        await admins.reset();
        await admins.restore();
      }
    });
  });
});
