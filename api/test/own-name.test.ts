/**
 * PATCH /api/admin/profile: a staff member names themselves (the first admin is made without a
 * name, and new articles take their author from it). Only one's own account, every staff role,
 * the same rules as an account's name when an admin makes one; the attack classes refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUserSchema } from '@campaign/shared';
import { TEST_SESSION_SECRET } from './support/auth';
import {
  CROSS_SITE,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const PROFILE = '/api/admin/profile';

describe.each(TEST_DIALECTS)('one’s own name on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());

  const nameOf = async (id: string) => {
    const row = await api.models.User.query().findById(id);
    return { firstName: row?.firstName ?? null, lastName: row?.lastName ?? null };
  };
  const unname = (id: string) =>
    api.models.User.query().patch({ firstName: null, lastName: null }).where('id', id);

  it('sets the signed-in person’s name, answers them as the session check does, and logs it', async () => {
    await unname(users.editor.id);
    const response = await users.as('editor', PROFILE, {
      method: 'PATCH',
      json: { firstName: '  Grace ', lastName: 'Hopper' },
    });
    expect(response.status).toBe(200);
    const answered = currentUserSchema.parse(await response.json());
    expect(answered).toMatchObject({ id: users.editor.id, firstName: 'Grace', role: 'editor' });
    expect(await nameOf(users.editor.id)).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
    expect(await (await users.as('editor', '/api/auth/user')).json()).toEqual(answered);
    // Nobody else's account changed.
    expect((await nameOf(users.admin.id)).firstName).toBe(users.admin.firstName);
    const entry = await api.models.ActivityEntry.query()
      .where({ userId: users.editor.id, entity: 'user' })
      .orderBy('id', 'desc')
      .first();
    expect(entry).toMatchObject({ action: 'update', entityId: users.editor.id });
  });

  it('refuses a name the account form would refuse, and stores nothing', async () => {
    await unname(users.editor.id);
    for (const body of [
      { firstName: 'G', lastName: 'Hopper' },
      { firstName: 'Grace' },
      { firstName: 'x'.repeat(101), lastName: 'Hopper' },
      { firstName: 42, lastName: 'Hopper' },
    ]) {
      const response = await users.as('editor', PROFILE, { method: 'PATCH', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { issues?: { path: string }[] };
      expect(answer.issues?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect(await nameOf(users.editor.id)).toEqual({ firstName: null, lastName: null });
  });

  it('cannot name another account: an id in the body or path changes nothing', async () => {
    const before = await nameOf(users.admin.id);
    const response = await users.as('editor', PROFILE, {
      method: 'PATCH',
      json: { id: users.admin.id, firstName: 'Mallory', lastName: 'Mallet', role: 'admin' },
    });
    expect(response.status).toBe(200);
    expect(await nameOf(users.admin.id)).toEqual(before);
    expect((await api.models.User.query().findById(users.editor.id))?.role).toBe('editor');
    expect(
      (await users.as('editor', `${PROFILE}/${users.admin.id}`, { method: 'PATCH', json: {} }))
        .status,
    ).toBe(404);
  });

  it('refuses the signed out, non-staff, cross-site posts, other spellings and other methods', async () => {
    const json = { firstName: 'Eve', lastName: 'Dropper' };
    expect((await users.as('anonymous', PROFILE, { method: 'PATCH', json })).status).toBe(401);
    expect((await users.as('member', PROFILE, { method: 'PATCH', json })).status).toBe(403);
    for (const headers of CROSS_SITE) {
      const response = await users.as('editor', PROFILE, { method: 'PATCH', json, headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    for (const spelling of otherSpellings(PROFILE)) {
      const response = await users.as('editor', spelling, { method: 'PATCH', json });
      expect(response.status, spelling).toBe(404);
    }
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const init = method === 'GET' ? { method } : { method, json };
      expect((await users.as('editor', PROFILE, init)).status, method).toBe(405);
    }
    expect((await nameOf(users.editor.id)).firstName).not.toBe('Eve');
  });
});
