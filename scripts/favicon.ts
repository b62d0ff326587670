/**
 * `pnpm favicon`: writes shell/public/favicon.ico (committed) from the campaign's emblem,
 * shell/public/favicon.svg, at 16, 32 and 48 px. Browsers ask for /favicon.ico on every page that
 * names no icon (the sign-in page's first request, a feed reader, a bookmark); the server serves
 * it from the shell's build like any other file. Run it again after changing favicon.svg.
 *
 * An .ico is a small directory of images; since Windows Vista every browser reads PNG images
 * inside it, so each size is a PNG drawn by sharp.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'shell', 'public', 'favicon.svg');
const out = path.join(root, 'shell', 'public', 'favicon.ico');
export const FAVICON_SIZES = [16, 32, 48] as const;

/** An ICO file holding the given square PNGs, smallest first. */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = header.length + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const svg = readFileSync(source);
const images = await Promise.all(
  FAVICON_SIZES.map(async (size) => ({
    size,
    png: await sharp(svg, { density: 72 * (size / 32) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: false })
      .toBuffer(),
  })),
);
writeFileSync(out, icoOf(images));
console.log(`${path.relative(root, out)}: ${FAVICON_SIZES.join(', ')} px`);
