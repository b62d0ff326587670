import { describe, expect, it } from 'vitest';
import type { AdminBlogPost } from '@campaign/shared';
import { articleState, draftOf, emptyDraft, inputOf, slugFromTitle } from './article-draft';

const post: AdminBlogPost = {
  id: 4,
  slug: 'curing-salts',
  title: 'Curing salts',
  excerpt: 'What curing salt is, and why it is added.',
  content: '<p>Sodium nitrite.</p>',
  author: 'Ada',
  publishedDate: '2026-11-20T10:00:00.000Z',
  imageUrl: null,
  imageId: 7,
  image: { id: 7, alt: 'Salt', width: 960, height: 540, src: '/uploads/a-960.webp', srcset: '' },
  tags: ['Curing', 'Labels'],
  citations: ['EFSA (2017)'],
  createdAt: '2026-11-01T00:00:00.000Z',
  status: 'published',
};

describe('article drafts', () => {
  it('hold every field as text and turn back into the API body', () => {
    const draft = draftOf(post);
    expect(draft).toMatchObject({ imageId: '7', imageUrl: '', tags: 'Curing\nLabels' });
    expect(inputOf({ ...draft, tags: ' Curing \n\nLabels\n', citations: 'A\n B ' })).toEqual({
      slug: 'curing-salts',
      title: 'Curing salts',
      excerpt: post.excerpt,
      content: post.content,
      author: 'Ada',
      status: 'published',
      publishedDate: post.publishedDate,
      imageId: 7,
      imageUrl: null,
      tags: ['Curing', 'Labels'],
      citations: ['A', 'B'],
    });
  });

  it('send an image URL only when no uploaded image is chosen, and none when blank', () => {
    const draft = { ...draftOf(post), imageId: '', imageUrl: ' /articles/a.jpg ' };
    expect(inputOf(draft)).toMatchObject({ imageId: null, imageUrl: '/articles/a.jpg' });
    expect(inputOf({ ...draft, imageUrl: '' })).toMatchObject({ imageId: null, imageUrl: null });
  });

  it('start a new article as a draft dated now', () => {
    const now = new Date('2026-11-23T09:30:00.000Z');
    expect(emptyDraft(now, 'Ada')).toMatchObject({
      status: 'draft',
      publishedDate: now.toISOString(),
      author: 'Ada',
      slug: '',
    });
  });
});

describe('slugFromTitle', () => {
  it('makes lower-case words joined by hyphens', () => {
    expect(slugFromTitle('Nitrates & You: A Guide!')).toBe('nitrates-you-a-guide');
    expect(slugFromTitle('  Crème Fraîche, E250  ')).toBe('creme-fraiche-e250');
    expect(slugFromTitle('¿?')).toBe('');
    expect(slugFromTitle('word '.repeat(100)).length).toBeLessThanOrEqual(200);
    expect(slugFromTitle('word '.repeat(100))).not.toMatch(/-$/);
  });
});

describe('articleState', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  it('is draft, scheduled or published', () => {
    expect(articleState({ status: 'draft', publishedDate: '2020-01-01T00:00:00Z' }, now)).toBe(
      'draft',
    );
    expect(
      articleState({ status: 'published', publishedDate: '2026-11-20T10:00:01.000Z' }, now),
    ).toBe('scheduled');
    expect(articleState({ status: 'published', publishedDate: now.toISOString() }, now)).toBe(
      'published',
    );
  });
});
