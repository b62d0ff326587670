import type { QueryBuilder } from 'objection';
import type { BlogPost, Models } from '../models';

/**
 * The one rule for what visitors see: a published article whose date has come. Drafts, and
 * published articles dated in the future (scheduled), are left out of the public API, the pages
 * rendered from it, the sitemap and the feed, until their time. `now` is the app's clock.
 */
export function onlyPublic<Q extends QueryBuilder<BlogPost, unknown>>(query: Q, now: Date): Q {
  return query.where('blog_posts.status', 'published').where('blog_posts.publishedDate', '<=', now);
}

/** Newest first everywhere: published date, then id. */
export const NEWEST_FIRST = [
  { column: 'publishedDate', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/** Whether visitors can read the article at `slug` at `now` (one indexed lookup). */
export async function articleIsPublic(models: Models, slug: string, now: Date): Promise<boolean> {
  const found = await onlyPublic(models.BlogPost.query(), now).findOne({ slug }).select('id');
  return found !== undefined;
}
