import {
  pageRevisionSchema,
  pageRevisionSummarySchema,
  type PageKey,
  type PageRevision,
  type PageRevisionSummary,
} from '@campaign/shared';
import type { RevisionSource } from '../../../lib/api/revisions';

const summaries = pageRevisionSummarySchema.array();

/** GET /api/admin/content/pages/{key}/revisions, and .../{id}: the page's saved versions. */
export const pageRevisions = (key: PageKey): RevisionSource<PageRevisionSummary, PageRevision> => ({
  path: `/api/admin/content/pages/${key}/revisions`,
  summaries,
  revision: pageRevisionSchema,
});
