import { queryOptions, useQuery } from '@campaign/shared/query';
import {
  articleRevisionSchema,
  articleRevisionSummarySchema,
  type ArticleRevision,
} from '@campaign/shared';
import { getQueryFn } from '@campaign/shared/client';
import { adminRequest } from '../../../lib/api/admin-request';

const revisionsPath = (slug: string) => `/api/admin/blog/${encodeURIComponent(slug)}/revisions`;
const getRevisions = getQueryFn({ on401: 'throw' });
const summariesSchema = articleRevisionSummarySchema.array();

/** GET /api/admin/blog/{slug}/revisions: the article's saved versions, newest first. */
export function useArticleRevisions(slug: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [revisionsPath(slug)],
      queryFn: async (context) => summariesSchema.parse(await getRevisions<unknown>(context)),
      enabled,
      // Every opening shows the versions as they are now (a save adds one).
      staleTime: 0,
    }),
  );
}

/** GET /api/admin/blog/{slug}/revisions/{id}: one version in full, to put in the editor. */
export async function fetchArticleRevision(slug: string, id: number): Promise<ArticleRevision> {
  const res = await adminRequest('GET', `${revisionsPath(slug)}/${id}`);
  return articleRevisionSchema.parse(await res.json());
}
