import { ownNameInputSchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { recordActivity } from '../activity/activity-log';
import { toCurrentUser } from '../auth/current-user';
import { createRouter } from '../http/router';
import { parseBody } from '../http/validate';
import type { Models } from '../models';
import { leavesPagesAlone } from '../web/changes-pages';

/**
 * PATCH /api/admin/profile: every staff member sets their own name (never anyone else's: the
 * account is the session's). Answers the signed-in user as GET /api/auth/user does, so the
 * console shows the new name at once.
 */
export function adminProfileRouter({ models }: { models: Models }) {
  const router = createRouter<StaffState>();
  router.patch('/profile', leavesPagesAlone, async (ctx) => {
    const input = parseBody(ownNameInputSchema, ctx.request.body);
    const { user, role } = ctx.state;
    const updated = await models.User.transaction(async (trx) => {
      const saved = await user.$query(trx).patchAndFetch(input);
      await recordActivity(
        models,
        user,
        { action: 'update', entity: 'user', entityId: user.id, summary: 'Set their own name' },
        trx,
      );
      return saved;
    });
    ctx.body = toCurrentUser(updated, role);
  });
  return router;
}
