import { createRouter } from '../http/router';
import type { Models } from '../models';

export function tipsRouter({ models }: { models: Models }) {
  const router = createRouter();
  router.get('/tips', async (ctx) => {
    ctx.body = await models.Tip.query().orderBy(['category', 'order', 'id']);
  });
  return router;
}
