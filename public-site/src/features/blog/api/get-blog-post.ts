import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@campaign/shared';

/** GET /api/blog/{slug}: one post with its HTML content and citations (404 when missing). */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions<BlogPost>({ queryKey: ['/api/blog', encodeURIComponent(slug)] });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
