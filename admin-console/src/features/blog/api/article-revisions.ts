import {
  articleRevisionSchema,
  articleRevisionSummarySchema,
  type ArticleRevision,
  type ArticleRevisionSummary,
} from '@campaign/shared';
import type { RevisionSource } from '../../../lib/api/revisions';

const summaries = articleRevisionSummarySchema.array();

/** GET /api/admin/blog/{slug}/revisions, and .../{id}: the article's saved versions. */
export const articleRevisions = (
  slug: string,
): RevisionSource<ArticleRevisionSummary, ArticleRevision> => ({
  path: `/api/admin/blog/${encodeURIComponent(slug)}/revisions`,
  summaries,
  revision: articleRevisionSchema,
});
