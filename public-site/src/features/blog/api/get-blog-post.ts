import { queryOptions, useQuery } from '@campaign/shared/query';
import { queryKeys, type BlogPost } from '@campaign/shared';
import { checkedQueryFn } from '../../../ui/checked-query-fn';

/**
 * GET /api/blog/{slug}: one post with its HTML content and citations (404 when missing). A
 * missing post stays missing when the page mounts (no new request), so the page the server
 * rendered from a 404 and the page the browser hydrates both say "Article Not Found".
 */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions<BlogPost>({
    queryKey: queryKeys.blogPost(slug),
    queryFn: checkedQueryFn(() =>
      import('@campaign/shared').then(({ blogPostSchema }) => blogPostSchema),
    ),
    retryOnMount: false,
  });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
