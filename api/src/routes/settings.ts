import { createRouter } from '../http/router';
import type { Models } from '../models';
import { loadSiteSettings } from '../settings/site-settings';

/**
 * GET /api/settings: the campaign's public details (contact details, social links, the pledge
 * goal and display threshold, the figures organisers enter, the campaign period and chart, the
 * footer's copyright), always complete: the defaults fill whatever was never saved.
 */
export function settingsRouter({ models }: { models: Models }) {
  const router = createRouter();
  router.get('/settings', async (ctx) => {
    ctx.body = await loadSiteSettings(models);
  });
  return router;
}
