import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { showsPledgeFigures } from '@campaign/shared';
import type { CachedSiteSettings } from '../settings/site-settings';
import type { PledgeStats } from '../stats/pledge-stats';
import { drawShareCard, type ShareCardFigures } from './draw-share-card';

export interface ShareCardImage {
  png: Buffer;
  /** A strong validator of the image, for conditional requests. */
  etag: string;
}

export interface ShareCardOptions {
  stats: Pick<PledgeStats, 'current'>;
  siteSettings: CachedSiteSettings;
  siteName: string;
  /**
   * The least time between two drawings (ms). A pledge changes the figures; during a rush the
   * card is redrawn at most this often and the last drawing is answered meanwhile.
   */
  minRedrawMs?: number;
  now?: () => number;
}

export interface ShareCard {
  /** The card for the current figures (drawn when they changed, at most once per interval). */
  current(): Promise<ShareCardImage>;
}

const keyOf = (figures: ShareCardFigures) =>
  `${figures.siteName}\u0000${figures.total ?? ''}\u0000${figures.goal}`;

async function render(figures: ShareCardFigures): Promise<ShareCardImage> {
  const png = await sharp(Buffer.from(drawShareCard(figures)))
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`;
  return { png, etag };
}

/**
 * The live share card link previews show: drawn from the pledge figures and the goal, kept in
 * memory, and drawn again only when they change, never more than once per `minRedrawMs`, and
 * one drawing at a time however many previews ask at once.
 */
export function shareCard({
  stats,
  siteSettings,
  siteName,
  minRedrawMs = 10_000,
  now = Date.now,
}: ShareCardOptions): ShareCard {
  let drawn: { key: string; at: number; image: ShareCardImage } | null = null;
  let drawing: Promise<ShareCardImage> | null = null;

  async function figures(): Promise<ShareCardFigures> {
    const [current, settings] = await Promise.all([stats.current(), siteSettings.read()]);
    return {
      siteName,
      total: showsPledgeFigures(current.totalPledges, settings) ? current.totalPledges : null,
      goal: settings.pledgeGoal,
    };
  }

  async function draw(): Promise<ShareCardImage> {
    const latest = await figures();
    const key = keyOf(latest);
    if (drawn?.key === key) return drawn.image;
    const image = await render(latest);
    drawn = { key, at: now(), image };
    return image;
  }

  return {
    current() {
      if (drawing) return drawing;
      // Recently drawn: answer it as it is, however the figures moved since.
      if (drawn && now() - drawn.at < minRedrawMs) return Promise.resolve(drawn.image);
      drawing = draw().finally(() => {
        drawing = null;
      });
      return drawing;
    },
  };
}
