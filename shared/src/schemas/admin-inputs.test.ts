import { describe, expect, it } from 'vitest';
import { TIP_ICONS } from '../constants';
import { issuesFromZodError } from './api-error';
import { blogCreateInputSchema, blogPostInputSchema, blogUpdateInputSchema } from './blog';
import {
  TIP_REORDER_MAX,
  tipCreateInputSchema,
  tipInputSchema,
  tipReorderInputSchema,
  tipUpdateInputSchema,
} from './tip';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success || !result.error
    ? {}
    : Object.fromEntries(issuesFromZodError(result.error).map((i) => [i.path, i.message]));
}

const post = {
  slug: 'nitrates-explained',
  title: 'Nitrates explained',
  excerpt: 'What nitrates and nitrites do in cured meat.',
  content: '<p>' + 'Cured meats often contain added sodium nitrite. '.repeat(3) + '</p>',
  author: 'Sarah Johnson',
  publishedDate: '2024-01-05T00:00:00.000Z',
};

describe('blogPostInputSchema', () => {
  it('parses a post, turning the date into a Date and defaulting the lists', () => {
    const parsed = blogPostInputSchema.parse(post);
    expect(parsed.publishedDate).toBeInstanceOf(Date);
    expect(parsed.publishedDate.toISOString()).toBe('2024-01-05T00:00:00.000Z');
    expect(parsed.tags).toEqual([]);
    expect(parsed.citations).toEqual([]);
    expect(parsed.imageUrl).toBeUndefined();
  });

  it('reports every user-facing message', () => {
    const result = blogPostInputSchema.safeParse({
      slug: '  ',
      title: 'Hey',
      excerpt: 'Too short',
      content: 'Short',
      author: 'S',
      publishedDate: 'not a date',
    });
    expect(messagesOf(result)).toEqual({
      slug: 'Slug is required',
      title: 'Title must be at least 5 characters',
      excerpt: 'Excerpt must be at least 20 characters',
      content: 'Content must be at least 50 characters',
      author: 'Author name required',
      publishedDate: 'Published date must be a valid date',
    });
  });

  it('accepts a Date and rejects a missing or null date', () => {
    expect(blogPostInputSchema.safeParse({ ...post, publishedDate: new Date() }).success).toBe(
      true,
    );
    expect(blogPostInputSchema.safeParse({ ...post, publishedDate: undefined }).success).toBe(
      false,
    );
    expect(blogPostInputSchema.safeParse({ ...post, publishedDate: null }).success).toBe(false);
  });

  it('treats a blank or null image URL as absent; takes http(s) URLs and paths on this site', () => {
    expect(blogPostInputSchema.parse({ ...post, imageUrl: '' }).imageUrl).toBeUndefined();
    expect(blogPostInputSchema.parse({ ...post, imageUrl: null }).imageUrl).toBeUndefined();
    expect(
      blogPostInputSchema.parse({ ...post, imageUrl: ' https://img.example.com/a.jpg ' }).imageUrl,
    ).toBe('https://img.example.com/a.jpg');
    expect(blogPostInputSchema.parse({ ...post, imageUrl: '/articles/a-b_c.jpg' }).imageUrl).toBe(
      '/articles/a-b_c.jpg',
    );
    for (const imageUrl of [
      'not a url',
      'javascript:alert(1)',
      'ftp://example.com/a.jpg',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      '/a b.jpg',
      '/a"onerror=x.jpg',
    ]) {
      expect(messagesOf(blogPostInputSchema.safeParse({ ...post, imageUrl }))).toEqual({
        imageUrl: 'Image URL must be a valid URL',
      });
    }
  });

  it('keeps given tags and citations, trimmed', () => {
    const parsed = blogPostInputSchema.parse({
      ...post,
      tags: [' Health '],
      citations: ['IARC 2015'],
    });
    expect(parsed.tags).toEqual(['Health']);
    expect(parsed.citations).toEqual(['IARC 2015']);
    expect(blogPostInputSchema.safeParse({ ...post, tags: 'Health' }).success).toBe(false);
  });
});

describe('blogUpdateInputSchema', () => {
  it('keeps the editable fields given, and drops the rest', () => {
    const parsed = blogUpdateInputSchema.parse({ ...post, id: 7, createdAt: 'x' });
    expect(parsed).toEqual({ ...post, publishedDate: new Date(post.publishedDate) });
    expect(blogUpdateInputSchema.parse({ title: 'Only the title' })).toEqual({
      title: 'Only the title',
    });
  });

  it('uses the same rules as the full schema', () => {
    expect(
      messagesOf(
        blogUpdateInputSchema.safeParse({ title: 'Hey', excerpt: 1, content: '', author: ' ' }),
      ),
    ).toEqual({
      title: 'Title must be at least 5 characters',
      excerpt: 'Excerpt must be text',
      content: 'Content must be at least 50 characters',
      author: 'Author name required',
    });
  });

  it('takes a status, an uploaded image or an image URL (blank or null removes it), not both', () => {
    expect(blogUpdateInputSchema.parse({ status: 'draft' })).toEqual({ status: 'draft' });
    expect(messagesOf(blogUpdateInputSchema.safeParse({ status: 'hidden' }))).toEqual({
      status: 'Status must be draft or published',
    });
    expect(blogUpdateInputSchema.parse({ imageId: 3, imageUrl: '' })).toEqual({
      imageId: 3,
      imageUrl: null,
    });
    expect(blogUpdateInputSchema.parse({ imageId: null, imageUrl: null })).toEqual({
      imageId: null,
      imageUrl: null,
    });
    expect(messagesOf(blogUpdateInputSchema.safeParse({ imageId: 3, imageUrl: '/a.jpg' }))).toEqual(
      { imageUrl: 'Choose an uploaded image or an image URL, not both' },
    );
    for (const imageId of [0, -1, 1.5, '3'])
      expect(messagesOf(blogUpdateInputSchema.safeParse({ imageId })), String(imageId)).toEqual({
        imageId: 'Image must be an uploaded image',
      });
  });
});

