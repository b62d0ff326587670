import { createRouter } from '../http/router';
import { idParamSchema, tipUpdateInputSchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { HttpError } from '../http/errors';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';

const NOT_FOUND = 'Tip not found';

/** GET /api/admin/tips and PUT /api/admin/tips/:id (the admin router's guards run first). */
export function adminTipsRouter({ models }: { models: Models }) {
  const router = createRouter<StaffState>();

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
