/**
 * `pnpm article-illustrations`: draws the illustrations of the seeded research articles and
 * writes them optimised to shell/public/articles/<slug>.jpg (committed), where the articles, their
 * cards and their link previews (Open Graph, 1200×630) use them. Drawn here, for this project:
 * flat shapes in the campaign's greens, one motif per article, no words (previews print the
 * title beside the image). Run it again after changing a drawing.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedArticleImage } from '@campaign/api/article-images';
import { logWritten, previewSvg, PREVIEW_SIZE } from './lib/preview-image';

const { width: WIDTH, height: HEIGHT } = PREVIEW_SIZE;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'shell', 'public');

const INK = '#14532d';
const LEAF = '#15803d';
const MINT = '#bbf7d0';
const PAPER = '#f0fdf4';
const WARM = '#f59e0b';
const MEAT = '#e11d48';

/** The frame every illustration shares: the preview's green field, lit behind the motif. */
function frame(motif: string, glowX = 0.5): string {
  return previewSvg(dots() + motif, { cx: glowX, cy: 0.5, r: 0.5, opacity: 0.4 });
}

/** A quiet grid of dots, the same on every illustration, so the set reads as one family. */
function dots(): string {
  const out: string[] = [];
  for (let x = 40; x < WIDTH; x += 80) {
    for (let y = 35; y < HEIGHT; y += 80) {
      out.push(`<circle cx="${x}" cy="${y}" r="2.5" fill="${MINT}" opacity="0.18"/>`);
    }
  }
  return out.join('');
}

const leaf = (x: number, y: number, scale: number, rotate: number, fill = MINT) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">` +
  `<path d="M-6 6c0-7 5-12 13-12-1 8-5 13-12 13" fill="${fill}"/>` +
  `<path d="M-7 7l7-7" stroke="${INK}" stroke-width="1.1" stroke-linecap="round"/></g>`;

/** A magnifying glass whose lens is centred on (x, y). */
const magnifier = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${PAPER}" fill-opacity="0.25" stroke="${PAPER}" stroke-width="${r / 6}"/>` +
  `<line x1="${x + r * 0.72}" y1="${y + r * 0.72}" x2="${x + r * 1.55}" y2="${y + r * 1.55}" stroke="${PAPER}" stroke-width="${r / 4}" stroke-linecap="round"/>`;

/** A sausage seen from the side, sliced at its right end. */
const sausage = (x: number, y: number, length: number) =>
  `<g transform="translate(${x} ${y})">` +
  `<rect x="0" y="-45" width="${length}" height="90" rx="45" fill="${MEAT}"/>` +
  `<rect x="20" y="-30" width="${length - 80}" height="14" rx="7" fill="#fb7185" opacity="0.6"/>` +
  `<ellipse cx="${length + 40}" cy="0" rx="26" ry="45" fill="#fda4af" stroke="${MEAT}" stroke-width="8"/>` +
  `<ellipse cx="${length + 100}" cy="0" rx="26" ry="45" fill="#fda4af" stroke="${MEAT}" stroke-width="8"/>` +
  '</g>';

/** An atom: a circle with a letter-free marker, sized by element. */
const atom = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 4}" fill="#fff" opacity="0.35"/>`;

const bond = (x1: number, y1: number, x2: number, y2: number, double = false) =>
  double
    ? `<line x1="${x1}" y1="${y1 - 9}" x2="${x2}" y2="${y2 - 9}" stroke="${PAPER}" stroke-width="8" stroke-linecap="round"/>` +
      `<line x1="${x1}" y1="${y1 + 9}" x2="${x2}" y2="${y2 + 9}" stroke="${PAPER}" stroke-width="8" stroke-linecap="round"/>`
    : `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${PAPER}" stroke-width="9" stroke-linecap="round"/>`;