describe('article slugs', () => {
  it('are lower-case words of letters and digits joined by single hyphens', () => {
    for (const slug of ['a', 'nitrates-explained', 'e249-e252', '2024-review'])
      expect(blogCreateInputSchema.safeParse({ ...post, slug }).success, slug).toBe(true);
    for (const slug of [
      'Nitrates',
      'two words',
      'double--hyphen',
      '-leading',
      'trailing-',
      'under_score',
      'café',
      'a/b',
      '..',
      'x'.repeat(201),
    ]) {
      const messages = messagesOf(blogCreateInputSchema.safeParse({ ...post, slug }));
      expect(messages.slug, slug).toMatch(
        slug.length > 200 ? /at most 200/ : /^Slug must be lower-case words/,
      );
    }
    expect(messagesOf(blogCreateInputSchema.safeParse({ ...post, slug: ' ' }))).toEqual({
      slug: 'Slug is required',
    });
  });
});

describe('blogCreateInputSchema', () => {
  it('starts a new article as a draft without images, tags or citations', () => {
    const { publishedDate: _date, ...undated } = post;
    expect(blogCreateInputSchema.parse(undated)).toEqual({
      ...undated,
      status: 'draft',
      tags: [],
      citations: [],
    });
  });
});

const tip = {
  category: 'Labels',
  title: 'Read the label',
  description: 'Look for sodium nitrite (E250) in the ingredient list.',
  icon: 'FileText',
};

describe('tipInputSchema', () => {
  it('defaults the order to 0', () => {
    expect(tipInputSchema.parse(tip)).toEqual({ ...tip, order: 0 });
  });

  it('reports every user-facing message', () => {
    const result = tipInputSchema.safeParse({
      category: '',
      title: 'Tip',
      description: 'Short',
      icon: ' ',
    });
    expect(messagesOf(result)).toEqual({
      category: 'Category is required',
      title: 'Title must be at least 5 characters',
      description: 'Description must be at least 10 characters',
      icon: 'Icon name is required',
    });
  });

  it('only accepts the four tip categories', () => {
    expect(messagesOf(tipInputSchema.safeParse({ ...tip, category: 'Gardening' }))).toEqual({
      category: 'Category must be one of: Shopping, Labels, Cooking, Dining Out',
    });
    expect(tipInputSchema.parse({ ...tip, category: ' Dining Out ' }).category).toBe('Dining Out');
  });

  it('requires a whole-number order', () => {
    expect(tipInputSchema.parse({ ...tip, order: 3 }).order).toBe(3);
    expect(messagesOf(tipInputSchema.safeParse({ ...tip, order: 1.5 }))).toEqual({
      order: 'Order must be a whole number',
    });
    expect(tipInputSchema.safeParse({ ...tip, order: '2' }).success).toBe(false);
  });
});

describe('tipUpdateInputSchema', () => {
  it('keeps title, description, category and icon, dropping the rest, with the same rules', () => {
    expect(tipUpdateInputSchema.parse({ ...tip, id: 3, order: 7 })).toEqual(tip);
    expect(tipUpdateInputSchema.parse({ title: tip.title, description: tip.description })).toEqual({
      title: tip.title,
      description: tip.description,
    });
    expect(
      messagesOf(tipUpdateInputSchema.safeParse({ title: 'Tip', description: 'Short' })),
    ).toEqual({
      title: 'Title must be at least 5 characters',
      description: 'Description must be at least 10 characters',
    });
  });
});

describe('the console’s tip choices', () => {
  it('accepts only icons the tips page draws, when creating or editing', () => {
    const edit = { title: tip.title, description: tip.description };
    expect(messagesOf(tipCreateInputSchema.safeParse({ ...tip, icon: 'Rocket' }))).toEqual({
      icon: `Icon must be one of: ${TIP_ICONS.join(', ')}`,
    });
    expect(messagesOf(tipUpdateInputSchema.safeParse({ ...edit, icon: ' ' }))).toEqual({
      icon: 'Icon name is required',
    });
    expect(tipCreateInputSchema.parse({ ...tip, icon: ' Flame ' }).icon).toBe('Flame');
  });

  it('reorders one category, naming each tip once', () => {
    expect(tipReorderInputSchema.parse({ category: 'Labels', ids: [3, 1, 2] })).toEqual({
      category: 'Labels',
      ids: [3, 1, 2],
    });
    expect(
      messagesOf(tipReorderInputSchema.safeParse({ category: 'Labels', ids: [1, 1] })),
    ).toEqual({ ids: 'Each tip may be named only once' });
    expect(messagesOf(tipReorderInputSchema.safeParse({ category: 'Labels', ids: [] }))).toEqual({
      ids: 'Name at least one tip',
    });
    expect(tipReorderInputSchema.safeParse({ category: 'Labels', ids: [1.5] }).success).toBe(false);
    const tooMany = Array.from({ length: TIP_REORDER_MAX + 1 }, (_, i) => i + 1);
    expect(tipReorderInputSchema.safeParse({ category: 'Labels', ids: tooMany }).success).toBe(
      false,
    );
  });
});
