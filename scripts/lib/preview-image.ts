/**
 * The ground shared by the images link previews show (Open Graph and Twitter): the campaign card
 * (`pnpm social-card`) and the article illustrations (`pnpm article-illustrations`). Both stand on
 * the same deep green field so a shared link looks like the campaign whichever image it carries.
 */
import path from 'node:path';
import type { OutputInfo } from 'sharp';

/** The size previews crop to. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Where the soft light behind the drawing sits, in fractions of the image. */
export interface Glow {
  cx: number;
  cy: number;
  r: number;
  /** How strong the light is at its centre. */
  opacity: number;
}

/** A preview-sized SVG: the green field and its glow, then `drawing` on top. */
export function previewSvg(drawing: string, glow: Glow): string {
  const { width, height } = PREVIEW_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="field" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#14532d"/>
      <stop offset="1" stop-color="#15803d"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="${glow.r}">
      <stop offset="0" stop-color="#4ade80" stop-opacity="${glow.opacity}"/>
      <stop offset="1" stop-color="#4ade80" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#field)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  ${drawing}
</svg>`;
}

/** One line saying what was written, e.g. "shell/public/social-card.png: 1200×630, 80.7 KiB". */
export function logWritten(root: string, file: string, info: OutputInfo): void {
  console.log(
    `${path.relative(root, file)}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KiB`,
  );
}
