import { useMutation } from '@campaign/shared/query';
import { articlePreviewSchema, type ArticlePreview, type BlogCreateInput } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';

/**
 * POST /api/admin/blog/preview: the article as visitors would get it (its HTML cleaned as a
 * save would), without saving it.
 */
export async function previewPost(input: BlogCreateInput): Promise<ArticlePreview> {
  const res = await adminRequest('POST', '/api/admin/blog/preview', input);
  return articlePreviewSchema.parse(await res.json());
}

export function usePreviewPost() {
  return useMutation({ mutationFn: previewPost });
}
