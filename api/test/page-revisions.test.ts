/**
 * A page's saved versions: every save of a page keeps one (the page as the console's GET shows
 * it, in the save's transaction), the console lists them newest first and reads one in full to
 * restore it; the oldest go beyond REVISIONS_KEPT. Every staff role; the attack classes refused.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  pageDefaults,
  pageRevisionSchema,
  pageRevisionSummarySchema,
  REVISIONS_KEPT,
  legalPageDefaults,
} from '@campaign/shared';
import { TEST_SESSION_SECRET } from './support/auth';
import {
  CROSS_SITE,
  failActivityEntries,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { dialectOf } from '../src/db/create-database';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 90_000 });

/** The homepage with its hero headline (and, when given, its call to action's title) changed. */
const homepage = (headline: string, ctaTitle?: string) => {
  const page = structuredClone(pageDefaults.homepage);
  page.hero.headline = headline;
  if (ctaTitle !== undefined) page.cta.title = ctaTitle;
  return page;
};

/** Makes every insert of a page's version fail inside the database; returns the undo. */
async function failRevisionInserts(db: Knex): Promise<() => Promise<void>> {
  const name = 'fail_page_revision';
  if (dialectOf(db) === 'mysql') {
    await db.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON content_revisions FOR EACH ROW
       BEGIN IF NEW.entity = 'page-content' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused'; END IF; END`,
    );
  } else {
    await db.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON content_revisions WHEN NEW.entity = 'page-content'
       BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
  }
  return async () => {
    await db.raw(`DROP TRIGGER ${name}`);
  };
}

