import Router from '@koa/router';
import type { AppState } from '../app';
import type { Models } from '../models';

export function tipsRouter({ models }: { models: Models }) {
  const router = new Router<AppState>({ prefix: '/api' });
  router.get('/tips', async (ctx) => {
    ctx.body = await models.Tip.query().orderBy(['category', 'order', 'id']);
  });
  return router;
}
