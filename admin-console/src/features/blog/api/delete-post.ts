import { useMutation, useQueryClient } from '@campaign/shared/query';
import { adminRequest } from '../../../lib/api/admin-request';
import { refreshArticles } from './save-post';

/** DELETE /api/admin/blog/{slug}. */
export async function deletePost(slug: string): Promise<void> {
  await adminRequest('DELETE', `/api/admin/blog/${encodeURIComponent(slug)}`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, slug) => refreshArticles(queryClient, [slug]),
  });
}
