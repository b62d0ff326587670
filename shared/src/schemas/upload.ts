import { z } from '../zod';
import { recordIdSchema, requiredText, timestampSchema } from './fields';
import { cleanText } from './text';

export const UPLOAD_LIMITS = {
  /** Largest image file accepted, in bytes (8 MB). */
  maxBytes: 8 * 1024 * 1024,
  altMax: 300,
  /**
   * The widths each image is stored at, as WebP: a phone, a tablet or laptop column, a wide or
   * high-density screen. An image narrower than a width is not enlarged to it.
   */
  widths: [480, 960, 1440],
} as const;

/** What the server accepts, recognised from the file's bytes (never its name or declared type). */
export const UPLOAD_IMAGE_TYPES = ['jpeg', 'png', 'webp'] as const;

/** The `alt` field of POST /api/admin/uploads: what the image shows, for people who cannot see it. */
export const uploadAltSchema = cleanText(requiredText('Alt text').trim(), 'Alt text', 'single-line')
  .min(1, 'Alt text is required')
  .max(UPLOAD_LIMITS.altMax, `Alt text must be at most ${UPLOAD_LIMITS.altMax} characters`);

/**
 * An uploaded image as the API answers it (POST /api/admin/uploads) and as articles carry it:
 * `src` is the widest stored variant, `srcset` lists every variant with its width, and `width`
 * and `height` are the widest variant's, so a page can reserve the space before it loads.
 */
export const uploadedImageSchema = z.object({
  id: recordIdSchema,
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  src: z.string(),
  srcset: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * The name the uploaded file had on the organiser's computer, kept to recognise it in the media
 * library: shown, never used as a path. Whatever the browser sent, cut to its last path segment
 * and to 200 characters; unusable names (control characters, blank) are dropped.
 */
export const UPLOAD_FILE_NAME_MAX = 200;

/** Body of PATCH /api/admin/uploads/{id}: the image's new alt text. */
export const uploadAltInputSchema = z.object({ alt: uploadAltSchema });
export type UploadAltInput = z.infer<typeof uploadAltInputSchema>;

export const UPLOAD_USAGE_KINDS = ['article', 'newsletter', 'page', 'settings'] as const;

/**
 * One place an uploaded image is shown: an article (its featured image or its text), a
 * newsletter's body, a page's texts or the site settings. `id` is the article's slug, the
 * newsletter's id, the page's key or "settings"; `title` names it for people.
 */
export const uploadUsageSchema = z.object({
  kind: z.enum(UPLOAD_USAGE_KINDS),
  id: z.string(),
  title: z.string(),
  /** Where in it: "featured image", "text", "body", … */
  field: z.string(),
});
export type UploadUsage = z.infer<typeof uploadUsageSchema>;

/** One image of the media library (GET /api/admin/uploads). */
export const mediaItemSchema = uploadedImageSchema.extend({
  /** The narrowest stored variant: what a grid of thumbnails shows. */
  thumbnail: z.string(),
  fileName: z.string().nullable(),
  /** The uploaded file's size in bytes. */
  bytes: z.number().int().nonnegative(),
  sourceType: z.string(),
  createdAt: timestampSchema,
  /** The name of the account that uploaded it, when known. */
  createdBy: z.string().nullable(),
  usedIn: z.array(uploadUsageSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The media library, newest first, at most `UPLOAD_LIST_MAX` images. */
export const UPLOAD_LIST_MAX = 500;
export const mediaLibrarySchema = z.object({
  items: z.array(mediaItemSchema),
  /** How many images there are in all (more than `items` holds when past the cap). */
  total: z.number().int().nonnegative(),
});
export type MediaLibrary = z.infer<typeof mediaLibrarySchema>;

/** The answer of a refused DELETE /api/admin/uploads/{id}: where the image is still shown. */
export const uploadInUseSchema = z.object({
  message: z.string(),
  usedIn: z.array(uploadUsageSchema),
});
