import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { UPLOAD_LIMITS, type UPLOAD_IMAGE_TYPES } from '@campaign/shared';

export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const TYPES_BY_MIME: Record<string, ImageType> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * What the bytes are, read from their signature (file-type), or null for anything but a JPEG,
 * PNG or WebP image. The file's name and the type the browser declared are never consulted:
 * both are whatever the sender chose.
 */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return (found && TYPES_BY_MIME[found.mime]) ?? null;
}

/**
 * The most pixels an upload may have (about 8000 × 5000). Decoding needs about 4 bytes a pixel,
 * so this bounds the memory one upload can take, whatever its file size: a small PNG can
 * declare a huge, empty canvas.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

/** The widths to store for an image `width` pixels wide: the configured ones, never enlarged. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, Math.max(...UPLOAD_LIMITS.widths));
  return [...UPLOAD_LIMITS.widths.filter((w) => w < top), top];
}

/**
 * Decodes an image once and writes it at each width of `variantWidths` as WebP, turned upright
 * (EXIF orientation) and without its metadata (sharp keeps none unless asked: no camera, no
 * location). The one decode makes the widest variant's pixels; the narrower ones are resized
 * from those, so a 40-megapixel source is never held or decoded more than once. `type` is what
 * sniffImageType found; the decoder must agree, or the file is refused. Throws
 * UnreadableImageError for a file that cannot be decoded or is too large.
 */
export async function imageVariants(bytes: Buffer, type: ImageType): Promise<ImageVariant[]> {
  let widest: { data: Buffer; info: OutputInfo };
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // The header only: no pixels are decoded here.
    const meta = await source.metadata();
    if (meta.format !== type) throw new UnreadableImageError('The image could not be read');
    // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
    const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    widest = await source
      .rotate()
      .resize({ width: Math.max(...variantWidths(width)), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw asUnreadable(error);
  }
  const { width, height, channels } = widest.info;
  const variants: ImageVariant[] = [];
  for (const target of variantWidths(width)) {
    const { data, info } = await sharp(widest.data, { raw: { width, height, channels } })
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, data });
  }
  return variants;
}

function asUnreadable(error: unknown): UnreadableImageError {
  if (error instanceof UnreadableImageError) return error;
  const message = error instanceof Error ? error.message : '';
  return new UnreadableImageError(
    /pixel limit/i.test(message)
      ? `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`
      : 'The image could not be read',
  );
}
