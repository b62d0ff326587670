import {
  idParamSchema,
  segmentInputSchema,
  type Segment,
  type SegmentList,
} from '@campaign/shared';
import { recordActivity } from '../activity/activity-log';
import { createAdminOnlyRouter } from '../auth/current-user';
import { HttpError } from '../http/errors';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';
import type { NewsletterSegment } from '../models/newsletter-segment';

const NOT_FOUND = 'Segment not found';

const segmentOf = (row: NewsletterSegment): Segment => ({
  id: row.id,
  name: row.name,
  filter: row.filter,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Saved segments of the mailing audience (newsletter/audience.ts), admins only like the
 * newsletters they are sent to: GET /api/admin/segments (by name), POST (201), PUT /:id,
 * DELETE /:id (204). A newsletter scheduled to a segment keeps the filter it was scheduled with,
 * so editing or deleting the segment later changes no scheduled send.
 */
export function adminSegmentsRouter({ models }: { models: Models }) {
  const router = createAdminOnlyRouter();

  router.get('/segments', async (ctx) => {
    const rows = await models.NewsletterSegment.query().orderBy('name').orderBy('id');
    ctx.body = { items: rows.map(segmentOf) } satisfies SegmentList;
  });

  router.post('/segments', async (ctx) => {
    const input = parseBody(segmentInputSchema, ctx.request.body);
    const row = await models.NewsletterSegment.transaction(async (trx) => {
      const inserted = await models.NewsletterSegment.query(trx).insert({
        name: input.name,
        filter: input.filter,
        createdBy: ctx.state.user.id,
      });
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'create',
          entity: 'segment',
          entityId: inserted.id,
          summary: `Made the segment "${input.name}"`,
        },
        trx,
      );
      return models.NewsletterSegment.query(trx).findById(inserted.id);
    });
    ctx.status = 201;
    ctx.body = segmentOf(row!);
  });

  router.put('/segments/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const input = parseBody(segmentInputSchema, ctx.request.body);
    const row = await models.NewsletterSegment.transaction(async (trx) => {
      const changed = await models.NewsletterSegment.query(trx)
        .patch({ name: input.name, filter: input.filter })
        .where({ id });
      if (changed === 0) throw new HttpError(404, NOT_FOUND);
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'update',
          entity: 'segment',
          entityId: id,
          summary: `Changed the segment "${input.name}"`,
        },
        trx,
      );
      return models.NewsletterSegment.query(trx).findById(id);
    });
    ctx.body = segmentOf(row!);
  });

  router.delete('/segments/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    await models.NewsletterSegment.transaction(async (trx) => {
      const row = await models.NewsletterSegment.query(trx).findById(id);
      if (!row) throw new HttpError(404, NOT_FOUND);
      await models.NewsletterSegment.query(trx).deleteById(id);
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'delete',
          entity: 'segment',
          entityId: id,
          summary: `Deleted the segment "${row.name}"`,
        },
        trx,
      );
    });
    ctx.status = 204;
  });

  return router;
}
