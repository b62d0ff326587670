import { describe, expect, it } from 'vitest';
import { blogPostInputSchema, TIP_CATEGORIES, TIP_ICONS, tipInputSchema } from '@campaign/shared';
import { seedBlogPosts } from './blog-posts';
import { seedTips } from './tips';

const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('default research articles', () => {
  it('are at least six valid posts with unique slugs', () => {
    expect(seedBlogPosts.length).toBeGreaterThanOrEqual(6);
    for (const post of seedBlogPosts)
      expect(blogPostInputSchema.safeParse(post).error).toBeUndefined();
    expect(new Set(seedBlogPosts.map((post) => post.slug)).size).toBe(seedBlogPosts.length);
  });

  it('each have 400+ words, tags and references', () => {
    for (const post of seedBlogPosts) {
      expect(wordCount(post.content), post.slug).toBeGreaterThanOrEqual(400);
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.citations.length, post.slug).toBeGreaterThan(0);
    }
  });
});

describe('default tips', () => {
  it('are valid, with icons the tips page knows', () => {
    for (const tip of seedTips) {
      expect(tipInputSchema.safeParse(tip).error).toBeUndefined();
      expect(TIP_ICONS).toContain(tip.icon);
    }
  });

  it('give every category at least three tips with distinct titles', () => {
    for (const category of TIP_CATEGORIES) {
      const tips = seedTips.filter((tip) => tip.category === category);
      expect(tips.length, category).toBeGreaterThanOrEqual(3);
      expect(new Set(tips.map((tip) => tip.title)).size).toBe(tips.length);
    }
  });
});
