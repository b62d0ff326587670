import {
  activityListQuerySchema,
  type ActivityEntry as ActivityEntryJson,
  type Page,
} from '@campaign/shared';
import { createAdminOnlyRouter } from '../auth/current-user';
import { readPage } from '../db/read-page';
import { parseQuery } from '../http/validate';
import type { ActivityEntry, Models } from '../models';

function toJson(entry: ActivityEntry): ActivityEntryJson {
  return {
    id: entry.id,
    userId: entry.userId,
    userEmail: entry.userEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * GET /api/admin/activity?entity=&action=&userId=&page=&pageSize=, for admins only: the log of
 * writes, newest first. Read-only by construction: no route here (or anywhere) edits or
 * deletes an entry, so PUT, PATCH and DELETE answer 405 and /activity/:id answers 404.
 */
export function adminActivityRouter({ models }: { models: Models }) {
  // For admins only: the router runs the admin-role guard before every route.
  const router = createAdminOnlyRouter();

  router.get('/activity', async (ctx) => {
    const { entity, action, userId, page, pageSize } = parseQuery(
      activityListQuerySchema,
      ctx.query,
    );
    const query = models.ActivityEntry.query();
    if (entity) query.where('entity', entity);
    if (action) query.where('action', action);
    if (userId) query.where('userId', userId);
    query.orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    ctx.body = (await readPage(
      query,
      { page, pageSize },
      toJson,
    )) satisfies Page<ActivityEntryJson>;
  });

  return router;
}
