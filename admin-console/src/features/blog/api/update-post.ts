import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogUpdateInput } from '@campaign/shared';
import { apiRequest } from '@campaign/shared/client';
import { adminPostsKey } from './get-admin-posts';

export interface UpdatePostVariables {
  slug: string;
  input: BlogUpdateInput;
}

/** PUT /api/admin/blog/{slug} with only the editable fields. */
export async function updatePost({ slug, input }: UpdatePostVariables): Promise<void> {
  const body: BlogUpdateInput = {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
  };
  await apiRequest('PUT', `/api/admin/blog/${encodeURIComponent(slug)}`, body);
}

/** Saves a post, then refreshes the admin list and the public blog list and article. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (_data, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPostsKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/blog'], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['/api/blog', slug] }),
      ]),
  });
}