describe.each(TEST_DIALECTS)('page versions on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());

  const save = async (key: string, page: unknown, who: 'admin' | 'editor' = 'editor') => {
    const response = await users.as(who, `/api/admin/content/pages/${key}`, {
      method: 'PUT',
      json: page,
    });
    expect(response.status, `saving ${key}`).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const versions = async (key: string) => {
    const response = await users.as('editor', `/api/admin/content/pages/${key}/revisions`);
    expect(response.status).toBe(200);
    return pageRevisionSummarySchema.array().parse(await response.json());
  };
  const version = async (key: string, id: number) => {
    const response = await users.as('editor', `/api/admin/content/pages/${key}/revisions/${id}`);
    expect(response.status).toBe(200);
    return pageRevisionSchema.parse(await response.json());
  };
  const consolePage = async (key: string) => {
    const response = await users.as('editor', '/api/admin/content/pages');
    expect(response.status).toBe(200);
    return ((await response.json()) as Record<string, unknown>)[key];
  };
  const revisionRows = () => api.models.ContentRevision.query().where('entity', 'page-content');

  it('has none for a page never saved', async () => {
    expect(await versions('values')).toEqual([]);
  });

  it('keeps each saved version, newest first, with who saved it, and reads one back in full', async () => {
    await save('homepage', homepage('Nitrate-free, the first take'));
    const firstAsShown = await consolePage('homepage');
    await save(
      'homepage',
      homepage('Nitrate-free, the second take', 'Join us this November'),
      'admin',
    );

    const list = await versions('homepage');
    expect(list.map(({ savedBy, changed }) => [savedBy, changed])).toEqual([
      ['Ada Lovelace', ['hero', 'cta']],
      // The oldest kept: what came before it is not kept.
      ['Eddie Lovelace', null],
    ]);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    expect(Date.parse(list[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.savedAt));
    // A summary carries no content.
    expect(Object.keys(list[0]!).sort()).toEqual(['changed', 'id', 'savedAt', 'savedBy']);

    const first = await version('homepage', list[1]!.id);
    expect(first).toMatchObject({ id: list[1]!.id, savedBy: 'Eddie Lovelace', changed: null });
    // The page as the console's GET showed it after that save: whole, merged over the defaults.
    expect(first.content).toEqual(firstAsShown);
    expect(first.content).toMatchObject({ hero: { headline: 'Nitrate-free, the first take' } });

    const second = await version('homepage', list[0]!.id);
    expect(second.changed).toEqual(['hero', 'cta']);
    expect(second.content).toEqual(await consolePage('homepage'));
  });

  it('keeps a legal page as stored: its HTML cleaned', async () => {
    const saved = await save('privacy', {
      ...legalPageDefaults.privacy,
      body: '<h2>Your data</h2><p>We keep only what you send us.</p><script>alert(1)</script>',
    });
    const [newest] = await versions('privacy');
    const kept = await version('privacy', newest!.id);
    expect(kept.content).toEqual(saved);
    expect(kept.content.body).toBe('<h2>Your data</h2><p>We keep only what you send us.</p>');
  });

  it('keeps no version of a save that was rolled back, and no save without its version', async () => {
    const before = (await revisionRows()).length;
    const restore = await failActivityEntries(api.db, 'update');
    try {
      const response = await users.as('editor', '/api/admin/content/pages/about', {
        method: 'PUT',
        json: pageDefaults.about,
      });
      expect(response.status).toBe(500);
    } finally {
      await restore();
    }
    expect((await revisionRows()).length).toBe(before);
    expect(await versions('about')).toEqual([]);

    // The version is stored in the save's transaction: when it cannot be, nothing is saved.
    const stored = await api.models.PageContent.query().findOne({ pageKey: 'homepage' });
    const activity = await api.models.ActivityEntry.query().resultSize();
    const undo = await failRevisionInserts(api.db);
    try {
      const response = await users.as('editor', '/api/admin/content/pages/homepage', {
        method: 'PUT',
        json: homepage('Never stored at all'),
      });
      expect(response.status).toBe(500);
    } finally {
      await undo();
    }
    expect(await api.models.PageContent.query().findOne({ pageKey: 'homepage' })).toEqual(stored);
    expect(await api.models.ActivityEntry.query().resultSize()).toBe(activity);
    expect((await revisionRows()).length).toBe(before);
  });

  it(`keeps the newest ${REVISIONS_KEPT} of each page`, async () => {
    await save('contact', pageDefaults.contact);
    const [oldest] = await versions('contact');
    for (let i = 1; i <= REVISIONS_KEPT; i += 1) {
      const page = structuredClone(pageDefaults.contact);
      page.formTitle = `Write to us, take ${i}`;
      await save('contact', page);
    }
    const list = await versions('contact');
    expect(list).toHaveLength(REVISIONS_KEPT);
    expect(list.some((kept) => kept.id === oldest!.id)).toBe(false);
    expect((await version('contact', list[0]!.id)).content).toMatchObject({
      formTitle: `Write to us, take ${REVISIONS_KEPT}`,
    });
    expect((await version('contact', list.at(-1)!.id)).content).toMatchObject({
      formTitle: 'Write to us, take 1',
    });
    expect(list.at(-1)!.changed).toBeNull();
    expect(
      (await users.as('editor', `/api/admin/content/pages/contact/revisions/${oldest!.id}`)).status,
    ).toBe(404);
    // Other pages' versions are their own.
    expect(await versions('homepage')).toHaveLength(2);
  });

  it('answers 404 for an unknown page, a bad id, or a version of another page', async () => {
    const [homepageVersion] = await versions('homepage');
    for (const key of ['nope', 'stats', 'HOMEPAGE', 'Homepage', '__proto__', '..%2fusers']) {
      const response = await users.as('editor', `/api/admin/content/pages/${key}/revisions`);
      expect(response.status, key).toBe(404);
      expect(await response.json(), key).toMatchObject({ message: 'Page not found' });
    }
    const other = await users.as(
      'editor',
      `/api/admin/content/pages/about/revisions/${homepageVersion!.id}`,
    );
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ message: 'Version not found' });
    for (const id of ['0', '-1', 'abc', '1.5', '1e3', '99999999']) {
      const response = await users.as(
        'editor',
        `/api/admin/content/pages/homepage/revisions/${id}`,
      );
      expect(response.status, id).toBe(404);
      expect(await response.json(), id).toMatchObject({ message: 'Version not found' });
    }
  });

  it('refuses the signed out, non-staff, other spellings and writes', async () => {
    const [newest] = await versions('homepage');
    for (const path of [
      '/api/admin/content/pages/homepage/revisions',
      `/api/admin/content/pages/homepage/revisions/${newest!.id}`,
    ]) {
      expect((await users.as('anonymous', path)).status, path).toBe(401);
      expect((await users.as('member', path)).status, path).toBe(403);
      expect((await users.as('admin', path)).status, path).toBe(200);
      expect((await users.as('editor', path)).status, path).toBe(200);
      for (const spelling of otherSpellings(path)) {
        expect((await users.as('editor', spelling)).status, spelling).toBe(404);
      }
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expect((await users.as('editor', path, { method, json: {} })).status, method).toBe(405);
        for (const headers of CROSS_SITE) {
          const response = await users.as('editor', path, { method, json: {}, headers });
          expect([403, 405], `${method} ${JSON.stringify(headers)}`).toContain(response.status);
        }
      }
    }
    // A key spelled with an encoded letter is the key, as the page's own save reads it.
    const encoded = '/api/admin/content/pages/%68omepage';
    expect((await users.as('editor', `${encoded}/revisions`)).status).toBe(
      (await users.as('editor', encoded, { method: 'PUT', json: pageDefaults.homepage })).status,
    );
  });
});
