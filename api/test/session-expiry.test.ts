import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS } from '../src/auth/session-policy';
import { purgeExpiredSessions } from '../src/auth/session-store';
import type { User } from '../src/models';
import {
  createUser,
  requestWith,
  rawRequestWith,
  SAME_SITE_NAVIGATION,
  signIn,
  TEST_SESSION_SECRET,
} from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

describe.each(TEST_DIALECTS)('session lifetime on %s', (dialect) => {
  let api: TestApi;
  let admin: User;

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    admin = await createUser(api);
  });
  afterAll(() => api?.close());

  const row = (sid: string | undefined) => api.models.Session.query().findById(sid ?? '-');
  const me = (jar: Parameters<typeof requestWith>[1]) => requestWith(api, jar, '/api/auth/user');

  it('sets a 2-hour cookie and row, renewed by every request (rolling)', async () => {
    const before = Date.now();
    const { response, jar } = await signIn(api, admin.email);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const cookieExpires = new Date(/expires=([^;]+)/i.exec(cookie)![1]!).getTime();
    expect(cookieExpires).toBeGreaterThanOrEqual(
      Math.floor((before + SESSION_IDLE_MS) / 1000) * 1000 - 1000,
    );
    expect(cookieExpires).toBeLessThanOrEqual(Date.now() + SESSION_IDLE_MS + 1000);
    const first = (await row(jar.sid))!.expire.getTime();
    expect(first).toBeGreaterThanOrEqual(before + SESSION_IDLE_MS);
    expect(first).toBeLessThanOrEqual(Date.now() + SESSION_IDLE_MS + 15_000);

    // Pretend an hour went by: the next request pushes the expiry 2 hours from now again.
    await api.models.Session.query()
      .findById(jar.sid!)
      .patch({ expire: new Date(Date.now() + SESSION_IDLE_MS / 2) });
    const renewed = await me(jar);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(
      true,
    );
    expect((await row(jar.sid))!.expire.getTime()).toBeGreaterThanOrEqual(
      Date.now() + SESSION_IDLE_MS - 1000,
    );
  });

  it('ends a session idle for more than 2 hours, and deletes its row', async () => {
    const { jar } = await signIn(api, admin.email);
    const sid = jar.sid!;
    await api.models.Session.query()
      .findById(sid)
      .patch({ expire: new Date(Date.now() - 1000) });
    expect((await me(jar)).status).toBe(401);
    expect(await row(sid)).toBeUndefined();
  });

  it('ends a session 12 hours after sign-in, however active', async () => {
    const { jar } = await signIn(api, admin.email);
    const sid = jar.sid!;
    const stored = (await row(sid))!;
    // Still valid at 11:59 …
    await api.models.Session.query()
      .findById(sid)
      .patch({ sess: { ...stored.sess, createdAt: Date.now() - SESSION_ABSOLUTE_MS + 60_000 } });
    expect((await me(jar)).status).toBe(200);
    // … but not past 12 hours, even though the idle expiry is still hours away.
    const current = (await row(sid))!;
    await api.models.Session.query()
      .findById(sid)
      .patch({ sess: { ...current.sess, createdAt: Date.now() - SESSION_ABSOLUTE_MS - 1000 } });
    expect((await row(sid))!.expire.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect((await me(jar)).status).toBe(401);
    expect(await row(sid)).toBeUndefined();
  });

  it('refuses a session that does not say when it began', async () => {
    const { jar } = await signIn(api, admin.email);
    const stored = (await row(jar.sid))!;
    const { createdAt: _dropped, ...rest } = stored.sess;
    await api.models.Session.query().findById(jar.sid!).patch({ sess: rest });
    expect((await me(jar)).status).toBe(401);
  });

  it('purges expired rows', async () => {
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    for (const [sid, expire] of [
      ['purge-old-1', past],
      ['purge-old-2', past],
      ['purge-live', future],
    ] as const) {
      await api.models.Session.query().insert({ sid, sess: {}, expire });
    }
    expect(await purgeExpiredSessions(api.db)).toBeGreaterThanOrEqual(2);
    expect(await row('purge-old-1')).toBeUndefined();
    expect(await row('purge-live')).toBeDefined();
  });

  it('keeps sessions valid on another instance sharing the secret and database', async () => {
    const { jar } = await signIn(api, admin.email);
    const sibling = await api.startSibling();
    try {
      expect((await requestWith(sibling, jar, '/api/auth/user')).status).toBe(200);
      // Signing out on one ends it everywhere.
      await rawRequestWith(sibling, jar, '/api/logout', { headers: SAME_SITE_NAVIGATION });
    } finally {
      await sibling.close();
    }
  });

  it('reads no session and sets no cookie on public routes', async () => {
    const { jar } = await signIn(api, admin.email);
    const before = (await row(jar.sid))!.expire.getTime();
    await api.models.Session.query()
      .findById(jar.sid!)
      .patch({ expire: new Date(before - 60_000) });
    const response = await requestWith(api, jar, '/api/blog');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await row(jar.sid))!.expire.getTime()).toBe(before - 60_000);
  });
});
