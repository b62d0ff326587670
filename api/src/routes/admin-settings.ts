import { siteSettingsSchema, type SiteSettings } from '@campaign/shared';
import { changedFields, describeChanges, recordActivity } from '../activity/activity-log';
import { createAdminOnlyRouter } from '../auth/current-user';
import { parseBody } from '../http/validate';
import { SITE_SETTINGS_ROW_ID, type Models } from '../models';
import { loadSiteSettings, type CachedSiteSettings } from '../settings/site-settings';
import type { PledgeStats } from '../stats/pledge-stats';

/** The changed fields, naming a social profile by its network ("social.facebook"). */
function changedSettings(before: SiteSettings, after: SiteSettings): string[] {
  const { social: beforeSocial, ...beforeRest } = before;
  const { social: afterSocial, ...afterRest } = after;
  return [
    ...changedFields(beforeRest, afterRest),
    ...changedFields(beforeSocial, afterSocial).map((network) => `social.${network}`),
  ];
}

/**
 * The site settings in the console (admins only: they change what every page says):
 * GET /api/admin/settings answers them complete; PUT /api/admin/settings takes the whole object,
 * validated with the form's schema, stores it with who saved it and logs the change in the same
 * transaction. The public figures (/api/stats) pick the new social reach and campaign period up
 * on their next read.
 */
export function adminSettingsRouter({
  models,
  stats,
  siteSettings,
}: {
  models: Models;
  stats: PledgeStats;
  siteSettings: CachedSiteSettings;
}) {
  // For admins only: the router runs the admin-role guard before every route.
  const router = createAdminOnlyRouter();

  router.get('/settings', async (ctx) => {
    ctx.body = await loadSiteSettings(models);
  });

  router.put('/settings', async (ctx) => {
    const settings = parseBody(siteSettingsSchema, ctx.request.body);
    await models.SiteSettingsRow.transaction(async (trx) => {
      const before = await loadSiteSettings(models, trx);
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'update',
          entity: 'site-settings',
          summary: describeChanges(changedSettings(before, settings)),
        },
        trx,
      );
      await models.SiteSettingsRow.query(trx)
        .insert({
          id: SITE_SETTINGS_ROW_ID,
          settings,
          updatedAt: new Date(),
          updatedBy: ctx.state.user.id,
        })
        .onConflict('id')
        .merge(['settings', 'updatedAt', 'updatedBy']);
    });
    stats.invalidate();
    siteSettings.forget();
    ctx.body = settings;
  });

  return router;
}
