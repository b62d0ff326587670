import { describe, expect, it } from 'vitest';
import type { BlogListItem } from '@campaign/shared';
import { articleEnd, relatedPosts } from './related-posts';

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

describe('articleEnd', () => {
  const list = [
    post('newest', ['Labels']),
    post('current', ['Cancer']),
    post('older', ['Cooking']),
    post('one-shared', ['cancer']),
    post('oldest', []),
  ];

  it('fills the places related articles leave with the newest others, and says so', () => {
    expect(articleEnd(list[1]!, list)).toEqual({
      posts: [list[3], list[0], list[2]],
      allRelated: false,
    });
  });

  it('calls them related when every place is related', () => {
    const tagged = list.map((item) => post(item.slug, ['Cancer']));
    const end = articleEnd(tagged[1]!, tagged);
    expect(end.posts.map((p) => p.slug)).toEqual(['newest', 'older', 'one-shared']);
    expect(end.allRelated).toBe(true);
  });

  it('lists nothing when the article is the only one', () => {
    expect(articleEnd(list[1]!, [list[1]!])).toEqual({ posts: [], allRelated: true });
  });
});
