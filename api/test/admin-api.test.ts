import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mergeAllPages, pageDefaults, type AllPagesContent } from '@campaign/shared';
import type { User } from '../src/models';
import { seedBlogPosts } from '../src/seeds/blog-posts';
import { CookieJar, createUser, requestWith, signIn, TEST_SESSION_SECRET } from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  publishedDate: string;
  tags: string[];
  citations: string[];
}
interface Tip {
  id: number;
  category: string;
  title: string;
  description: string;
  icon: string;
  order: number;
}

const goodPost = {
  title: 'A new and better title',
  excerpt: 'An excerpt that is comfortably longer than twenty characters.',
  content:
    '<h2>Heading</h2><p>Plenty of <strong>content</strong> to pass the fifty character minimum.</p>',
  author: 'Dr. Sarah Johnson',
};

describe.each(TEST_DIALECTS)('admin API on %s', (dialect) => {
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
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    [admin, editor] = await Promise.all([
      createUser(api, { role: 'admin' }),
      createUser(api, { role: 'editor', firstName: 'Eddie' }),
    ]);
    const member = await createUser(api, { role: null });
    for (const [name, user] of [
      ['admin', admin],
      ['editor', editor],
      ['member', member],
    ] as const) {
      const { response } = await signIn(api, user.email, undefined, jars[name]);
      expect(response.status).toBe(303);
    }
  });
  afterAll(() => api?.close());

  const as = (who: keyof typeof jars, path: string, init?: Parameters<typeof requestWith>[3]) =>
    requestWith(api, jars[who], path, init);
  const firstSlug = () => seedBlogPosts[0]!.slug;
  const firstTip = async () => (await api.models.Tip.query().orderBy('id').first())!;

  describe('who may call it', () => {
    const calls = async () => {
      const tip = await firstTip();
      const pages = mergeAllPages(null);
      return [
        ['GET', '/api/admin/blog', undefined],
        [
          'PUT',
          `/api/admin/blog/${firstSlug()}`,
          { ...goodPost, content: seedBlogPosts[0]!.content },
        ],
        ['GET', '/api/admin/tips', undefined],
        ['PUT', `/api/admin/tips/${tip.id}`, { title: tip.title, description: tip.description }],
        ['GET', '/api/admin/content/pages', undefined],
        ['PUT', '/api/admin/content/pages/values', pages.values],
      ] as const;
    };

    it('answers 401 to a signed-out caller, on every admin route', async () => {
      for (const [method, path, json] of await calls()) {
        const response = await as('anonymous', path, { method, json });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await response.json()).toEqual({ message: expect.any(String) });
      }
      // A path no admin route has meets the same guard: nothing tells a stranger it is unknown.
      const unknown = await as('anonymous', '/api/admin/nothing-here', { method: 'GET' });
      expect(unknown.status).toBe(401);
      // Staff are told it is not there, as on any other unknown path.
      const asEditor = await as('editor', '/api/admin/nothing-here', { method: 'GET' });
      expect(asEditor.status).toBe(404);
      expect(await asEditor.json()).toEqual({ message: 'Not found' });
    });

    it('answers 403 to a signed-in user without a staff role', async () => {
      for (const [method, path, json] of await calls()) {
        const response = await as('member', path, { method, json });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({ message: expect.any(String) });
      }
      // And nothing changed.
      const post = await api.models.BlogPost.query().findOne({ slug: firstSlug() });
      expect(post?.title).toBe(seedBlogPosts[0]!.title);
    });

    it('lets admins and editors in', async () => {
      for (const who of ['admin', 'editor'] as const) {
        for (const [method, path, json] of await calls()) {
          const response = await as(who, path, { method, json });
          expect(response.status, `${who}: ${method} ${path}`).toBe(200);
          expect(response.headers.get('cache-control')).toBe('no-store');
        }
      }
      // Put the seeded post back.
      const seed = seedBlogPosts[0]!;
      await api.models.BlogPost.query()
        .findOne({ slug: seed.slug })
        .patch({ title: seed.title, excerpt: seed.excerpt, author: seed.author });
    });

    it('answers unknown admin paths 404 once signed in', async () => {
      expect((await as('admin', '/api/admin/nothing-here')).status).toBe(404);
      expect((await as('admin', '/api/admin/blog', { method: 'DELETE' })).status).toBe(405);
    });
  });

  describe('blog posts', () => {
    it('lists every post with its full content, newest first', async () => {
      const response = await as('editor', '/api/admin/blog');
      const posts = (await response.json()) as Post[];
      expect(posts).toHaveLength(seedBlogPosts.length);
      for (const post of posts) {
        expect(post.content.length).toBeGreaterThan(50);
        expect(Array.isArray(post.citations)).toBe(true);
      }
      const dates = posts.map((post) => post.publishedDate);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('saves the editable fields and answers the updated post, seen by the public API', async () => {
      const slug = seedBlogPosts[1]!.slug;
      const before = (await api.models.BlogPost.query().findOne({ slug }))!;
      const response = await as('editor', `/api/admin/blog/${slug}`, {
        method: 'PUT',
        json: {
          ...goodPost,
          title: '  Trimmed title here  ',
          // Not editable: dropped.
          id: 999,
          createdAt: '2000-01-01',
        },
      });
      expect(response.status).toBe(200);
      const post = (await response.json()) as Post;
      expect(post).toMatchObject({ ...goodPost, title: 'Trimmed title here', slug, id: before.id });
      expect(post.publishedDate).toBe(before.publishedDate.toISOString());
      expect((post as Post & { createdAt: string }).createdAt).toBe(before.createdAt.toISOString());
      const visible = (await (await api.request(`/api/blog/${slug}`)).json()) as Post;
      expect(visible).toMatchObject({ title: 'Trimmed title here', content: goodPost.content });
    });

    it('stores sanitised HTML: what is stored is what is served', async () => {
      const slug = seedBlogPosts[2]!.slug;
      const content =
        '<p onclick="alert(1)">Safe text that is long enough to be kept as content.</p>' +
        '<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>' +
        '<iframe src="https://evil.example"></iframe><p><a href="https://example.org">ok</a></p>';
      const response = await as('admin', `/api/admin/blog/${slug}`, {
        method: 'PUT',
        json: { ...goodPost, content },
      });
      expect(response.status).toBe(200);
      const saved = ((await response.json()) as Post).content;
      expect(saved).toBe(
        '<p>Safe text that is long enough to be kept as content.</p><img src="x" /><a>link</a><p><a href="https://example.org">ok</a></p>',
      );
      const stored = (await api.models.BlogPost.query().findOne({ slug }))!;
      expect(stored.content).toBe(saved);
      expect(((await (await api.request(`/api/blog/${slug}`)).json()) as Post).content).toBe(saved);
    });

    it('refuses invalid input with one issue per field', async () => {
      const slug = firstSlug();
      const response = await as('admin', `/api/admin/blog/${slug}`, {
        method: 'PUT',
        json: { title: 'Hi', excerpt: 'short', content: 'tiny', author: '' },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        message: string;
        issues: { path: string; message: string }[];
      };
      expect(body.message).toBe('Invalid input');
      expect(body.issues.map((issue) => issue.path).sort()).toEqual([
        'author',
        'content',
        'excerpt',
        'title',
      ]);
      expect(body.issues.find((i) => i.path === 'title')?.message).toBe(
        'Title must be at least 5 characters',
      );

      for (const json of [[], 'text', null, { ...goodPost, title: 42 }]) {
        expect(
          (await as('admin', `/api/admin/blog/${slug}`, { method: 'PUT', json })).status,
          JSON.stringify(json),
        ).toBe(400);
      }
    });

    it('refuses content that is too short once unsafe HTML is removed', async () => {
      const response = await as('admin', `/api/admin/blog/${firstSlug()}`, {
        method: 'PUT',
        json: { ...goodPost, content: `<script>${'alert(1);'.repeat(20)}</script><p>Hi</p>` },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues).toEqual([
        {
          path: 'content',
          message: expect.stringMatching(/at least 50 characters once unsafe HTML is removed/),
        },
      ]);
    });

    it('answers 404 for an unknown slug', async () => {
      const response = await as('admin', '/api/admin/blog/no-such-post', {
        method: 'PUT',
        json: goodPost,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Blog post not found' });
    });

    it('takes bodies up to 1 MB, not more, and only JSON', async () => {
      const slug = seedBlogPosts[3]!.slug;
      const long = `<p>${'x'.repeat(150_000)}</p>`;
      expect(
        (
          await as('admin', `/api/admin/blog/${slug}`, {
            method: 'PUT',
            json: { ...goodPost, content: long },
          })
        ).status,
      ).toBe(200);
      const huge = { ...goodPost, content: 'x'.repeat(1024 * 1024 + 10) };
      expect(
        (await as('admin', `/api/admin/blog/${slug}`, { method: 'PUT', json: huge })).status,
      ).toBe(413);
      const text = await api.request(`/api/admin/blog/${slug}`, {
        method: 'PUT',
        headers: { Cookie: jars.admin.header(), 'Content-Type': 'text/plain' },
        body: JSON.stringify(goodPost),
      });
      expect(text.status).toBe(415);
    });
  });

  describe('tips', () => {
    it('lists every tip', async () => {
      const tips = (await (await as('editor', '/api/admin/tips')).json()) as Tip[];
      expect(tips.length).toBe(await api.models.Tip.query().resultSize());
      expect(tips[0]).toMatchObject({
        id: expect.any(Number),
        category: expect.any(String),
        icon: expect.any(String),
      });
    });

    it('saves the title and description and answers the updated tip', async () => {
      const tip = await firstTip();
      const json = {
        title: 'A fresh tip title',
        description: 'A description of at least ten characters.',
        // Not editable here: the tip's order stays as it is.
        order: 99,
      };
      const response = await as('editor', `/api/admin/tips/${tip.id}`, { method: 'PUT', json });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: tip.id,
        title: json.title,
        description: json.description,
        icon: tip.icon,
        category: tip.category,
        order: tip.order,
      });
      const publicTips = (await (await api.request('/api/tips')).json()) as Tip[];
      expect(publicTips.find((t) => t.id === tip.id)?.title).toBe(json.title);
    });

    it('refuses invalid input and unknown ids', async () => {
      const tip = await firstTip();
      const bad = await as('admin', `/api/admin/tips/${tip.id}`, {
        method: 'PUT',
        json: { title: 'Hey', description: 'short' },
      });
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues).toEqual([
        { path: 'title', message: 'Title must be at least 5 characters' },
        { path: 'description', message: 'Description must be at least 10 characters' },
      ]);
      const json = { title: 'A fine title', description: 'A fine description.' };
      for (const id of ['999999', 'abc', '0', '1e3', '-1']) {
        const response = await as('admin', `/api/admin/tips/${id}`, { method: 'PUT', json });
        expect(response.status, id).toBe(404);
      }
    });
  });

  describe('page content', () => {
    it('answers every page, fully merged over the defaults', async () => {
      const pages = (await (
        await as('editor', '/api/admin/content/pages')
      ).json()) as AllPagesContent;
      expect(Object.keys(pages).sort()).toEqual([
        'about',
        'contact',
        'homepage',
        'impact',
        'pledge',
        'privacy',
        'terms',
        'values',
      ]);
      expect(pages).toEqual(mergeAllPages(null));
    });

    it('stores the whole page with who changed it and when; the public page shows it', async () => {
      const homepage = structuredClone(pageDefaults.homepage);
      homepage.hero.headline = 'Nitrate-Free Now';
      const before = Date.now();
      const response = await as('editor', '/api/admin/content/pages/homepage', {
        method: 'PUT',
        json: homepage,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(homepage);

      const row = (await api.models.PageContent.query().findOne({ pageKey: 'homepage' }))!;
      expect(row.updatedBy).toBe(editor.id);
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.content).toEqual(homepage);
      const visible = (await (
        await api.request('/api/content/homepage')
      ).json()) as typeof homepage;
      expect(visible.hero.headline).toBe('Nitrate-Free Now');

      // A second save updates the same row, now by the admin.
      homepage.hero.headline = 'Nitrate-Free Again';
      await as('admin', '/api/admin/content/pages/homepage', { method: 'PUT', json: homepage });
      const rows = await api.models.PageContent.query().where({ pageKey: 'homepage' });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ updatedBy: admin.id });
      const pages = (await (
        await as('admin', '/api/admin/content/pages')
      ).json()) as AllPagesContent;
      expect(pages.homepage.hero.headline).toBe('Nitrate-Free Again');
    });

    it('validates the page against its schema', async () => {
      const about = structuredClone(pageDefaults.about) as unknown as Record<string, unknown>;
      delete about.mission;
      const response = await as('admin', '/api/admin/content/pages/about', {
        method: 'PUT',
        json: about,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { issues: { path: string }[] };
      expect(body.issues.some((issue) => issue.path.startsWith('mission'))).toBe(true);
      const partial = await as('admin', '/api/admin/content/pages/values', {
        method: 'PUT',
        json: { hero: { title: 'Only this' } },
      });
      expect(partial.status).toBe(400);
      expect(await api.models.PageContent.query().findOne({ pageKey: 'about' })).toBeUndefined();
    });

    it('knows only the pages (not the stats row)', async () => {
      for (const key of ['stats', 'faq', 'HOMEPAGE']) {
        const response = await as('admin', `/api/admin/content/pages/${key}`, {
          method: 'PUT',
          json: pageDefaults.values,
        });
        expect(response.status, key).toBe(404);
      }
    });
  });

  describe('activity log', () => {
    const latestEntry = () => api.models.ActivityEntry.query().orderBy('id', 'desc').first();

    it('records each content save with who, what and which fields changed', async () => {
      const tip = await firstTip();
      const json = { title: 'Tip title for the log', description: tip.description };
      expect(
        (await as('editor', `/api/admin/tips/${tip.id}`, { method: 'PUT', json })).status,
      ).toBe(200);
      expect(await latestEntry()).toMatchObject({
        userId: editor.id,
        userEmail: editor.email,
        action: 'update',
        entity: 'tip',
        entityId: String(tip.id),
        summary: 'Changed title',
      });

      const post = { ...goodPost, title: 'A title the log will name' };
      const slug = firstSlug();
      expect(
        (await as('admin', `/api/admin/blog/${slug}`, { method: 'PUT', json: post })).status,
      ).toBe(200);
      expect(await latestEntry()).toMatchObject({
        userId: admin.id,
        entity: 'blog-post',
        entityId: slug,
        summary: expect.stringMatching(/^Changed .*title/),
      });

      const homepage = {
        ...pageDefaults.homepage,
        hero: { ...pageDefaults.homepage.hero, headline: 'A headline for the log' },
      };
      expect(
        (await as('admin', '/api/admin/content/pages/homepage', { method: 'PUT', json: homepage }))
          .status,
      ).toBe(200);
      expect(await latestEntry()).toMatchObject({
        entity: 'page-content',
        entityId: 'homepage',
        summary: 'Changed hero',
      });
    });

    it('records nothing for a refused save', async () => {
      const before = await latestEntry();
      const tip = await firstTip();
      const json = { title: 'Hey', description: 'short' };
      expect((await as('admin', `/api/admin/tips/${tip.id}`, { method: 'PUT', json })).status).toBe(
        400,
      );
      expect((await latestEntry())?.id).toBe(before?.id);
    });
  });
});
