/**
 * The console's autosave: each account keeps its own unsaved edits per editor and item, replaced
 * by each autosave and deleted when saved or discarded; never another account's; never content
 * (the rendered pages stay as they are); the attack classes refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editorDraftSchema } from '@campaign/shared';
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

const DRAFTS = '/api/admin/drafts/blog';
const ITEM = `${DRAFTS}/new%20article`;
const body = (title: string) => ({
  baseline: { title: '', content: '' },
  draft: { title, content: '<p>Half a paragraph</p>' },
});

describe.each(TEST_DIALECTS)('autosaved drafts on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());

  const list = async (who: 'admin' | 'editor') => {
    const response = await users.as(who, DRAFTS);
    expect(response.status).toBe(200);
    return editorDraftSchema.array().parse(await response.json());
  };

  it('keeps the latest autosave per account and item, and forgets it once discarded', async () => {
    expect(
      (await users.as('editor', ITEM, { method: 'PUT', json: body('First words') })).status,
    ).toBe(200);
    expect(
      (await users.as('editor', ITEM, { method: 'PUT', json: body('Second words') })).status,
    ).toBe(200);
    expect(
      (await users.as('editor', `${DRAFTS}/a-saved-post`, { method: 'PUT', json: body('Other') }))
        .status,
    ).toBe(200);

    const drafts = await list('editor');
    expect(drafts.map((draft) => [draft.item, draft.draft.title])).toEqual(
      expect.arrayContaining([
        ['new article', 'Second words'],
        ['a-saved-post', 'Other'],
      ]),
    );
    expect(drafts).toHaveLength(2);
    expect(drafts.find((draft) => draft.item === 'new article')?.baseline).toEqual({
      title: '',
      content: '',
    });
    // Another account sees none of them, and its own autosave of the same item is its own.
    expect(await list('admin')).toEqual([]);
    expect(
      (await users.as('admin', ITEM, { method: 'PUT', json: body('Admin words') })).status,
    ).toBe(200);
    expect((await list('editor')).find((draft) => draft.item === 'new article')?.draft.title).toBe(
      'Second words',
    );
    // Other editors are other lists.
    expect(await (await users.as('editor', '/api/admin/drafts/tips')).json()).toEqual([]);

    expect((await users.as('editor', ITEM, { method: 'DELETE' })).status).toBe(204);
    expect((await users.as('editor', ITEM, { method: 'DELETE' })).status).toBe(404);
    expect((await list('editor')).map((draft) => draft.item)).toEqual(['a-saved-post']);
    expect((await list('admin')).map((draft) => draft.item)).toEqual(['new article']);
  });

  it('is not content: an autosave leaves the published article and the blog as they were', async () => {
    const before = await (await api.request('/api/blog')).text();
    const response = await users.as('editor', `${DRAFTS}/curing-salts`, {
      method: 'PUT',
      json: { baseline: {}, draft: { title: 'Not published by an autosave' } },
    });
    expect(response.status).toBe(200);
    expect(await (await api.request('/api/blog')).text()).toBe(before);
  });

  it('refuses bad bodies, editors and items, and stores nothing', async () => {
    const count = async () => (await api.db('editor_drafts').count({ n: '*' }))[0]!.n;
    const before = Number(await count());
    for (const json of [
      {},
      { baseline: {}, draft: { title: 5 } },
      { baseline: {}, draft: 'text' },
      { baseline: {}, draft: { content: 'x'.repeat(200_001) } },
      {
        baseline: {},
        draft: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, ''])),
      },
    ]) {
      const response = await users.as('editor', `${DRAFTS}/some-item`, { method: 'PUT', json });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
    }
    for (const path of [
      '/api/admin/drafts/newsletters/x',
      '/api/admin/drafts/blog/..%2Fsecrets',
      '/api/admin/drafts/blog/%3Cscript%3E',
      `/api/admin/drafts/blog/${'a'.repeat(192)}`,
    ]) {
      const response = await users.as('editor', path, { method: 'PUT', json: body('Nope') });
      expect(response.status, path).toBe(404);
    }
    expect(Number(await count())).toBe(before);
  });

  it('refuses the signed out, non-staff, cross-site writes, other spellings and methods', async () => {
    const json = body('Attack');
    expect((await users.as('anonymous', DRAFTS)).status).toBe(401);
    expect((await users.as('anonymous', ITEM, { method: 'PUT', json })).status).toBe(401);
    expect((await users.as('member', DRAFTS)).status).toBe(403);
    expect((await users.as('member', ITEM, { method: 'PUT', json })).status).toBe(403);
    for (const headers of CROSS_SITE) {
      for (const method of ['PUT', 'DELETE']) {
        const response = await users.as('editor', ITEM, { method, json, headers });
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    for (const spelling of otherSpellings(`${DRAFTS}/some-item`)) {
      const response = await users.as('editor', spelling, { method: 'PUT', json });
      expect(response.status, spelling).toBe(404);
    }
    expect((await users.as('editor', ITEM, { method: 'POST', json })).status).toBe(405);
    expect((await users.as('editor', DRAFTS, { method: 'DELETE' })).status).toBe(405);
  });

  it('goes with the account', async () => {
    const { createUser, signIn, requestWith } = await import('./support/auth');
    const leaving = await createUser(api, { role: 'editor' });
    const { jar } = await signIn(api, leaving.email);
    const response = await requestWith(api, jar, ITEM, { method: 'PUT', json: body('Leaving') });
    expect(response.status).toBe(200);
    expect(await api.db('editor_drafts').where({ user_id: leaving.id })).toHaveLength(1);
    await api.models.User.query().deleteById(leaving.id);
    expect(await api.db('editor_drafts').where({ user_id: leaving.id })).toHaveLength(0);
  });
});
