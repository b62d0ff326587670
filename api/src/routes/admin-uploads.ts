import { createHash } from 'node:crypto';
import {
  issuesFromZodError,
  UPLOAD_LIMITS,
  uploadAltSchema,
  type ApiIssue,
} from '@campaign/shared';
import type { StaffState } from '../app-state';
import { recordActivity } from '../activity/activity-log';
import { extendDeadline } from '../http/deadline';
import { HttpError } from '../http/errors';
import { readMultipartBody } from '../http/multipart-body';
import { createRouter } from '../http/router';
import type { Models } from '../models';
import { displayFileName } from '../uploads/display-file-name';
import { imageVariants, sniffImageType, UnreadableImageError } from '../uploads/image-variants';
import type { UploadStorage } from '../uploads/storage';
import { SlotsBusyError, TaskSlots } from '../uploads/task-slots';
import { uploadedImageOf, variantName } from '../uploads/variant-names';

/**
 * An upload may take longer than the API's usual deadline: 8 MB has to arrive, then be decoded
 * and written three times. The HTTP server still ends any request after 30 s (server-limits.ts).
 */
export const UPLOAD_DEADLINE_MS = 30_000;

const MEGABYTES = UPLOAD_LIMITS.maxBytes / (1024 * 1024);
export const UPLOAD_TOO_LARGE = `The image must be at most ${MEGABYTES} MB`;
export const UPLOAD_WRONG_TYPE = 'Only JPEG, PNG and WebP images can be uploaded';
export const UPLOADS_BUSY = 'Other images are being processed. Try again in a moment.';

/**
 * Images decoded at once by this instance, and how long an upload waits for its turn before it
 * is refused with 503: a 40-megapixel image takes over 100 MB and seconds of CPU to decode, and
 * a dozen at once would take the instance's memory and every core.
 */
export const DECODES_AT_ONCE = 2;
export const DECODE_WAIT_MS = 10_000;

/**
 * POST /api/admin/uploads (multipart: `file`, `alt`), for every staff role: content is the
 * editors' job. The admin router's guards run first; this router is mounted before the JSON
 * body parser (routes/api.ts), and reads its own body.
 */
export function adminUploadsRouter({
  models,
  uploads,
}: {
  models: Models;
  uploads: UploadStorage;
}) {
  const router = createRouter<StaffState>();
  const decodes = new TaskSlots(DECODES_AT_ONCE, DECODE_WAIT_MS);

  router.post('/uploads', async (ctx) => {
    extendDeadline(ctx, UPLOAD_DEADLINE_MS);
    const body = await readMultipartBody(ctx, {
      fileBytes: UPLOAD_LIMITS.maxBytes,
      tooLargeMessage: UPLOAD_TOO_LARGE,
      files: 1,
      fields: 4,
      fieldBytes: 4 * UPLOAD_LIMITS.altMax,
    });

    const issues: ApiIssue[] = [];
    const file = body.files.find((part) => part.field === 'file' && part.bytes.length > 0);
    if (!file) issues.push({ path: 'file', message: 'Choose an image to upload' });
    const alt = uploadAltSchema.safeParse(body.fields.get('alt'));
    if (!alt.success)
      issues.push(...issuesFromZodError(alt.error).map((issue) => ({ ...issue, path: 'alt' })));
    if (!file || !alt.success) throw new HttpError(400, 'Invalid input', issues);

    const type = await sniffImageType(file.bytes);
    if (!type) throw new HttpError(415, UPLOAD_WRONG_TYPE);
    let variants;
    try {
      variants = await decodes.run(() => imageVariants(file.bytes, type));
    } catch (error) {
      if (error instanceof SlotsBusyError)
        throw new HttpError(503, UPLOADS_BUSY, undefined, { 'Retry-After': '10' });
      if (!(error instanceof UnreadableImageError)) throw error;
      throw new HttpError(400, 'Invalid input', [{ path: 'file', message: error.message }]);
    }

    // Named by what was uploaded: the same image uploaded twice is stored once, and a name
    // never changes what it holds, so browsers may keep it for ever. A failure below leaves
    // files no row names yet; uploading the image again uses them.
    const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 32);
    for (const variant of variants)
      await uploads.put(variantName(hash, variant.width), variant.data, 'image/webp');

    const widest = variants.at(-1)!;
    const upload = await models.Upload.transaction(async (trx) => {
      const row = await models.Upload.query(trx).insert({
        hash,
        alt: alt.data,
        width: widest.width,
        height: widest.height,
        widths: variants.map((variant) => variant.width),
        sourceType: type,
        sourceBytes: file.bytes.length,
        fileName: displayFileName(file.clientName),
        createdBy: ctx.state.user.id,
      });
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'create',
          entity: 'image',
          entityId: row.id,
          summary: `Uploaded a ${type.toUpperCase()} image, ${widest.width}×${widest.height}: ${alt.data}`,
        },
        trx,
      );
      return row;
    });
    ctx.status = 201;
    ctx.body = uploadedImageOf(upload);
  });

  return router;
}
