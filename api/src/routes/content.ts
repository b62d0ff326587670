import { createRouter } from '../http/router';
import { DEFAULT_LOCALE, isPlainObject, pageKeySchema } from '@campaign/shared';
import { parseParam } from '../http/validate';
import type { Models } from '../models';

/**
 * GET /api/content/:pageKey answers only what organisers changed on that page; the client lays
 * it over the built-in defaults from @campaign/shared, so `{}` means "all defaults".
 */
export function contentRouter({ models }: { models: Models }) {
  const router = createRouter();
  router.get('/content/:pageKey', async (ctx) => {
    const pageKey = parseParam(pageKeySchema, ctx.params.pageKey, 'Page not found');
    const row = await models.PageContent.query().findOne({ pageKey, locale: DEFAULT_LOCALE });
    ctx.body = row && isPlainObject(row.content) ? row.content : {};
  });
  return router;
}
