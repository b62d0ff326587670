import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type BlogListItem } from '@campaign/shared';

export const BLOG_LIST_ERROR = 'Failed to load blog posts. Please try again later.';
export const BLOG_LIST_EMPTY = 'No blog posts available yet.';

/** GET /api/blog: every published post, newest first. */
export const blogPostsQueryOptions = () =>
  queryOptions<BlogListItem[]>({ queryKey: queryKeys.blogList() });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
