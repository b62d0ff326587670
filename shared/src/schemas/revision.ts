import { z } from '../zod';
import { recordIdSchema, timestampSchema } from './fields';

/** How many saved versions of one article or page are kept (the oldest go first). */
export const REVISIONS_KEPT = 50;

/**
 * One saved version in a list of them (an article's, a page's), newest first, without what was
 * saved: each kind adds what tells its versions apart.
 */
export const revisionSummarySchema = z.object({
  id: recordIdSchema,
  savedAt: timestampSchema,
  /** The name, or else the email, of whoever saved it. */
  savedBy: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** GET /api/admin/content/pages/{key}/revisions: one saved version of the page, newest first. */
export const pageRevisionSummarySchema = revisionSummarySchema.extend({
  /**
   * The page's sections (`hero`, `howItWorks`; a legal page's `title`, `body`) this save changed
   * from the version kept before it; null for the oldest one kept, whose predecessor is gone.
   */
  changed: z.array(z.string()).nullable(),
});
export type PageRevisionSummary = z.infer<typeof pageRevisionSummarySchema>;

/**
 * GET /api/admin/content/pages/{key}/revisions/{id}: the version with the whole page as
 * GET /api/admin/content/pages holds it (merged over the defaults).
 */
export const pageRevisionSchema = pageRevisionSummarySchema.extend({
  content: z.record(z.string(), z.unknown()),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;
