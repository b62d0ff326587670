import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOG_LIST_LIMIT_MAX,
  BLOG_PAGE_SIZE,
  HOME_FEATURED_POSTS,
  PAGE_KEYS,
  RELATED_POSTS,
  TIP_CATEGORIES,
} from '@campaign/shared';
import { seedBlogPosts } from '../src/seeds/blog-posts';
import { seedTips } from '../src/seeds/tips';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

interface ListItem {
  id: number;
  slug: string;
  publishedDate: string;
  tags: string[];
}

describe.each(TEST_DIALECTS)('public content on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  describe('GET /api/blog', () => {
    it('lists every post, newest first, with the list fields only', async () => {
      const response = await api.request('/api/blog');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const posts = (await response.json()) as ListItem[];
      expect(posts).toHaveLength(seedBlogPosts.length);
      const dates = posts.map((post) => post.publishedDate);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const post of posts) {
        expect(Object.keys(post).sort()).toEqual(
          [
            'author',
            'excerpt',
            'id',
            'image',
            'imageUrl',
            'publishedDate',
            'slug',
            'tags',
            'title',
          ].sort(),
        );
        expect(post.publishedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(Array.isArray(post.tags)).toBe(true);
      }
      const newest = seedBlogPosts.reduce((a, b) => (a.publishedDate > b.publishedDate ? a : b));
      expect(posts[0]).toMatchObject({
        slug: newest.slug,
        publishedDate: newest.publishedDate,
        tags: newest.tags,
      });
    });

    it('breaks ties between equal dates by the newer id', async () => {
      // Newer than every seeded article, and already past (a later date would be scheduled).
      const publishedDate = new Date('2025-01-01T00:00:00Z');
      const base = {
        title: 'Tie post',
        excerpt: 'An excerpt of twenty chars',
        content: '<p>x</p>',
        author: 'Sam',
      };
      const first = await api.models.BlogPost.query().insert({
        ...base,
        slug: 'tie-first',
        publishedDate,
      });
      const second = await api.models.BlogPost.query().insert({
        ...base,
        slug: 'tie-second',
        publishedDate,
      });
      const posts = (await (await api.request('/api/blog')).json()) as ListItem[];
      expect(posts.slice(0, 2).map((post) => post.id)).toEqual([second.id, first.id]);
      expect(posts[0]?.tags).toEqual([]);
      await api.models.BlogPost.query().delete().whereIn('id', [first.id, second.id]);
    });
  });

  describe('GET /api/blog paging (opt-in)', () => {
    const article = (n: number) => ({
      slug: `paging-${String(n).padStart(3, '0')}`,
      title: `Paging article ${n}`,
      excerpt: 'An excerpt of twenty chars',
      content: '<p>x</p>',
      author: 'Sam',
      // Older than every seeded article, one day apart: newest first is n ascending.
      publishedDate: new Date(Date.UTC(2000, 0, 30 - n)),
      tags: n % 2 === 0 ? ['Even'] : [],
    });
    const added = Array.from({ length: 14 }, (_, i) => article(i + 1));
    beforeAll(async () => {
      for (const row of added) await api.models.BlogPost.query().insert(row);
    });
    afterAll(async () => {
      await api.models.BlogPost.query()
        .delete()
        .whereIn(
          'slug',
          added.map((row) => row.slug),
        );
    });
    const json = async (path: string) => {
      const response = await api.request(path);
      return { status: response.status, body: (await response.json()) as never };
    };

    it('answers the whole list without a query, and ignores unknown parameters', async () => {
      const all = await json('/api/blog');
      expect(all.body).toHaveLength(seedBlogPosts.length + added.length);
      expect((await json('/api/blog?utm_source=x&sort=asc')).body).toEqual(all.body);
    });

    it('answers the newest N for ?limit', async () => {
      const all = (await json('/api/blog')).body as ListItem[];
      const three = await json(`/api/blog?limit=${HOME_FEATURED_POSTS}`);
      expect(three.status).toBe(200);
      expect(three.body).toEqual(all.slice(0, HOME_FEATURED_POSTS));
    });

    it('answers one page with its counts for ?page, the last one short', async () => {
      const all = (await json('/api/blog')).body as ListItem[];
      const total = all.length;
      const pageCount = Math.ceil(total / BLOG_PAGE_SIZE);
      const pages: ListItem[] = [];
      for (let page = 1; page <= pageCount; page += 1) {
        const { status, body } = await json(`/api/blog?page=${page}`);
        expect(status).toBe(200);
        const answer = body as {
          posts: ListItem[];
          page: number;
          pageCount: number;
          total: number;
        };
        expect(answer).toMatchObject({ page, pageCount, total });
        expect(answer.posts.length).toBe(
          page < pageCount ? BLOG_PAGE_SIZE : total - BLOG_PAGE_SIZE * (pageCount - 1),
        );
        pages.push(...answer.posts);
      }
      // The pages together are the list, in its order, each article once.
      expect(pages).toEqual(all);
      expect(await json(`/api/blog?page=${pageCount + 1}`)).toEqual({
        status: 404,
        body: { message: 'There is no such page of articles' },
      });
    });

    it.each([
      '?page=0',
      '?page=-1',
      '?page=1.5',
      '?page=abc',
      '?page=1&page=2',
      `?limit=${BLOG_LIST_LIMIT_MAX + 1}`,
      '?limit=0',
      '?limit=2&page=1',
    ])('refuses %s with 400', async (query) => {
      const { status, body } = await json(`/api/blog${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: 'Invalid query' });
    });

    it('answers the end of an article: related by tags first, then the newest others', async () => {
      const { status, body } = await json('/api/blog/paging-004/related');
      expect(status).toBe(200);
      const end = body as { posts: ListItem[]; allRelated: boolean };
      expect(end.posts.map((post) => post.slug)).toEqual([
        'paging-002',
        'paging-006',
        'paging-008',
      ]);
      expect(end.allRelated).toBe(true);
      const untagged = (await json('/api/blog/paging-003/related')).body as typeof end;
      expect(untagged.allRelated).toBe(false);
      expect(untagged.posts).toHaveLength(RELATED_POSTS);
      expect(untagged.posts.map((post) => post.slug)).not.toContain('paging-003');
      expect(await json('/api/blog/no-such-post/related')).toEqual({
        status: 404,
        body: { message: 'Blog post not found' },
      });
    });
  });

  describe('GET /api/blog/:slug', () => {
    it('answers the whole post', async () => {
      const seed = seedBlogPosts[0]!;
      const response = await api.request(`/api/blog/${seed.slug}`);
      expect(response.status).toBe(200);
      const post = (await response.json()) as Record<string, unknown>;
      expect(post).toMatchObject({
        slug: seed.slug,
        title: seed.title,
        excerpt: seed.excerpt,
        content: seed.content,
        author: seed.author,
        publishedDate: seed.publishedDate,
        imageUrl: seed.imageUrl,
        tags: seed.tags,
        citations: seed.citations,
      });
      expect(post.id).toEqual(expect.any(Number));
      expect(post.createdAt).toEqual(expect.stringMatching(/Z$/));
    });

    it('answers 404 with a message for an unknown or impossible slug', async () => {
      for (const slug of [
        'no-such-post',
        'x'.repeat(500),
        '%20',
        encodeURIComponent("' OR 1=1 --"),
      ]) {
        const response = await api.request(`/api/blog/${slug}`);
        expect(response.status, slug).toBe(404);
        expect(await response.json()).toEqual({ message: 'Blog post not found' });
      }
    });
  });

  describe('GET /api/tips', () => {
    it('lists every tip ordered by category, then order, then id', async () => {
      const extra = await api.models.Tip.query().insert({
        category: 'Cooking',
        title: 'A second first tip',
        description: 'Shares order 1 with another Cooking tip.',
        icon: 'Leaf',
        order: 1,
      });
      const tips = (await (await api.request('/api/tips')).json()) as {
        id: number;
        category: string;
        order: number;
        icon: string;
      }[];
      expect(tips).toHaveLength(seedTips.length + 1);
      const sorted = [...tips].sort(
        (a, b) => a.category.localeCompare(b.category) || a.order - b.order || a.id - b.id,
      );
      expect(tips.map((tip) => tip.id)).toEqual(sorted.map((tip) => tip.id));
      expect(new Set(tips.map((tip) => tip.category))).toEqual(new Set(TIP_CATEGORIES));
      expect(tips[0]).toEqual({
        id: expect.any(Number),
        category: 'Cooking',
        title: expect.any(String),
        description: expect.any(String),
        icon: expect.any(String),
        order: 1,
        createdAt: expect.stringMatching(/Z$/),
      });
      await api.models.Tip.query().deleteById(extra.id);
    });
  });

  describe('GET /api/content/:pageKey', () => {
    it('answers {} for a page nobody has edited', async () => {
      for (const key of PAGE_KEYS) {
        const response = await api.request(`/api/content/${key}`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({});
      }
    });

    it('answers the stored override as saved', async () => {
      const override = { hero: { headline: 'Edited headline' }, cta: { title: 'Join now' } };
      await api.models.PageContent.query().insert({ pageKey: 'homepage', content: override });
      expect(await (await api.request('/api/content/homepage')).json()).toEqual(override);
      expect(await (await api.request('/api/content/about')).json()).toEqual({});
    });

    it('answers 404 for any other key, including the stats settings row', async () => {
      for (const key of ['stats', 'faq', 'Homepage', '__proto__']) {
        const response = await api.request(`/api/content/${key}`);
        expect(response.status, key).toBe(404);
        expect(await response.json()).toEqual({ message: 'Page not found' });
      }
    });
  });

  describe('routing', () => {
    it('answers unknown API paths with a JSON 404', async () => {
      const response = await api.request('/api/nothing-here');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    });

    it('answers a wrong method with a JSON 405 and the allowed methods', async () => {
      for (const [method, path] of [
        ['POST', '/api/tips'],
        ['DELETE', '/api/blog'],
        ['GET', '/api/pledges'],
        ['PUT', '/api/newsletter'],
        ['PROPFIND', '/api/stats'],
      ] as const) {
        const response = await api.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBeTruthy();
        expect(await response.json()).toEqual({ message: 'Method Not Allowed' });
      }
    });
  });
});
