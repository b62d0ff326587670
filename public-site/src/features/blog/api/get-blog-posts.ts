import { queryOptions, useQuery } from '@campaign/shared/query';
import { queryKeys, type BlogListItem } from '@campaign/shared';
import { checkedQueryFn } from '../../../ui/checked-query-fn';

export const BLOG_LIST_ERROR = 'Failed to load blog posts. Please try again later.';
export const BLOG_LIST_EMPTY = 'No blog posts available yet.';

/** GET /api/blog: every published post, newest first. */
export const blogPostsQueryOptions = () =>
  queryOptions<BlogListItem[]>({
    queryKey: queryKeys.blogList(),
    queryFn: checkedQueryFn(() =>
      import('@campaign/shared').then(({ blogListItemSchema }) => blogListItemSchema.array()),
    ),
  });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
