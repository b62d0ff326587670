import { describe, expect, it } from 'vitest';
import type { BlogListItem } from '@campaign/shared';
import { relatedPosts } from './related-posts';

const post = (slug: string, tags: string[]): BlogListItem =>
  ({
    slug,
    title: slug,
    excerpt: 'An excerpt of the article.',
    author: 'Ada',
    publishedDate: '2024-01-05',
    imageUrl: null,
    tags,
  }) as BlogListItem;

describe('relatedPosts', () => {
  const list = [
    post('newest', ['Labels']),
    post('current', ['IARC', 'Labels', 'Cancer']),
    post('two-shared', ['iarc', 'cancer']),
    post('unrelated', ['Cooking']),
    post('one-shared-older', ['Cancer']),
    post('three-shared', ['IARC', 'Labels', 'Cancer', 'Diet']),
  ];

  it('orders by shared tags (any case), then newest first, and leaves out the article itself', () => {
    expect(relatedPosts(list[1]!, list).map((p) => p.slug)).toEqual([
      'three-shared',
      'two-shared',
      'newest',
    ]);
    expect(relatedPosts(list[1]!, list, 5).map((p) => p.slug)).toEqual([
      'three-shared',
      'two-shared',
      'newest',
      'one-shared-older',
    ]);
  });

  it('finds nothing for an article without tags, or when no other article shares one', () => {
    expect(relatedPosts({ slug: 'x', tags: [] }, list)).toEqual([]);
    expect(relatedPosts({ slug: 'x' }, list)).toEqual([]);
    expect(relatedPosts({ slug: 'x', tags: ['Baking'] }, list)).toEqual([]);
  });
});
