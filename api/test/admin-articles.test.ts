import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminBlogPostSchema, articlePreviewSchema, type AdminBlogPost } from '@campaign/shared';
import { TEST_SESSION_SECRET } from './support/auth';
import {
  failActivityEntries,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

const NOW = new Date('2026-11-20T10:00:00.000Z');

const article = (slug: string) => ({
  slug,
  title: 'Curing salts, explained slowly',
  excerpt: 'What curing salt is, and why it is added to ham and bacon.',
  content:
    '<h2>Curing</h2><p onclick="steal()">Sodium nitrite keeps cured meat pink and stops some bacteria.</p><script>steal()</script>',
  author: 'Dr. Sarah Johnson',
});
const CLEAN_CONTENT =
  '<h2>Curing</h2><p>Sodium nitrite keeps cured meat pink and stops some bacteria.</p>';

describe.each(TEST_DIALECTS)('the console’s articles on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    api = await startTestApi(
      dialect,
      { SESSION_SECRET: TEST_SESSION_SECRET },
      { clock: () => NOW },
    );
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());

  const write = (method: string, path: string, json?: unknown) =>
    users.as('editor', path, { method, json });
  const rows = () => api.models.BlogPost.query().orderBy('id');
  const entries = () => api.models.ActivityEntry.query().where('entity', 'blog-post').orderBy('id');
  const isPublic = async (slug: string) => {
    const one = await api.request(`/api/blog/${slug}`);
    const list = (await (await api.request('/api/blog')).json()) as { slug: string }[];
    expect(list.some((post) => post.slug === slug)).toBe(one.status === 200);
    return one.status === 200;
  };

  describe('create', () => {
    it('starts a draft, dated now, with clean HTML; records it; shows it in the console only', async () => {
      const response = await write('POST', '/api/admin/blog', article('curing-salts'));
      expect(response.status).toBe(201);
      const post = adminBlogPostSchema.parse(await response.json());
      expect(post).toMatchObject({
        slug: 'curing-salts',
        status: 'draft',
        content: CLEAN_CONTENT,
        publishedDate: NOW.toISOString(),
        tags: [],
        citations: [],
        imageUrl: null,
        imageId: null,
        image: null,
      });
      const entry = (await entries()).at(-1);
      expect(entry).toMatchObject({
        action: 'create',
        entityId: 'curing-salts',
        userEmail: users.editor.email,
        summary: 'Created "Curing salts, explained slowly" (draft)',
      });
      const listed = (await (
        await users.as('editor', '/api/admin/blog')
      ).json()) as AdminBlogPost[];
      expect(listed.find((p) => p.slug === 'curing-salts')).toMatchObject({ status: 'draft' });
      expect(await isPublic('curing-salts')).toBe(false);
    });

    it('takes every field at once, and a published article dated in the past is public', async () => {
      const response = await write('POST', '/api/admin/blog', {
        ...article('every-field'),
        status: 'published',
        publishedDate: '2026-11-01T08:30:00.000Z',
        imageUrl: '/articles/practical-swaps-and-cooking-tips.jpg',
        tags: ['Labels', ' Curing '],
        citations: ['EFSA (2017)', 'IARC Monograph 114'],
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({
        status: 'published',
        publishedDate: '2026-11-01T08:30:00.000Z',
        imageUrl: '/articles/practical-swaps-and-cooking-tips.jpg',
        tags: ['Labels', 'Curing'],
        citations: ['EFSA (2017)', 'IARC Monograph 114'],
      });
      expect(await isPublic('every-field')).toBe(true);
    });

    it('refuses a slug that is not lower-case words and hyphens, naming the field, storing nothing', async () => {
      const before = await rows();
      for (const slug of [
        'Curing-Salts',
        'curing salts',
        'curing--salts',
        'curing_salts',
        '../x',
        '',
      ]) {
        const response = await write('POST', '/api/admin/blog', article(slug));
        expect(response.status, slug).toBe(400);
        const body = (await response.json()) as ErrorBody;
        expect(
          body.issues?.map((issue) => issue.path),
          slug,
        ).toEqual(['slug']);
      }
      expect(await rows()).toEqual(before);
    });

    it('refuses a slug another article has with 409 and the issue under the slug', async () => {
      const before = await rows();
      const response = await write('POST', '/api/admin/blog', article('curing-salts'));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        message: 'Another article already has this address',
        issues: [{ path: 'slug', message: 'Another article already uses this slug' }],
      });
      expect(await rows()).toEqual(before);
    });

    it('refuses content that is too short once cleaned, and bad fields, with one issue each', async () => {
      const response = await write('POST', '/api/admin/blog', {
        ...article('short-content'),
        content: `<script>${'x'.repeat(80)}</script><p>Hi</p>`,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).issues).toEqual([
        {
          path: 'content',
          message: 'Content must be at least 50 characters once unsafe HTML is removed',
        },
      ]);
      const bad = await write('POST', '/api/admin/blog', {
        ...article('bad-fields'),
        status: 'live',
        publishedDate: 'someday',
        tags: 'one',
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ErrorBody).issues?.map((issue) => issue.path).sort()).toEqual([
        'publishedDate',
        'status',
        'tags',
      ]);
      const twoImages = await write('POST', '/api/admin/blog', {
        ...article('bad-fields'),
        imageId: 3,
        imageUrl: '/a.jpg',
      });
      expect(twoImages.status).toBe(400);
      expect(((await twoImages.json()) as ErrorBody).issues).toEqual([
        { path: 'imageUrl', message: 'Choose an uploaded image or an image URL, not both' },
      ]);
      expect(await api.models.BlogPost.query().findOne({ slug: 'bad-fields' })).toBeUndefined();
    });
  });

  describe('edit', () => {
    it('changes only the fields sent and says which in the log', async () => {
      const before = (await api.models.BlogPost.query().findOne({ slug: 'curing-salts' }))!;
      const response = await write('PUT', '/api/admin/blog/curing-salts', {
        tags: ['Curing'],
        citations: ['WHO (2015)'],
      });
      expect(response.status).toBe(200);
      const after = (await api.models.BlogPost.query().findOne({ slug: 'curing-salts' }))!;
      expect(after).toMatchObject({ ...before, tags: ['Curing'], citations: ['WHO (2015)'] });
      expect((await entries()).at(-1)).toMatchObject({
        action: 'update',
        entityId: 'curing-salts',
        summary: 'Changed tags, citations',
      });
    });

    it('moves an article to a new address on purpose; the old one is gone', async () => {
      await write('PUT', '/api/admin/blog/every-field', { slug: 'every-field-moved' });
      expect(await isPublic('every-field')).toBe(false);
      expect(await isPublic('every-field-moved')).toBe(true);
      expect((await entries()).at(-1)).toMatchObject({
        entityId: 'every-field-moved',
        summary: 'Changed slug (the address was /blog/every-field)',
      });
      expect(
        (await write('PUT', '/api/admin/blog/every-field', { title: 'Gone now' })).status,
      ).toBe(404);
    });

    it('refuses to move onto another article’s address', async () => {
      const before = await rows();
      const response = await write('PUT', '/api/admin/blog/every-field-moved', {
        slug: 'curing-salts',
        title: 'Would overwrite',
      });
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorBody).issues).toEqual([
        { path: 'slug', message: 'Another article already uses this slug' },
      ]);
      expect(await rows()).toEqual(before);
    });

    it('refuses an edit with nothing in it, and a bad slug in the body', async () => {
      const empty = await write('PUT', '/api/admin/blog/curing-salts', { id: 4 });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as ErrorBody).message).toMatch(/^Nothing to change/);
      const bad = await write('PUT', '/api/admin/blog/curing-salts', { slug: 'Not A Slug' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ErrorBody).issues?.[0]?.path).toBe('slug');
    });

    it('publishes a draft, and takes a published article back to draft', async () => {
      const published = await write('PUT', '/api/admin/blog/curing-salts', { status: 'published' });
      expect(await published.json()).toMatchObject({ status: 'published' });
      expect((await entries()).at(-1)?.summary).toBe('Changed status; now published');
      expect(await isPublic('curing-salts')).toBe(true);
      await write('PUT', '/api/admin/blog/curing-salts', { status: 'draft' });
      expect(await isPublic('curing-salts')).toBe(false);
    });
  });

  describe('preview', () => {
    it('answers the article as visitors would get it, cleaned, without storing anything', async () => {
      const before = { rows: await rows(), entries: await entries() };
      const response = await write('POST', '/api/admin/blog/preview', {
        ...article('not-saved-yet'),
        tags: ['Preview'],
      });
      expect(response.status).toBe(200);
      const preview = (await response.json()) as Record<string, unknown>;
      // The shape the console and the public site's preview component read.
      expect(articlePreviewSchema.safeParse(preview).success).toBe(true);
      expect(preview).toMatchObject({
        slug: 'not-saved-yet',
        content: CLEAN_CONTENT,
        tags: ['Preview'],
        publishedDate: NOW.toISOString(),
        image: null,
      });
      // The public article's shape: no console-only fields.
      expect(preview).not.toHaveProperty('status');
      expect(preview).not.toHaveProperty('imageId');
      expect(preview).not.toHaveProperty('id');
      expect({ rows: await rows(), entries: await entries() }).toEqual(before);
    });

    it('shows the same issues a save would', async () => {
      const response = await write('POST', '/api/admin/blog/preview', {
        ...article('x'),
        title: 'Hey',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).issues).toEqual([
        { path: 'title', message: 'Title must be at least 5 characters' },
      ]);
    });
  });

  describe('delete', () => {
    it('removes the article everywhere and records who did it', async () => {
      expect(await isPublic('every-field-moved')).toBe(true);
      const response = await write('DELETE', '/api/admin/blog/every-field-moved');
      expect(response.status).toBe(204);
      expect(
        await api.models.BlogPost.query().findOne({ slug: 'every-field-moved' }),
      ).toBeUndefined();
      expect(await isPublic('every-field-moved')).toBe(false);
      expect((await entries()).at(-1)).toMatchObject({
        action: 'delete',
        entityId: 'every-field-moved',
        userEmail: users.editor.email,
        summary: 'Deleted "Curing salts, explained slowly"',
      });
      expect((await write('DELETE', '/api/admin/blog/every-field-moved')).status).toBe(404);
    });
  });

  describe('every write and its activity entry are stored together, or neither', () => {
    it.each([
      ['create', 'POST', '/api/admin/blog', article('never-created')],
      ['update', 'PUT', '/api/admin/blog/curing-salts', { title: 'Never saved title' }],
      ['delete', 'DELETE', '/api/admin/blog/curing-salts', undefined],
    ])('%s', async (action, method, path, json) => {
      const before = { rows: await rows(), entries: await entries() };
      const undo = await failActivityEntries(api.db, action);
      try {
        expect((await write(method, path, json)).status).toBe(500);
      } finally {
        await undo();
      }
      expect({ rows: await rows(), entries: await entries() }).toEqual(before);
    });
  });
});
