import { signInPolicySchema } from '@campaign/shared';
import { recordActivity } from '../activity/activity-log';
import { createAdminOnlyRouter } from '../auth/current-user';
import { loadSignInPolicy, saveSignInPolicy } from '../auth/sign-in-policy';
import { hasTwoFactor } from '../auth/two-factor';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import type { Models } from '../models';
import { leavesPagesAlone } from '../web/changes-pages';

export const ENROL_YOURSELF_FIRST =
  'Turn on two-factor sign-in for your own account before requiring it of every admin';

/**
 * GET and PUT /api/admin/settings/sign-in (admins only): whether every admin must sign in with
 * a second factor. An admin who has none cannot switch it on, so no one locks themselves out
 * by accident; saving is logged with the change.
 */
export function adminSignInPolicyRouter({ models }: { models: Models }) {
  // For admins only: the router runs the admin-role guard before every route.
  const router = createAdminOnlyRouter();

  router.get('/settings/sign-in', async (ctx) => {
    ctx.body = await loadSignInPolicy(models);
  });

  router.put('/settings/sign-in', leavesPagesAlone, async (ctx) => {
    const policy = parseBody(signInPolicySchema, ctx.request.body);
    const { user } = ctx.state;
    if (policy.requireAdminTwoFactor && !hasTwoFactor(user)) {
      throw new HttpError(409, ENROL_YOURSELF_FIRST);
    }
    await models.SignInPolicyRow.transaction(async (trx) => {
      const before = await loadSignInPolicy(models, trx);
      await saveSignInPolicy(models, policy, user, trx);
      const changed = before.requireAdminTwoFactor !== policy.requireAdminTwoFactor;
      await recordActivity(
        models,
        user,
        {
          action: 'update',
          entity: 'site-settings',
          summary: changed
            ? `Two-factor sign-in ${policy.requireAdminTwoFactor ? 'required' : 'no longer required'} for admins`
            : 'Saved without changes',
        },
        trx,
      );
    });
    ctx.body = policy;
  });

  return router;
}
