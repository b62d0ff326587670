/**
 * `pnpm social-card`: draws the campaign card, the image link previews show for every page
 * (Open Graph and Twitter, 1200×630), and writes it optimised to shell/public/social-card.png,
 * which is committed. The card has no words on it: previews print the page's title and the
 * campaign's name (SITE_NAME) beside it, so one card suits any campaign name. Run it again after
 * changing the drawing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { logWritten, previewSvg, PREVIEW_SIZE } from './lib/preview-image';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'shell', 'public', 'social-card.png');

/** Leaves of the campaign's emblem (the favicon's leaf), placed around the card. */
const leaf = (x: number, y: number, scale: number, rotate: number, opacity: number) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})" opacity="${opacity}">` +
  '<path d="M-6 6c0-7 5-12 13-12-1 8-5 13-12 13" fill="#bbf7d0"/>' +
  '<path d="M-7 7l7-7" stroke="#14532d" stroke-width="1.2" stroke-linecap="round"/></g>';

const svg = previewSvg(
  `<!-- A plate seen from above, with the emblem's leaf on it. -->
  <circle cx="860" cy="300" r="210" fill="#f0fdf4"/>
  <circle cx="860" cy="300" r="168" fill="none" stroke="#bbf7d0" stroke-width="10"/>
  <g transform="translate(860 300) scale(11)">
    <path d="M-6 6c0-7 5-12 13-12-1 8-5 13-12 13" fill="#15803d"/>
    <path d="M-7 7l7-7" stroke="#f0fdf4" stroke-width="1.1" stroke-linecap="round"/>
  </g>
  ${leaf(170, 150, 7, -20, 0.9)}
  ${leaf(320, 420, 5, 35, 0.7)}
  ${leaf(120, 500, 4, 80, 0.5)}
  ${leaf(430, 170, 3.5, 10, 0.55)}
  ${leaf(1120, 560, 4, -60, 0.5)}
  ${leaf(1110, 90, 3, 120, 0.45)}
  <rect x="0" y="${PREVIEW_SIZE.height - 18}" width="100%" height="18" fill="#4ade80"/>`,
  { cx: 0.72, cy: 0.45, r: 0.55, opacity: 0.45 },
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const info = await sharp(Buffer.from(svg))
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toFile(out);
  logWritten(root, out, info);
}