/** One drawing per seeded article, keyed by slug (a test checks every seeded article has one). */
const DRAWINGS: Record<string, string> = {
  // A classification: four tiers, the top one marked, looked at closely.
  'processed-meat-group-1-what-it-means': frame(
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${380 + i * 30}" y="${150 + i * 95}" width="${440 - i * 60}" height="70" rx="18" fill="${i === 0 ? WARM : PAPER}" opacity="${i === 0 ? 1 : 0.85 - i * 0.15}"/>`,
      )
      .join('') +
      `<circle cx="425" cy="185" r="16" fill="${INK}"/>` +
      magnifier(790, 230, 80) +
      leaf(190, 470, 6, -25) +
      leaf(1040, 500, 5, 40),
  ),
  // Curing salt's nitrite meeting an amine: N–N=O, the N-nitroso group.
  'how-nitrite-forms-n-nitroso-compounds': frame(
    bond(330, 315, 500, 315) +
      bond(500, 315, 640, 230, true) +
      bond(500, 315, 640, 400) +
      bond(640, 400, 800, 400) +
      bond(800, 400, 900, 300, true) +
      atom(330, 315, 52, '#60a5fa') +
      atom(500, 315, 62, '#60a5fa') +
      atom(640, 230, 48, MEAT) +
      atom(640, 400, 62, '#60a5fa') +
      atom(800, 400, 58, '#60a5fa') +
      atom(900, 300, 48, MEAT) +
      `<path d="M150 520 q60 -40 120 0 t120 0" fill="none" stroke="${MINT}" stroke-width="8" stroke-linecap="round" opacity="0.6"/>`,
  ),
  // A leafy beet on one pan, cured meat on the other: the same word, different sources.
  'vegetable-nitrate-vs-cured-meat-nitrite': frame(
    `<line x1="600" y1="140" x2="600" y2="520" stroke="${PAPER}" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M520 520 h160" stroke="${PAPER}" stroke-width="16" stroke-linecap="round"/>` +
      `<line x1="330" y1="190" x2="870" y2="160" stroke="${PAPER}" stroke-width="12" stroke-linecap="round"/>` +
      `<circle cx="600" cy="175" r="18" fill="${WARM}"/>` +
      `<path d="M230 330 q100 60 200 0" fill="${PAPER}" stroke="${PAPER}" stroke-width="6"/>` +
      `<line x1="250" y1="330" x2="330" y2="190" stroke="${MINT}" stroke-width="4"/><line x1="410" y1="330" x2="330" y2="190" stroke="${MINT}" stroke-width="4"/>` +
      `<path d="M770 300 q100 60 200 0" fill="${PAPER}" stroke="${PAPER}" stroke-width="6"/>` +
      `<line x1="790" y1="300" x2="870" y2="160" stroke="${MINT}" stroke-width="4"/><line x1="950" y1="300" x2="870" y2="160" stroke="${MINT}" stroke-width="4"/>` +
      `<circle cx="330" cy="295" r="42" fill="#9d174d"/>` +
      leaf(315, 240, 5, -30, '#4ade80') +
      leaf(345, 245, 4.5, 20, '#4ade80') +
      `<g transform="translate(800 245) scale(0.55)">${sausage(0, 0, 160)}</g>`,
  ),
  // A package's ingredient label, looked at closely.
  'reading-labels-e249-e252-uncured-celery': frame(
    `<rect x="360" y="110" width="360" height="430" rx="28" fill="${PAPER}"/>` +
      `<rect x="400" y="150" width="200" height="26" rx="13" fill="${LEAF}"/>` +
      [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<rect x="400" y="${215 + i * 42}" width="${[280, 240, 260, 180, 270, 220, 150][i]}" height="16" rx="8" fill="${i === 3 ? WARM : MINT}"/>`,
        )
        .join('') +
      magnifier(690, 360, 95) +
      leaf(200, 200, 5, -40) +
      leaf(1010, 470, 6, 30),
    0.45,
  ),
  // A reviewed dossier: pages, a seal and ticks.
  'efsa-2017-nitrite-nitrate-reevaluation-explained': frame(
    `<rect x="430" y="130" width="330" height="400" rx="22" fill="${MINT}" transform="rotate(-6 595 330)"/>` +
      `<rect x="450" y="120" width="330" height="400" rx="22" fill="${PAPER}"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M490 ${205 + i * 80} l18 18 l34 -38" fill="none" stroke="${LEAF}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
            `<rect x="570" y="${200 + i * 80}" width="${[170, 140, 160][i]}" height="18" rx="9" fill="${MINT}"/>`,
        )
        .join('') +
      `<circle cx="760" cy="470" r="70" fill="${WARM}"/><circle cx="760" cy="470" r="50" fill="none" stroke="${PAPER}" stroke-width="8"/>` +
      leaf(230, 430, 6, 15) +
      leaf(1000, 170, 4.5, -50),
  ),
  // A plate divided into portions, one small slice marked, and a gauge.
  'health-guidelines-processed-meat-how-much': frame(
    `<circle cx="540" cy="320" r="210" fill="${PAPER}"/>` +
      `<circle cx="540" cy="320" r="170" fill="${MINT}"/>` +
      `<path d="M540 320 L540 150 A170 170 0 0 1 660 200 Z" fill="${MEAT}"/>` +
      `<path d="M540 320 L660 200 A170 170 0 0 1 710 330 Z" fill="#fde68a"/>` +
      `<path d="M540 320 L710 330 A170 170 0 0 1 420 440 Z" fill="#4ade80"/>` +
      `<path d="M540 320 L420 440 A170 170 0 0 1 540 150 Z" fill="#86efac"/>` +
      `<path d="M840 430 a110 110 0 0 1 220 0" fill="none" stroke="${PAPER}" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M840 430 a110 110 0 0 1 50 -90" fill="none" stroke="#4ade80" stroke-width="22" stroke-linecap="round"/>` +
      `<line x1="950" y1="430" x2="905" y2="360" stroke="${WARM}" stroke-width="12" stroke-linecap="round"/><circle cx="950" cy="430" r="16" fill="${WARM}"/>` +
      leaf(200, 180, 5, -20),
    0.45,
  ),
  // A pan of vegetables, with the swap arrows of a better choice.
  'practical-swaps-and-cooking-tips': frame(
    `<ellipse cx="560" cy="360" rx="240" ry="150" fill="#1f2937"/>` +
      `<ellipse cx="560" cy="345" rx="205" ry="118" fill="#374151"/>` +
      `<rect x="780" y="330" width="230" height="34" rx="17" fill="#1f2937"/>` +
      `<circle cx="470" cy="330" r="34" fill="${MEAT}"/><circle cx="560" cy="300" r="30" fill="${WARM}"/>` +
      `<circle cx="640" cy="360" r="36" fill="#4ade80"/><circle cx="530" cy="390" r="26" fill="#fde68a"/>` +
      leaf(600, 330, 4.5, -20, '#86efac') +
      leaf(450, 380, 4, 40, '#86efac') +
      `<path d="M260 170 h180" stroke="${PAPER}" stroke-width="14" stroke-linecap="round"/><path d="M410 140 l35 30 l-35 30" fill="none" stroke="${PAPER}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M880 520 h-180" stroke="${WARM}" stroke-width="14" stroke-linecap="round"/><path d="M730 490 l-35 30 l35 30" fill="none" stroke="${WARM}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(path.join(outDir, 'articles'), { recursive: true });
  for (const [slug, svg] of Object.entries(DRAWINGS)) {
    const out = path.join(outDir, seedArticleImage(slug));
    // JPEG: smooth gradients cost a fifth of a PNG's bytes, and every link preview reads it.
    const info = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toFile(out);
    logWritten(root, out, info);
  }
}
