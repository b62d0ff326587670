import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  imageVariants,
  MAX_INPUT_PIXELS,
  sniffImageType,
  UnreadableImageError,
  variantWidths,
} from './image-variants';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#15803d' } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header claims `width` × `height`, without the pixels: what a decompression bomb looks like. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('sniffImageType', () => {
  it('reads JPEG, PNG and WebP from the bytes, and nothing else', async () => {
    expect(await sniffImageType(await picture('jpeg', 8, 8))).toBe('jpeg');
    expect(await sniffImageType(await picture('png', 8, 8))).toBe('png');
    expect(await sniffImageType(await picture('webp', 8, 8))).toBe('webp');
    expect(await sniffImageType(await picture('gif', 8, 8))).toBeNull();
    expect(
      await sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(await sniffImageType(Buffer.from('plain text'))).toBeNull();
    expect(await sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('variantWidths', () => {
  it('takes the configured widths below the image, topped by the image itself up to 1440', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1440]);
    expect(variantWidths(1440)).toEqual([480, 960, 1440]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(481)).toEqual([480, 481]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('imageVariants', () => {
  it('writes WebP at each width, keeping the proportions and never enlarging', async () => {
    const variants = await imageVariants(await picture('jpeg', 2000, 1000), 'jpeg');
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 240],
      [960, 480],
      [1440, 720],
    ]);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', variant.width]);
    }
    const small = await imageVariants(await picture('png', 300, 200), 'png');
    expect(small.map(({ width, height }) => [width, height])).toEqual([[300, 200]]);
  });

  it('turns a photo upright by its EXIF orientation and drops its metadata', async () => {
    // Stored 400 wide and 200 high, to be shown turned a quarter (orientation 6): 200 × 400.
    const sideways = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#fff' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [variant] = await imageVariants(sideways, 'jpeg');
    expect([variant?.width, variant?.height]).toEqual([200, 400]);
    const meta = await sharp(variant!.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses bytes the decoder reads as another type than the one sniffed', async () => {
    await expect(imageVariants(await picture('png', 8, 8), 'jpeg')).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });

  it('refuses a damaged file and a canvas too large to decode safely', async () => {
    const jpeg = await picture('jpeg', 64, 64);
    await expect(
      imageVariants(Buffer.concat([jpeg.subarray(0, 30), Buffer.alloc(200, 7)]), 'jpeg'),
    ).rejects.toThrow('The image could not be read');
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    await expect(imageVariants(pngHeaderOnly(side, side), 'png')).rejects.toThrow(
      'The image is too large: at most 40 megapixels',
    );
  });
});
