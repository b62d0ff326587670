import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityPageSchema, type ActivityEntry } from '@campaign/shared';
import type { User } from '../src/models';
import { CookieJar, createUser, requestWith, signIn, TEST_SESSION_SECRET } from './support/auth';
import { rawRequest } from './support/raw-http';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

describe.each(TEST_DIALECTS)('activity log API on %s', (dialect) => {
  let api: TestApi;
  let admin: User;
  let editor: User;
  const jars: Record<'admin' | 'editor' | 'member' | 'anonymous', CookieJar> = {
    admin: new CookieJar(),
    editor: new CookieJar(),
    member: new CookieJar(),
    anonymous: new CookieJar(),
  };
  /** The entries this file writes, newest first, as the API should answer them. */
  let expected: ActivityEntry[];

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    [admin, editor] = await Promise.all([
      createUser(api, { role: 'admin' }),
      createUser(api, { role: 'editor' }),
    ]);
    const member = await createUser(api, { role: null });
    for (const [name, user] of [
      ['admin', admin],
      ['editor', editor],
      ['member', member],
    ] as const) {
      expect((await signIn(api, user.email, undefined, jars[name])).response.status).toBe(303);
    }

    // A known log: 9 entries over three hours, two of them in the same millisecond (the later
    // id comes first), written by the admin and the editor about several entities.
    await api.db('activity_log').delete();
    const base = Date.UTC(2026, 10, 20, 9, 0, 0);
    const rows = [
      [editor, 'update', 'tip', '3', 'Changed title', 0],
      [admin, 'update', 'blog-post', 'a-post', 'Changed content', 10],
      [admin, 'create', 'user', 'u-1', 'Added x@example.org as editor', 20],
      [editor, 'update', 'page-content', 'homepage', 'Changed hero', 30],
      [admin, 'disable', 'user', 'u-1', 'Disabled', 40],
      [admin, 'password-link', 'user', 'u-2', 'Password link created', 40],
      [editor, 'update', 'tip', '4', 'Changed description', 90],
      [admin, 'export', 'pledge', null, 'Exported 12 pledges', 120],
      [admin, 'update', 'tip', '3', 'Changed icon', 180],
    ] as const;
    for (const [user, action, entity, entityId, summary, minutes] of rows) {
      await api.models.ActivityEntry.query().insert({
        userId: user.id,
        userEmail: user.email,
        action,
        entity,
        entityId,
        summary,
        createdAt: new Date(base + minutes * 60_000),
      });
    }
    const stored = await api.models.ActivityEntry.query().orderBy('id');
    expected = stored
      .map((entry) => ({
        id: entry.id,
        userId: entry.userId,
        userEmail: entry.userEmail,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        summary: entry.summary,
        createdAt: entry.createdAt.toISOString(),
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  });
  afterAll(() => api?.close());

  const list = async (query = '') => {
    const response = await requestWith(api, jars.admin, `/api/admin/activity${query}`);
    expect(response.status, query).toBe(200);
    return activityPageSchema.parse(await response.json());
  };

  it('answers 401 signed out, and 403 to a member and to an editor', async () => {
    for (const [who, status] of [
      ['anonymous', 401],
      ['member', 403],
      ['editor', 403],
    ] as const) {
      const response = await requestWith(api, jars[who], '/api/admin/activity');
      expect(response.status, who).toBe(status);
      expect(((await response.json()) as ErrorBody).message).toEqual(expect.any(String));
    }
  });

  it('lists every entry newest first, the later id first within one instant', async () => {
    const response = await requestWith(api, jars.admin, '/api/admin/activity?pageSize=100');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = activityPageSchema.parse(await response.json());
    expect(page).toEqual({ items: expected, total: expected.length, page: 1, pageSize: 100 });
    const sameInstant = page.items.filter((item) => item.createdAt === expected[3]!.createdAt);
    expect(sameInstant.map((item) => item.summary)).toEqual(['Password link created', 'Disabled']);
    expect(page.items[0]!.summary).toBe('Changed icon');
  });

  it('pages through the entries without gaps or repeats', async () => {
    const seen: ActivityEntry[] = [];
    for (let number = 1; number <= 3; number++) {
      const page = await list(`?page=${number}&pageSize=4`);
      expect(page).toMatchObject({ page: number, pageSize: 4, total: expected.length });
      seen.push(...page.items);
    }
    expect(seen).toEqual(expected);
    expect(await list('?page=4&pageSize=4')).toMatchObject({ items: [], total: expected.length });
    // Defaults: page 1, 20 a page.
    expect(await list()).toMatchObject({ page: 1, pageSize: 20, total: expected.length });
  });

  it('filters by entity, action and person, alone or together', async () => {
    const only = (test: (entry: ActivityEntry) => boolean) => expected.filter(test);
    expect((await list('?entity=tip')).items).toEqual(only((e) => e.entity === 'tip'));
    expect((await list('?action=update')).items).toEqual(only((e) => e.action === 'update'));
    expect((await list(`?userId=${editor.id}`)).items).toEqual(only((e) => e.userId === editor.id));
    const both = await list(`?entity=tip&userId=${admin.id}`);
    expect(both.items).toEqual(only((e) => e.entity === 'tip' && e.userId === admin.id));
    expect(both.total).toBe(1);
    const users = await list('?entity=user&action=disable');
    expect(users.items.map((e) => e.summary)).toEqual(['Disabled']);
    expect(await list('?userId=nobody')).toMatchObject({ items: [], total: 0 });
    // Paging applies after filtering.
    const tips = await list('?entity=tip&page=2&pageSize=2');
    expect(tips.items).toEqual(only((e) => e.entity === 'tip').slice(2, 4));
    expect(tips.total).toBe(3);
  });

  it('answers 400 with issues for a bad query', async () => {
    for (const query of [
      'entity=planet',
      'action=rename',
      'page=0',
      'pageSize=101',
      'pageSize=abc',
      `userId=${'x'.repeat(65)}`,
      'entity=tip&entity=user',
    ]) {
      const response = await requestWith(api, jars.admin, `/api/admin/activity?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.message, query).toBe('Invalid query');
      expect(body.issues?.length, query).toBeGreaterThan(0);
    }
  });

  it('has no way to edit or delete an entry: every write answers 404 or 405, the rows stay', async () => {
    const before = await api.db('activity_log').select('*').orderBy('id');
    const id = String(expected[0]!.id);
    const port = Number(new URL(api.baseUrl).port);
    for (const path of [
      '/api/admin/activity',
      `/api/admin/activity/${id}`,
      '/api/admin/activity/1',
      '/api/admin/activity/',
    ]) {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
        for (const jar of [jars.admin, jars.editor]) {
          const response = await rawRequest(port, {
            method,
            path,
            headers: { Cookie: jar.header(), 'Content-Type': 'application/json' },
            body: JSON.stringify({ summary: 'Rewritten history', userEmail: 'nobody' }),
          });
          expect([404, 405], `${method} ${path} → ${response.status}`).toContain(response.status);
        }
      }
    }
    expect(await api.db('activity_log').select('*').orderBy('id')).toEqual(before);
  });

  it('matches only its own path', async () => {
    const port = Number(new URL(api.baseUrl).port);
    for (const path of [
      '/api/admin/Activity',
      '/api/admin/activity/',
      '/api/admin//activity',
      '/api/admin/%61ctivity',
      '/api/ADMIN/activity',
    ]) {
      const response = await rawRequest(port, {
        method: 'GET',
        path,
        headers: { Cookie: jars.admin.header() },
      });
      expect(response.status, path).toBe(404);
    }
  });
});
