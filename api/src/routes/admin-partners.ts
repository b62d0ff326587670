import type { Knex } from 'knex';
import { idParamSchema, partnerInputSchema, type Partner } from '@campaign/shared';
import { recordActivity } from '../activity/activity-log';
import { createAdminOnlyRouter } from '../auth/current-user';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';
import type { PartnerStore } from '../partners/partner-store';

const PARTNER_NOT_FOUND = 'No such partner';
const CODE_TAKEN = 'Another partner has this code';
const CODE_IN_USE = 'The code cannot change once pledges carry it: add a new partner instead';

/** The fields an edit changed, for the activity log. */
function changedFields(before: Partner, after: Partner): string {
  const fields = (
    ['name', 'code', 'origins', 'consentLine', 'accent', 'theme', 'layout', 'enabled'] as const
  ).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return fields.length ? fields.join(', ') : 'nothing';
}

/**
 * Partner embeds (Settings → Partner embeds): listed with their pledges, created and edited by
 * admins only (an admin-only router). A partner is switched off by disabling it, never deleted,
 * so the pledges that carry its code keep a name. Every write is in the activity log.
 */
export function adminPartnersRouter({
  db,
  models,
  partners,
}: {
  db: Knex;
  models: Models;
  partners: PartnerStore;
}) {
  const router = createAdminOnlyRouter();

  router.get('/partners', async (ctx) => {
    ctx.body = await partners.list();
  });

  router.post('/partners', async (ctx) => {
    const input = parseBody(partnerInputSchema, ctx.request.body);
    const { user } = ctx.state;
    try {
      ctx.body = await db.transaction(async (trx) => {
        const created = await partners.create(input, trx);
        await recordActivity(
          models,
          user,
          {
            action: 'create',
            entity: 'partner',
            entityId: created.id,
            summary: `Added partner “${created.name}” (${created.code}) for ${created.origins.join(', ')}`,
          },
          trx,
        );
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, CODE_TAKEN);
      throw error;
    }
    ctx.status = 201;
  });

  router.put('/partners/:id', async (ctx) => {
    const input = parseBody(partnerInputSchema, ctx.request.body);
    const id = parseParam(idParamSchema, ctx.params.id, PARTNER_NOT_FOUND);
    const { user } = ctx.state;
    let updated;
    try {
      updated = await db.transaction(async (trx) => {
        const changed = await partners.update(id, input, trx);
        if (!changed) return null;
        if (changed.before.code !== changed.after.code && changed.before.pledges > 0) {
          throw new HttpError(409, CODE_IN_USE);
        }
        await recordActivity(
          models,
          user,
          {
            action: 'update',
            entity: 'partner',
            entityId: id,
            summary: `Edited partner “${changed.after.name}”: ${changedFields(changed.before, changed.after)}`,
          },
          trx,
        );
        return changed.after;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, CODE_TAKEN);
      throw error;
    }
    if (!updated) throw new HttpError(404, PARTNER_NOT_FOUND);
    ctx.body = updated;
  });

  return router;
}
