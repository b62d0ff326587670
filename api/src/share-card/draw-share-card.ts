import { escapeHtml, formatNumber } from '@campaign/shared';
import { COLORS } from '@campaign/shared/design-tokens';

/** The size link previews crop to (Open Graph and X). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface ShareCardFigures {
  siteName: string;
  /** The pledge total, or null when it is below the display threshold (no number is shown). */
  total: number | null;
  /** The pledge goal; 0 for none (no progress bar). */
  goal: number;
}

/**
 * Faces fontconfig finds on the servers we ship (the API image installs DejaVu); a browser's
 * web font is of no use to the image library, which draws with the system's fonts.
 */
const FACE = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Names longer than this are cut with an ellipsis so the title stays on one line. */
const TITLE_MAX = 34;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** Whole percent rounded down, as the pages write it: "less than 1%" once anyone has pledged. */
const percentText = (total: number, share: number) => {
  const percent = Math.floor(share * 100);
  return percent === 0 && total > 0 ? 'less than 1%' : `${percent}%`;
};

/** The campaign's emblem, a leaf, drawn at the card's top right. */
const emblem = (fill: string, vein: string) =>
  `<g transform="translate(1060 120) scale(7)"><path d="M-6 6c0-7 5-12 13-12-1 8-5 13-12 13" fill="${fill}"/>` +
  `<path d="M-7 7l7-7" stroke="${vein}" stroke-width="1.1" stroke-linecap="round"/></g>`;

/**
 * The live share card as SVG: the campaign's deep green field, the campaign's name, the pledge
 * total in large type and, with a goal, a progress bar toward it. The same figures the visitor
 * pages show (below the display threshold: an invitation without a number).
 */
export function drawShareCard({ siteName, total, goal }: ShareCardFigures): string {
  const { width, height } = SHARE_CARD_SIZE;
  const accent = COLORS.deepAccent.light;
  const text = COLORS.deepText.light;
  const muted = COLORS.deepMuted.light;
  const title = escapeHtml(cut(siteName, TITLE_MAX));

  const figures =
    total === null
      ? `<text x="80" y="330" font-size="76" font-weight="700" fill="${accent}">Take the pledge</text>
  <text x="80" y="400" font-size="38" fill="${text}">Be one of the first to join.</text>`
      : `<text x="80" y="330" font-size="132" font-weight="700" fill="${accent}">${formatNumber(total)}</text>
  <text x="80" y="400" font-size="40" fill="${text}">${total === 1 ? 'person has' : 'people have'} taken the pledge</text>`;

  const barWidth = 1040;
  const share = total === null || goal <= 0 ? 0 : Math.min(1, total / goal);
  const bar =
    goal > 0 && total !== null
      ? `<rect x="80" y="470" width="${barWidth}" height="28" rx="14" fill="${text}" fill-opacity="0.22"/>
  <rect x="80" y="470" width="${Math.max(28, Math.round(barWidth * share))}" height="28" rx="14" fill="${accent}"/>
  <text x="80" y="552" font-size="34" fill="${muted}">${percentText(total, share)} of our goal of ${formatNumber(goal)}</text>`
      : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FACE}">
  <defs>
    <linearGradient id="field" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${COLORS.deep.light}"/>
      <stop offset="1" stop-color="${COLORS.primary.light}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#field)"/>
  <text x="80" y="130" font-size="48" font-weight="700" fill="${text}">${title}</text>
  ${emblem(COLORS.primary.dark, COLORS.deep.light)}
  ${figures}
  ${bar}
  <rect x="0" y="${height - 18}" width="100%" height="18" fill="${COLORS.primary.dark}"/>
</svg>`;
}
