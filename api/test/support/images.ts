import sharp from 'sharp';

/** A plain green picture of `width` × `height` in `format`, made on the spot. */
export function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 21, g: 128, b: 61 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** An upload form: the file (with the name and type a browser would declare) and its alt text. */
export function uploadForm(
  bytes: Uint8Array,
  { name = 'image.jpg', type = 'image/jpeg', alt }: { name?: string; type?: string; alt?: string },
): FormData {
  const form = new FormData();
  if (alt !== undefined) form.append('alt', alt);
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}
