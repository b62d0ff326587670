import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as addSeedArticleImages from '../migrations/0018_add_seed_article_images';
import { ARTICLE_IMAGE_SIZE } from '../src/seeds/article-images';
import { seedBlogPosts } from '../src/seeds/blog-posts';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const shellPublic = fileURLToPath(new URL('../../shell/public', import.meta.url));

describe('the seeded articles’ illustrations', () => {
  it('exist for every seeded article, as 1200×630 JPEG files the site serves', async () => {
    for (const post of seedBlogPosts) {
      expect(post.imageUrl, post.slug).toBe(`/articles/${post.slug}.jpg`);
      const file = path.join(shellPublic, post.imageUrl!);
      expect(existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'jpeg',
        ...ARTICLE_IMAGE_SIZE,
      });
    }
  });
});

describe.each(TEST_DIALECTS)('giving existing sites the illustrations on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  it('fills in a seeded article without an image and keeps an organiser’s choice', async () => {
    const [first, second] = seedBlogPosts;
    await api.db('blog_posts').where({ slug: first!.slug }).update({ image_url: null });
    await api
      .db('blog_posts')
      .where({ slug: second!.slug })
      .update({ image_url: 'https://img.example.org/own.jpg' });

    await addSeedArticleImages.up(api.db);

    const image = async (slug: string) =>
      (await api.models.BlogPost.query().findOne({ slug }))?.imageUrl;
    expect(await image(first!.slug)).toBe(first!.imageUrl);
    expect(await image(second!.slug)).toBe('https://img.example.org/own.jpg');
  });

  it('lists each seeded article with its image', async () => {
    const post = seedBlogPosts[2]!;
    const listed = (await (await api.request('/api/blog')).json()) as {
      slug: string;
      imageUrl: string | null;
    }[];
    expect(listed.find((p) => p.slug === post.slug)?.imageUrl).toBe(post.imageUrl);
  });
});
