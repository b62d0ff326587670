import { useMutation, useQueryClient, type QueryClient } from '@campaign/shared/query';
import { queryKeys, type BlogCreateInput } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { adminPostsKey } from './get-admin-posts';

export interface SavePostVariables {
  /** The article's current slug; null for a new article. */
  slug: string | null;
  input: BlogCreateInput;
}

/** POST /api/admin/blog for a new article, PUT /api/admin/blog/{slug} with every field otherwise. */
export async function savePost({ slug, input }: SavePostVariables): Promise<void> {
  if (slug === null) await adminRequest('POST', '/api/admin/blog', input);
  else await adminRequest('PUT', `/api/admin/blog/${encodeURIComponent(slug)}`, input);
}

/**
 * After a change: the console's list, every list visitors read (the whole list, the featured
 * three, each page of /blog, and what the end of each article lists: the change can move the
 * article into or out of any of them) and the article itself, at either address. Other
 * articles stay as they are.
 */
export function refreshArticles(queryClient: QueryClient, slugs: (string | null)[]) {
  const isList = (key: readonly unknown[]) =>
    key.length === 1 || typeof key[1] === 'object' || key[2] === 'related';
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPostsKey }),
    queryClient.invalidateQueries({
      queryKey: queryKeys.blogList(),
      predicate: ({ queryKey }) => isList(queryKey),
    }),
    ...slugs
      .filter((slug): slug is string => slug !== null)
      .map((slug) => queryClient.invalidateQueries({ queryKey: queryKeys.blogPost(slug) })),
  ]);
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: (_data, { slug, input }) => refreshArticles(queryClient, [slug, input.slug]),
  });
}
