import { createRouter } from '../http/router';
import { idParamSchema, tipUpdateInputSchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { changedFields, describeChanges, recordActivity } from '../activity/activity-log';
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
    ctx.body = await models.Tip.transaction(async (trx) => {
      const tip = await models.Tip.query(trx).findById(id);
      if (!tip) throw new HttpError(404, NOT_FOUND);
      const summary = describeChanges(changedFields(tip, input));
      await recordActivity(
        models,
        ctx.state.user,
        { action: 'update', entity: 'tip', entityId: id, summary },
        trx,
      );
      return tip.$query(trx).patchAndFetch(input);
    });
  });

  return router;
}
