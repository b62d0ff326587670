import {
  idParamSchema,
  mediaItemSchema,
  UPLOAD_LIST_MAX,
  uploadAltInputSchema,
  type MediaItem,
  type UploadUsage,
} from '@campaign/shared';
import type { StaffState } from '../app-state';
import { recordActivity } from '../activity/activity-log';
import { HttpError } from '../http/errors';
import { createRouter } from '../http/router';
import { parseBody, parseParam } from '../http/validate';
import type { Models, Upload } from '../models';
import type { UploadStorage } from '../uploads/storage';
import { findUploadUsages } from '../uploads/upload-usage';
import { uploadedImageOf, variantName, variantPath } from '../uploads/variant-names';

const NOT_FOUND = 'Image not found';
export const UPLOAD_IN_USE = 'This image is still used. Remove it from these places first.';

type UploadWithUploader = Upload & {
  uploaderFirstName?: string | null;
  uploaderLastName?: string | null;
  uploaderEmail?: string | null;
};

function uploaderName(upload: UploadWithUploader): string | null {
  const name = [upload.uploaderFirstName, upload.uploaderLastName].filter(Boolean).join(' ');
  return name || upload.uploaderEmail || null;
}

function mediaItemOf(upload: UploadWithUploader, usedIn: UploadUsage[]): MediaItem {
  const narrowest = Math.min(...upload.widths, upload.width);
  return mediaItemSchema.parse({
    ...uploadedImageOf(upload),
    thumbnail: variantPath(upload.hash, narrowest),
    fileName: upload.fileName ?? null,
    bytes: upload.sourceBytes,
    sourceType: upload.sourceType,
    createdAt: upload.createdAt,
    createdBy: uploaderName(upload),
    usedIn,
  });
}

/**
 * The media library under /api/admin/uploads, for every staff role (as the upload itself):
 * GET the images, newest first, each with where it is shown; PATCH /:id its alt text; DELETE
 * /:id, refused with 409 and the places while the image is shown anywhere. Mounted after the
 * JSON body parser, unlike the upload's own multipart route.
 */
export function adminMediaRouter({ models, uploads }: { models: Models; uploads: UploadStorage }) {
  const router = createRouter<StaffState>();

  const withUploader = () =>
    models.Upload.query()
      .select(
        'uploads.*',
        'users.firstName as uploaderFirstName',
        'users.lastName as uploaderLastName',
        'users.email as uploaderEmail',
      )
      .leftJoin('users', 'users.id', 'uploads.createdBy');

  router.get('/uploads', async (ctx) => {
    const rows = (await withUploader()
      .orderBy('uploads.createdAt', 'desc')
      .orderBy('uploads.id', 'desc')
      .limit(UPLOAD_LIST_MAX)) as UploadWithUploader[];
    const total = await models.Upload.query().resultSize();
    const usages = await findUploadUsages(models, rows);
    ctx.body = { items: rows.map((row) => mediaItemOf(row, usages.get(row.id) ?? [])), total };
  });

  router.patch('/uploads/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const { alt } = parseBody(uploadAltInputSchema, ctx.request.body);
    await models.Upload.transaction(async (trx) => {
      const upload = await models.Upload.query(trx).findById(id);
      if (!upload) throw new HttpError(404, NOT_FOUND);
      if (upload.alt === alt) return;
      await upload.$query(trx).patch({ alt });
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'update',
          entity: 'image',
          entityId: id,
          summary: `Changed an image's alt text to: ${alt}`,
        },
        trx,
      );
    });
    const row = (await withUploader().findById(id)) as UploadWithUploader;
    const usages = await findUploadUsages(models, [row]);
    ctx.body = mediaItemOf(row, usages.get(id) ?? []);
  });

  router.delete('/uploads/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const outcome = await models.Upload.transaction(async (trx) => {
      const upload = await models.Upload.query(trx).findById(id);
      if (!upload) throw new HttpError(404, NOT_FOUND);
      const usedIn = (await findUploadUsages(models, [upload], trx)).get(id) ?? [];
      if (usedIn.length > 0) return { usedIn };
      await upload.$query(trx).delete();
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'delete',
          entity: 'image',
          entityId: id,
          summary: `Deleted an image: ${upload.alt}`,
        },
        trx,
      );
      // The same picture uploaded twice shares its files: they go with the last row naming them.
      const sharing = await models.Upload.query(trx).where('hash', upload.hash).resultSize();
      return { usedIn, upload, sharing };
    });
    if (!outcome.upload) {
      ctx.status = 409;
      ctx.body = { message: UPLOAD_IN_USE, usedIn: outcome.usedIn };
      return;
    }
    // After the commit: a file left by a failure here is never named by a row again, and a
    // row never names a file that is gone.
    if (outcome.sharing === 0) {
      for (const width of outcome.upload.widths)
        await uploads.delete(variantName(outcome.upload.hash, width));
    }
    ctx.status = 204;
  });

  return router;
}
