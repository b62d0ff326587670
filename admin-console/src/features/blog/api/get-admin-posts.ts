import { queryOptions, useQuery } from '@campaign/shared/query';
import { adminBlogPostSchema } from '@campaign/shared';
import { getQueryFn } from '@campaign/shared/client';

/** GET /api/admin/blog: every article, drafts included, with its content. */
export const adminPostsKey = ['/api/admin/blog'] as const;

const getPosts = getQueryFn({ on401: 'throw' });
const postsSchema = adminBlogPostSchema.array();

export function adminPostsQueryOptions() {
  return queryOptions({
    queryKey: adminPostsKey,
    queryFn: async (context) => postsSchema.parse(await getPosts<unknown>(context)),
  });
}

export function useAdminPosts() {
  return useQuery(adminPostsQueryOptions());
}
