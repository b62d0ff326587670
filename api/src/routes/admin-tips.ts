import Router from '@koa/router';
import { idParamSchema, tipUpdateInputSchema } from '@campaign/shared';
import type { AppState } from '../app';
import { HttpError } from '../http/errors';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';

const NOT_FOUND = 'Tip not found';

/** GET /api/admin/tips and PUT /api/admin/tips/:id (requireStaff guards both). */
export function adminTipsRouter({ models }: { models: Models }) {
  const router = new Router<AppState>({ prefix: '/api/admin' });

  router.get('/tips', async (ctx) => {
    ctx.body = await models.Tip.query().orderBy(['category', 'order', 'id']);
  });

  router.put('/tips/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const input = parseBody(tipUpdateInputSchema, ctx.request.body);
    const tip = await models.Tip.query().findById(id);
    if (!tip) throw new HttpError(404, NOT_FOUND);
    ctx.body = await tip.$query().patchAndFetch(input);
  });

  return router;
}
