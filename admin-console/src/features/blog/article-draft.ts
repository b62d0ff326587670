import { BLOG_LIMITS, type AdminBlogPost, type BlogCreateInput } from '@campaign/shared';

/**
 * An article as the editor holds it: every field as the text its control shows. Lists are one
 * item per line; the date is ISO 8601; the uploaded image is its id ('' for none).
 */
export type ArticleDraft = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  status: 'draft' | 'published';
  publishedDate: string;
  imageId: string;
  imageUrl: string;
  tags: string;
  citations: string;
};

/** The editor key of an article not saved yet (no slug can contain a space). */
export const NEW_ARTICLE = 'new article';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function draftOf(post: AdminBlogPost): ArticleDraft {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    status: post.status,
    publishedDate: post.publishedDate,
    imageId: post.imageId == null ? '' : String(post.imageId),
    imageUrl: post.imageUrl ?? '',
    tags: post.tags.join('\n'),
    citations: (post.citations ?? []).join('\n'),
  };
}

/** A new article: a draft, dated now (the editor may change both), by the signed-in author. */
export function emptyDraft(now: Date, author = ''): ArticleDraft {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    author,
    status: 'draft',
    publishedDate: now.toISOString(),
    imageId: '',
    imageUrl: '',
    tags: '',
    citations: '',
  };
}

/** The body of POST /api/admin/blog, PUT /api/admin/blog/{slug} and the preview. */
export function inputOf(draft: ArticleDraft): BlogCreateInput {
  return {
    slug: draft.slug,
    title: draft.title,
    excerpt: draft.excerpt,
    content: draft.content,
    author: draft.author,
    status: draft.status,
    publishedDate: draft.publishedDate,
    imageId: draft.imageId ? Number(draft.imageId) : null,
    imageUrl: draft.imageId ? null : draft.imageUrl.trim() || null,
    tags: lines(draft.tags),
    citations: lines(draft.citations),
  };
}

/**
 * A slug made from a title, as the editor suggests it for a new article: lower-case letters and
 * digits, accents dropped, every other run of characters one hyphen ("Nitrates & you!" →
 * "nitrates-you").
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-+$/, '');
}

export type ArticleState = 'draft' | 'scheduled' | 'published';

/** Whether visitors see the article now, will from its date, or not at all. */
export function articleState(
  article: { status: string; publishedDate: string },
  now: Date,
): ArticleState {
  if (article.status !== 'published') return 'draft';
  return Date.parse(article.publishedDate) > now.getTime() ? 'scheduled' : 'published';
}
