import { z } from '../zod';
import { recordIdSchema, requiredText } from './fields';
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
