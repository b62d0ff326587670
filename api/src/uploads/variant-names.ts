import type { UploadedImage } from '@campaign/shared';
import type { Upload } from '../models';

/** Where uploaded images are served: `/uploads/<hash>-<width>.webp` (uploads/serve-uploads.ts). */
export const UPLOADS_URL_PREFIX = '/uploads';

/** A stored variant's name: the upload's hash (32 hex digits), its width, `.webp`. */
export const VARIANT_NAME = /^[0-9a-f]{32}-[1-9]\d{0,4}\.webp$/;

export function variantName(hash: string, width: number): string {
  return `${hash}-${width}.webp`;
}

export function variantPath(hash: string, width: number): string {
  return `${UPLOADS_URL_PREFIX}/${variantName(hash, width)}`;
}

/** An upload as the API answers it: the widest variant as `src`, every variant in `srcset`. */
export function uploadedImageOf(upload: Upload): UploadedImage {
  const widths = [...upload.widths].sort((a, b) => a - b);
  return {
    id: upload.id,
    alt: upload.alt,
    width: upload.width,
    height: upload.height,
    src: variantPath(upload.hash, widths.at(-1) ?? upload.width),
    srcset: widths.map((width) => `${variantPath(upload.hash, width)} ${width}w`).join(', '),
  };
}
