/**
 * An article's saved versions: every create and update keeps one (in the save's transaction),
 * the console lists them newest first and reads one in full to restore it; the oldest go beyond
 * REVISIONS_KEPT; deleting the article deletes them. Every staff role; the attack classes
 * refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  REVISIONS_KEPT,
  articleRevisionSchema,
  articleRevisionSummarySchema,
} from '@campaign/shared';
import { TEST_SESSION_SECRET } from './support/auth';
import {
  CROSS_SITE,
  failActivityEntries,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 90_000 });

const article = (slug: string, title = 'Curing salts, explained slowly') => ({
  slug,
  title,
  excerpt: 'What curing salt is, and why it is added to ham and bacon.',
  content: '<p>Sodium nitrite keeps cured meat pink and stops some bacteria.</p>',
  author: 'Dr. Sarah Johnson',
});

describe.each(TEST_DIALECTS)('article versions on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());

  const write = (
    method: string,
    path: string,
    json?: unknown,
    who: 'admin' | 'editor' = 'editor',
  ) => users.as(who, path, { method, json });
  const versions = async (slug: string) => {
    const response = await users.as('editor', `/api/admin/blog/${slug}/revisions`);
    expect(response.status).toBe(200);
    return articleRevisionSummarySchema.array().parse(await response.json());
  };
  const revisionRows = () => api.models.ContentRevision.query().where('entity', 'blog-post');

  it('keeps each saved version, newest first, with who saved it, and reads one back in full', async () => {
    expect((await write('POST', '/api/admin/blog', article('versions-one'))).status).toBe(201);
    expect(
      (
        await write(
          'PUT',
          '/api/admin/blog/versions-one',
          { title: 'Curing salts, the second take' },
          'admin',
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await write('PUT', '/api/admin/blog/versions-one', {
          slug: 'versions-moved',
          status: 'published',
        })
      ).status,
    ).toBe(200);

    // The address changed: the versions follow the article.
    const list = await versions('versions-moved');
    expect(list.map((version) => [version.title, version.status, version.savedBy])).toEqual([
      ['Curing salts, the second take', 'published', 'Eddie Lovelace'],
      ['Curing salts, the second take', 'draft', 'Ada Lovelace'],
      ['Curing salts, explained slowly', 'draft', 'Eddie Lovelace'],
    ]);
    expect(Date.parse(list[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(list[2]!.savedAt));

    const first = await users.as(
      'editor',
      `/api/admin/blog/versions-moved/revisions/${list[2]!.id}`,
    );
    expect(first.status).toBe(200);
    const version = articleRevisionSchema.parse(await first.json());
    expect(version.article).toMatchObject({
      slug: 'versions-one',
      title: 'Curing salts, explained slowly',
      content: '<p>Sodium nitrite keeps cured meat pink and stops some bacteria.</p>',
      status: 'draft',
    });
  });

  it('keeps no version of a save that was rolled back, and drops them with the article', async () => {
    expect((await write('POST', '/api/admin/blog', article('versions-two'))).status).toBe(201);
    const before = (await revisionRows()).length;
    const restore = await failActivityEntries(api.db, 'update');
    try {
      expect(
        (await write('PUT', '/api/admin/blog/versions-two', { title: 'Never stored at all' }))
          .status,
      ).toBe(500);
    } finally {
      await restore();
    }
    expect((await revisionRows()).length).toBe(before);
    const [post] = await api.models.BlogPost.query().where('slug', 'versions-two').select('id');
    expect(
      await api.models.ContentRevision.query().where('entityKey', String(post!.id)),
    ).toHaveLength(1);

    expect((await write('DELETE', '/api/admin/blog/versions-two')).status).toBe(204);
    expect(
      await api.models.ContentRevision.query().where('entityKey', String(post!.id)),
    ).toHaveLength(0);
  });

  it(`keeps the newest ${REVISIONS_KEPT}`, async () => {
    expect((await write('POST', '/api/admin/blog', article('versions-many'))).status).toBe(201);
    for (let i = 1; i <= REVISIONS_KEPT + 2; i += 1) {
      const response = await write('PUT', '/api/admin/blog/versions-many', {
        title: `Take number ${i} of many`,
      });
      expect(response.status).toBe(200);
    }
    const list = await versions('versions-many');
    expect(list).toHaveLength(REVISIONS_KEPT);
    expect(list[0]!.title).toBe(`Take number ${REVISIONS_KEPT + 2} of many`);
    expect(list.at(-1)!.title).toBe('Take number 3 of many');
  });

  it('answers 404 for an unknown article or a version of another article', async () => {
    expect((await write('POST', '/api/admin/blog', article('versions-other'))).status).toBe(201);
    const [other] = await versions('versions-other');
    expect((await users.as('editor', '/api/admin/blog/no-such-article/revisions')).status).toBe(
      404,
    );
    expect(
      (await users.as('editor', `/api/admin/blog/versions-moved/revisions/${other!.id}`)).status,
    ).toBe(404);
    for (const id of ['0', '-1', 'abc', '1.5', '99999999']) {
      expect(
        (await users.as('editor', `/api/admin/blog/versions-moved/revisions/${id}`)).status,
        id,
      ).toBe(404);
    }
  });

  it('refuses the signed out, non-staff, other spellings and writes', async () => {
    const path = '/api/admin/blog/versions-moved/revisions';
    expect((await users.as('anonymous', path)).status).toBe(401);
    expect((await users.as('member', path)).status).toBe(403);
    expect((await users.as('admin', path)).status).toBe(200);
    for (const spelling of otherSpellings(path)) {
      expect((await users.as('editor', spelling)).status, spelling).toBe(404);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await users.as('editor', path, { method, json: {} })).status, method).toBe(405);
      for (const headers of CROSS_SITE) {
        const response = await users.as('editor', path, { method, json: {}, headers });
        expect([403, 405], `${method} ${JSON.stringify(headers)}`).toContain(response.status);
      }
    }
  });
});
