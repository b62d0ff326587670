import type { Knex } from 'knex';
import {
  idParamSchema,
  tipCreateInputSchema,
  tipReorderInputSchema,
  tipUpdateInputSchema,
  type TipCategory,
} from '@campaign/shared';
import type { StaffState } from '../app-state';
import { changedFields, describeChanges, recordActivity } from '../activity/activity-log';
import { dialectOf } from '../db/create-database';
import { HttpError } from '../http/errors';
import { createRouter } from '../http/router';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';

const NOT_FOUND = 'Tip not found';

/** The place after the last tip of a category: where a new or moved tip goes. */
async function endOf(models: Models, category: TipCategory, trx: Knex.Transaction) {
  const row = (await models.Tip.query(trx).where({ category }).max('order as last').first()) as
    { last: number | null } | undefined;
  return row?.last == null ? 0 : Number(row.last) + 1;
}

/**
 * The tips in the console, for every staff role (the admin router's guards run first): list,
 * create, edit (text, category, icon), delete and reorder within a category. Every write and
 * its activity entry are stored in one transaction.
 */
export function adminTipsRouter({ models }: { models: Models }) {
  const router = createRouter<StaffState>();

  router.get('/tips', async (ctx) => {
    ctx.body = await models.Tip.query().orderBy(['category', 'order', 'id']);
  });

  router.post('/tips', async (ctx) => {
    const input = parseBody(tipCreateInputSchema, ctx.request.body);
    ctx.body = await models.Tip.transaction(async (trx) => {
      const tip = await models.Tip.query(trx).insertAndFetch({
        ...input,
        order: await endOf(models, input.category, trx),
      });
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'create',
          entity: 'tip',
          entityId: tip.id,
          summary: `Created "${tip.title}" in ${tip.category}`,
        },
        trx,
      );
      return tip;
    });
    ctx.status = 201;
  });

  // Before /tips/:id, which would otherwise take "reorder" for an id (and answer 404).
  router.post('/tips/reorder', async (ctx) => {
    const { category, ids } = parseBody(tipReorderInputSchema, ctx.request.body);
    await models.Tip.transaction(async (trx) => {
      // Locked on MySQL until the new order is stored, so two reorders of a category queue and
      // the second is checked against the first's result. SQLite runs one writer at a time.
      const query = models.Tip.query(trx).where({ category }).select('id');
      if (dialectOf(models.Tip.knex()) === 'mysql') query.forUpdate();
      const current = await query;
      const known = new Set(current.map((tip) => tip.id));
      if (known.size !== ids.length || !ids.every((id) => known.has(id))) {
        throw new HttpError(
          409,
          `The ${category} tips have changed since they were loaded: reload and try again`,
        );
      }
      for (const [order, id] of ids.entries()) {
        await models.Tip.query(trx).findById(id).patch({ order });
      }
      await recordActivity(
        models,
        ctx.state.user,
        { action: 'update', entity: 'tip', entityId: null, summary: `Reordered ${category}` },
        trx,
      );
    });
    ctx.status = 204;
  });

  router.put('/tips/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const input = parseBody(tipUpdateInputSchema, ctx.request.body);
    // Only the fields sent: a field left out keeps its value.
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as { [K in keyof typeof input]?: Exclude<(typeof input)[K], undefined> };
    ctx.body = await models.Tip.transaction(async (trx) => {
      const tip = await models.Tip.query(trx).findById(id);
      if (!tip) throw new HttpError(404, NOT_FOUND);
      const changed = changedFields(tip, changes);
      // A tip moved to another category goes to the end of it.
      const moved = changes.category !== undefined && changes.category !== tip.category;
      const order = moved ? { order: await endOf(models, changes.category!, trx) } : {};
      await recordActivity(
        models,
        ctx.state.user,
        { action: 'update', entity: 'tip', entityId: id, summary: describeChanges(changed) },
        trx,
      );
      return tip.$query(trx).patchAndFetch({ ...changes, ...order });
    });
  });

  router.delete('/tips/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    await models.Tip.transaction(async (trx) => {
      const tip = await models.Tip.query(trx).findById(id);
      if (!tip) throw new HttpError(404, NOT_FOUND);
      await tip.$query(trx).delete();
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'delete',
          entity: 'tip',
          entityId: id,
          summary: `Deleted "${tip.title}" from ${tip.category}`,
        },
        trx,
      );
    });
    ctx.status = 204;
  });

  return router;
}
