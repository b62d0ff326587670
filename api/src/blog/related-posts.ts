import type { BlogListItem } from '@campaign/shared';

/** How many related articles the end of an article lists. */
export const RELATED_POSTS = 3;

/**
 * The articles that share the most tags with `post` (at least one), most shared first, then in
 * the list's order (newest first); never `post` itself. Tags match without regard to case.
 */
export function relatedPosts(
  post: { slug: string; tags?: readonly string[] },
  posts: readonly BlogListItem[],
  limit: number = RELATED_POSTS,
): BlogListItem[] {
  const tags = new Set((post.tags ?? []).map((tag) => tag.toLowerCase()));
  if (tags.size === 0) return [];
  return posts
    .map((candidate, order) => ({
      candidate,
      order,
      shared: candidate.tags.filter((tag) => tags.has(tag.toLowerCase())).length,
    }))
    .filter(({ candidate, shared }) => candidate.slug !== post.slug && shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
