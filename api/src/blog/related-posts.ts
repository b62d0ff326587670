import { RELATED_POSTS } from '@campaign/shared';

interface Tagged {
  slug: string;
  tags: readonly string[];
}

/**
 * The articles that share the most tags with `post` (at least one), most shared first, then in
 * the list's order (newest first); never `post` itself. Tags match without regard to case.
 */
export function relatedPosts<T extends Tagged>(
  post: { slug: string; tags?: readonly string[] },
  posts: readonly T[],
  limit: number = RELATED_POSTS,
): T[] {
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

/**
 * What the end of an article lists: the related articles, and when fewer than RELATED_POSTS
 * share a tag, the newest others in the places left (`allRelated` is then false, and the page
 * does not call them related). `posts` is newest first.
 */
export function articleEnd<T extends Tagged>(
  post: { slug: string; tags?: readonly string[] },
  posts: readonly T[],
): { posts: T[]; allRelated: boolean } {
  const related = relatedPosts(post, posts);
  const shown = [
    ...related,
    ...posts.filter((item) => item.slug !== post.slug && !related.includes(item)),
  ].slice(0, RELATED_POSTS);
  return { posts: shown, allRelated: shown.length === related.length };
}
