/**
 * Two-factor sign-in for staff and the account's own sessions, over HTTP: enrolment from the
 * console's account page, the sign-in page's second step (plain form posts, as without
 * JavaScript), replayed and wrong codes, recovery codes, turning it off, an admin's reset, the
 * "required for every admin" setting, and listing and ending one's sessions.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountSessionsSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@campaign/shared';
import { updateAccount } from '../src/auth/accounts';
import { totpCode } from '../src/auth/totp';
import { hashRecoveryCode } from '../src/auth/recovery-codes';
import { SIGN_IN_LIMITS } from '../src/auth/sign-in-throttle';
import type { User } from '../src/models';
import {
  CookieJar,
  createUser,
  PASSWORD,
  postForm,
  requestWith,
  signIn,
  TEST_SESSION_SECRET,
} from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const TWO_FACTOR = '/api/admin/account/two-factor';
const SESSIONS = '/api/admin/account/sessions';
const STEP_MS = 30_000;

describe.each(TEST_DIALECTS)('two-factor sign-in and sessions on %s', (dialect) => {
  let api: TestApi;
  // The app's clock: each sign-in with a code moves it on a step, as time would.
  let now = Date.now();
  const tick = () => {
    now += STEP_MS;
    return now;
  };

  beforeAll(async () => {
    api = await startTestApi(
      dialect,
      { SESSION_SECRET: TEST_SESSION_SECRET },
      { clock: () => new Date(now) },
    );
  });
  afterAll(() => api?.close());

  const status = async (jar: CookieJar) => {
    const response = await requestWith(api, jar, TWO_FACTOR);
    expect(response.status).toBe(200);
    return twoFactorStatusSchema.parse(await response.json());
  };
  const isSignedIn = async (jar: CookieJar) =>
    (await requestWith(api, jar, '/api/auth/user')).status === 200;

  /** Signs in with the password alone (an account without a second factor). */
  const signedIn = async (user: User) => {
    const { response, jar } = await signIn(api, user.email, PASSWORD, new CookieJar());
    expect(response.status).toBe(303);
    return jar;
  };

  /** Sets up and confirms two-factor sign-in; answers the secret and the recovery codes. */
  const enrol = async (jar: CookieJar) => {
    const setup = await requestWith(api, jar, `${TWO_FACTOR}/setup`, { method: 'POST', json: {} });
    expect(setup.status).toBe(200);
    const { secret } = twoFactorSetupSchema.parse(await setup.json());
    const confirm = await requestWith(api, jar, `${TWO_FACTOR}/confirm`, {
      method: 'POST',
      json: { code: totpCode(secret, tick()) },
    });
    expect(confirm.status).toBe(200);
    const { recoveryCodes } = recoveryCodesSchema.parse(await confirm.json());
    return { secret, recoveryCodes };
  };

  /** The password step: answers the second step's page and the jar of that pending sign-in. */
  const passwordStep = async (user: User, returnTo = '/admin/users') => {
    const jar = new CookieJar();
    const response = await postForm(
      api,
      '/api/login',
      { email: user.email, password: PASSWORD, returnTo },
      { jar, headers: { 'User-Agent': FIREFOX } },
    );
    jar.take(response);
    return { response, jar };
  };
  const codeStep = async (jar: CookieJar, code: string) => {
    const response = await postForm(api, '/api/login/two-factor', { code }, { jar });
    jar.take(response);
    return response;
  };
  /** Both steps with the app's current code. */
  const signedInWithCode = async (user: User, secret: string) => {
    const { jar } = await passwordStep(user);
    expect((await codeStep(jar, totpCode(secret, tick()))).status).toBe(303);
    return jar;
  };

  it('sets up with a QR code and the secret as text, switches on only with a right code, and shows ten recovery codes once', async () => {
    const user = await createUser(api, { role: 'editor' });
    const jar = await signedIn(user);
    const elsewhere = await signedIn(user);
    expect(await status(jar)).toEqual({ enabled: false, recoveryCodesLeft: 0, mustEnrol: false });

    const setup = twoFactorSetupSchema.parse(
      await (
        await requestWith(api, jar, `${TWO_FACTOR}/setup`, { method: 'POST', json: {} })
      ).json(),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // A wrong code, or no code at all, switches nothing on.
    for (const json of [{ code: '000000' }, { code: 'abc' }, {}]) {
      const wrong = await requestWith(api, jar, `${TWO_FACTOR}/confirm`, { method: 'POST', json });
      expect(wrong.status, JSON.stringify(json)).toBe(400);
      const body = (await wrong.json()) as { issues?: { path: string }[] };
      expect(body.issues?.[0]?.path).toBe('code');
    }
    expect((await status(jar)).enabled).toBe(false);

    const confirm = await requestWith(api, jar, `${TWO_FACTOR}/confirm`, {
      method: 'POST',
      json: { code: totpCode(setup.secret, tick()) },
    });
    expect(confirm.status).toBe(200);
    const { recoveryCodes } = recoveryCodesSchema.parse(await confirm.json());
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status(jar)).toEqual({ enabled: true, recoveryCodesLeft: 10, mustEnrol: false });
    // Stored hashed, never in clear.
    const rows = await api.models.RecoveryCode.query().where({ userId: user.id });
    expect(rows.map((row) => row.codeHash).sort()).toEqual(
      recoveryCodes.map(hashRecoveryCode).sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(recoveryCodes[0]);
    // The session signed in with the password alone has ended; this one goes on.
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await isSignedIn(jar)).toBe(true);
    // Only once: switched on, set-up is refused.
    expect(
      (await requestWith(api, jar, `${TWO_FACTOR}/setup`, { method: 'POST', json: {} })).status,
    ).toBe(409);
    const entry = await api.models.ActivityEntry.query()
      .where({ userId: user.id, entityId: user.id })
      .orderBy('id', 'desc')
      .first();
    expect(entry?.summary).toBe('Turned on two-factor sign-in');
  });

  it('asks for the code after a right password, on a plain form, and signs in only with it', async () => {
    const user = await createUser(api, { role: 'editor' });
    const { secret } = await enrol(await signedIn(user));

    const { response, jar } = await passwordStep(user, '/admin/blog');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('action="/api/login/two-factor"');
    expect(html).toContain('name="code"');
    expect(html).toContain('autocomplete="one-time-code"');
    // Not signed in yet: the pending session opens nothing.
    expect(await isSignedIn(jar)).toBe(false);
    expect((await requestWith(api, jar, '/api/admin/blog')).status).toBe(401);
    const pendingRows = await api.models.Session.query();
    expect(pendingRows.some((row) => row.sess.pendingSignIn && row.sess.userId)).toBe(false);

    // Reloading shows the same step.
    const again = await requestWith(api, jar, '/api/login/two-factor');
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('name="code"');

    const wrong = await codeStep(jar, '123456');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That code is not right');
    expect(await isSignedIn(jar)).toBe(false);

    const right = await codeStep(jar, ` ${totpCode(secret, tick())} `);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/admin/blog');
    expect(await isSignedIn(jar)).toBe(true);
    // The step is spent: posting to it again is refused, and this session stays signed in.
    expect((await codeStep(jar, totpCode(secret, tick()))).status).toBe(401);
    expect(await isSignedIn(jar)).toBe(true);
  });

  it('refuses a code used once already, within its window', async () => {
    const user = await createUser(api, { role: 'editor' });
    const { secret } = await enrol(await signedIn(user));
    const code = totpCode(secret, tick());
    const first = await passwordStep(user);
    expect((await codeStep(first.jar, code)).status).toBe(303);
    const second = await passwordStep(user);
    expect((await codeStep(second.jar, code)).status).toBe(401);
    expect(await isSignedIn(second.jar)).toBe(false);
    // The next step's code works.
    expect((await codeStep(second.jar, totpCode(secret, tick()))).status).toBe(303);
  });

  it('ends a pending sign-in after five minutes and after five wrong codes', async () => {
    const user = await createUser(api, { role: 'editor' });
    const { secret } = await enrol(await signedIn(user));
    const late = await passwordStep(user);
    now += 5 * 60_000 + 1;
    const expired = await codeStep(late.jar, totpCode(secret, now));
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('that sign-in has expired');

    const { jar } = await passwordStep(user);
    for (let i = 0; i < 4; i += 1) expect((await codeStep(jar, '000000')).status).toBe(401);
    const fifth = await codeStep(jar, '000000');
    expect(fifth.status).toBe(401);
    expect(await fifth.text()).toContain('Too many wrong codes');
    // Even the right code no longer helps: the password is needed again.
    expect((await codeStep(jar, totpCode(secret, tick()))).status).toBe(401);
    expect(await isSignedIn(jar)).toBe(false);
  });

  it('counts wrong codes with the passwords: once the counter is full, even a right code is refused', async () => {
    const user = await createUser(api, { role: 'editor' });
    const { secret } = await enrol(await signedIn(user));
    let attempts = 0;
    let jar = new CookieJar();
    while (attempts < SIGN_IN_LIMITS.addressAndAccount) {
      if (attempts % 3 === 0) {
        ({ jar } = await passwordStep(user));
      } else {
        expect((await codeStep(jar, '000000')).status).toBe(401);
      }
      attempts += 1;
    }
    const refused = await codeStep(jar, totpCode(secret, tick()));
    expect(refused.status).toBe(429);
    const retry = await passwordStep(user);
    expect(retry.response.status).toBe(429);
    expect(await isSignedIn(retry.jar)).toBe(false);
  });

  it('signs in with a recovery code once, typed any way, and counts what is left', async () => {
    const user = await createUser(api, { role: 'editor' });
    const { recoveryCodes } = await enrol(await signedIn(user));
    const [first, second] = recoveryCodes as [string, string];
    const a = await passwordStep(user);
    expect((await codeStep(a.jar, first)).status).toBe(303);
    expect((await status(a.jar)).recoveryCodesLeft).toBe(9);

    const b = await passwordStep(user);
    expect((await codeStep(b.jar, first)).status).toBe(401);
    expect((await codeStep(b.jar, second.toUpperCase().replace('-', ' '))).status).toBe(303);
    expect((await status(b.jar)).recoveryCodesLeft).toBe(8);
  });

  it('turns off with the password or a current code, never with a wrong one', async () => {
    const user = await createUser(api, { role: 'editor' });
    const jar = await signedIn(user);
    const { secret } = await enrol(jar);
    const other = await signedInWithCode(user, secret);

    for (const json of [{}, { password: '' }, { password: 42 }]) {
      const bad = await requestWith(api, jar, `${TWO_FACTOR}/disable`, { method: 'POST', json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
    }
    for (const json of [{ password: 'not the password' }, { code: '000000' }]) {
      const wrong = await requestWith(api, jar, `${TWO_FACTOR}/disable`, { method: 'POST', json });
      expect(wrong.status, JSON.stringify(json)).toBe(403);
    }
    expect((await status(jar)).enabled).toBe(true);

    const off = await requestWith(api, jar, `${TWO_FACTOR}/disable`, {
      method: 'POST',
      json: { code: totpCode(secret, tick()) },
    });
    expect(off.status).toBe(204);
    expect((await status(jar)).enabled).toBe(false);
    expect(await api.models.RecoveryCode.query().where({ userId: user.id })).toEqual([]);
    expect(await isSignedIn(other)).toBe(false);
    // The password alone signs in again.
    await signedIn(user);

    // And with the password.
    await enrol(jar);
    const byPassword = await requestWith(api, jar, `${TWO_FACTOR}/disable`, {
      method: 'POST',
      json: { password: PASSWORD },
    });
    expect(byPassword.status).toBe(204);
    expect((await status(jar)).enabled).toBe(false);
  });

  it('lets an admin reset another account’s second factor, ending its sessions, logged', async () => {
    const admin = await createUser(api, { role: 'admin' });
    const editor = await createUser(api, { role: 'editor' });
    const adminJar = await signedIn(admin);
    const editorJar = await signedIn(editor);
    const reset = `/api/admin/users/${editor.id}/two-factor/reset`;

    expect((await requestWith(api, adminJar, reset, { method: 'POST', json: {} })).status).toBe(
      409,
    );
    const { secret } = await enrol(editorJar);
    const editorAgain = await signedInWithCode(editor, secret);
    // An editor cannot reset anyone's.
    expect((await requestWith(api, editorAgain, reset, { method: 'POST', json: {} })).status).toBe(
      403,
    );

    const response = await requestWith(api, adminJar, reset, { method: 'POST', json: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: editor.id, twoFactor: false });
    expect(await isSignedIn(editorJar)).toBe(false);
    expect(await isSignedIn(editorAgain)).toBe(false);
    expect(await isSignedIn(adminJar)).toBe(true);
    const row = await api.models.User.query().findById(editor.id);
    expect(row?.twoFactorSecret).toBeNull();
    const entry = await api.models.ActivityEntry.query()
      .where({ userId: admin.id, action: 'reset-two-factor' })
      .first();
    expect(entry).toMatchObject({ entity: 'user', entityId: editor.id });
    // The password alone signs the editor in again.
    await signedIn(editor);
    expect(
      (
        await requestWith(api, adminJar, '/api/admin/users/nobody/two-factor/reset', {
          method: 'POST',
          json: {},
        })
      ).status,
    ).toBe(404);
  });

  it('when required for every admin, refuses an admin without it everything but enrolment', async () => {
    const setter = await createUser(api, { role: 'admin' });
    const setterJar = await signedIn(setter);
    const policy = '/api/admin/settings/sign-in';
    const on = { method: 'PUT', json: { requireAdminTwoFactor: true } };
    // Not before the admin has it themselves.
    expect((await requestWith(api, setterJar, policy, on)).status).toBe(409);
    expect(
      (
        await requestWith(api, setterJar, policy, {
          method: 'PUT',
          json: { requireAdminTwoFactor: 'yes' },
        })
      ).status,
    ).toBe(400);
    await enrol(setterJar);
    expect((await requestWith(api, setterJar, policy, on)).status).toBe(200);
    expect(await (await requestWith(api, setterJar, policy)).json()).toEqual({
      requireAdminTwoFactor: true,
    });

    const admin = await createUser(api, { role: 'admin' });
    const editor = await createUser(api, { role: 'editor' });
    const adminJar = await signedIn(admin);
    const refused = await requestWith(api, adminJar, '/api/admin/users');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^two-factor-required/);
    expect((await requestWith(api, adminJar, '/api/admin/blog')).status).toBe(403);
    expect(await status(adminJar)).toMatchObject({ enabled: false, mustEnrol: true });
    expect((await requestWith(api, adminJar, SESSIONS)).status).toBe(200);
    // Editors are not concerned.
    expect((await requestWith(api, await signedIn(editor), '/api/admin/blog')).status).toBe(200);

    await enrol(adminJar);
    expect((await requestWith(api, adminJar, '/api/admin/users')).status).toBe(200);
    expect(await status(adminJar)).toMatchObject({ enabled: true, mustEnrol: false });

    const off = { method: 'PUT', json: { requireAdminTwoFactor: false } };
    expect((await requestWith(api, setterJar, policy, off)).status).toBe(200);
    const entries = await api.models.ActivityEntry.query().where({
      userId: setter.id,
      entity: 'site-settings',
    });
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Two-factor sign-in required for admins',
      'Two-factor sign-in no longer required for admins',
    ]);
  });

  it('lists the account’s own sessions, marks this one, ends one and signs out everywhere else', async () => {
    const user = await createUser(api, { role: 'editor' });
    const stranger = await createUser(api, { role: 'editor' });
    const strangerJar = await signedIn(stranger);
    const jars: CookieJar[] = [];
    for (let i = 0; i < 3; i += 1) {
      const jar = new CookieJar();
      const response = await postForm(
        api,
        '/api/login',
        { email: user.email, password: PASSWORD },
        { jar, headers: { 'User-Agent': FIREFOX } },
      );
      expect(response.status).toBe(303);
      jars.push(jar.take(response));
    }
    const [mine, second, third] = jars as [CookieJar, CookieJar, CookieJar];
    const list = async (jar: CookieJar) =>
      accountSessionsSchema.parse(await (await requestWith(api, jar, SESSIONS)).json()).sessions;

    const sessions = await list(mine);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ device: 'Firefox on Linux', network: '127.0.0.0/24' });
    // No session id leaves the server; only a digest of it.
    const sids = (await api.models.Session.query()).map((row) => row.sid);
    for (const session of sessions) expect(sids).not.toContain(session.id);

    // Another account's session cannot be named.
    const strangers = await list(strangerJar);
    expect(strangers).toHaveLength(1);
    expect(
      (await requestWith(api, mine, `${SESSIONS}/${strangers[0]!.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(await isSignedIn(strangerJar)).toBe(true);
    expect(
      (await requestWith(api, mine, `${SESSIONS}/not-a-session`, { method: 'DELETE' })).status,
    ).toBe(404);

    const secondId = (await list(second)).find((session) => session.current)!.id;
    expect(
      (await requestWith(api, mine, `${SESSIONS}/${secondId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await isSignedIn(second)).toBe(false);
    expect(await list(mine)).toHaveLength(2);

    const everywhere = await requestWith(api, mine, `${SESSIONS}/end-others`, {
      method: 'POST',
      json: {},
    });
    expect(everywhere.status).toBe(200);
    expect(await everywhere.json()).toEqual({ ended: 1 });
    expect(await isSignedIn(third)).toBe(false);
    expect(await isSignedIn(mine)).toBe(true);
    expect(await isSignedIn(strangerJar)).toBe(true);
    expect((await list(mine)).map((session) => session.current)).toEqual([true]);
  });

  it('ends every session of an account given a new password on the server', async () => {
    const user = await createUser(api, { role: 'editor' });
    const jar = await signedIn(user);
    await updateAccount(api.models, { email: user.email, password: 'another long passphrase' });
    expect(await isSignedIn(jar)).toBe(false);
  });
});
