import { createRouter } from '../http/router';
import type { ShareCard } from '../share-card/share-card';

/** How long link previews and browsers may keep the card before asking again. */
const CARD_MAX_AGE_S = 60;

/**
 * GET /api/share-card.png: the live share card every visitor page names as its link preview
 * image (the pledge total and the goal). Any query string is ignored: the pages add the total to
 * the address so that previews fetch the card again when it changed, but the answer is always
 * the current card, so no address costs a drawing of its own.
 */
export function shareCardRouter({ shareCard }: { shareCard: ShareCard }) {
  const router = createRouter();
  router.get('/share-card.png', async (ctx) => {
    const image = await shareCard.current();
    ctx.set('Cache-Control', `public, max-age=${CARD_MAX_AGE_S}`);
    ctx.set('ETag', image.etag);
    ctx.type = 'image/png';
    // `fresh` compares the validators only for a successful answer.
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = image.png;
  });
  return router;
}
