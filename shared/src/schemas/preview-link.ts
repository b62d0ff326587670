import { z } from '../zod';
import { recordIdSchema, timestampSchema } from './fields';

/** How long a preview link of an unpublished article works. */
export const PREVIEW_LINK_DAYS = 7;

/** Where a preview link opens: the token is the whole credential. */
export const PREVIEW_PATH_PREFIX = '/preview';

/** The site path of a preview link's page for `token`. */
export const previewLinkPath = (token: string) =>
  `${PREVIEW_PATH_PREFIX}/${encodeURIComponent(token)}`;

/**
 * GET /api/admin/blog/{slug}/preview-links: one live link of the article (neither expired nor
 * revoked), newest first. The token is never shown again after the link was made.
 */
export const previewLinkSchema = z.object({
  id: recordIdSchema,
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  /** The name, or else the email, of whoever made it. */
  createdBy: z.string(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** POST /api/admin/blog/{slug}/preview-links (201): the new link, its full URL this once. */
export const newPreviewLinkSchema = previewLinkSchema.extend({
  url: z.string(),
});
export type NewPreviewLink = z.infer<typeof newPreviewLinkSchema>;

/** The body of POST /api/admin/blog/{slug}/preview-links: nothing to choose, expiry is fixed. */
export const previewLinkCreateInputSchema = z.object({});
