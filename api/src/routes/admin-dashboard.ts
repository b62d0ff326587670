import type { Knex } from 'knex';
import { campaignPeriod } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { createRouter } from '../http/router';
import type { Models } from '../models';
import { loadDashboard } from '../people/dashboard';
import { loadSiteSettings } from '../settings/site-settings';

/**
 * GET /api/admin/dashboard: counts and pledges over time (people/dashboard.ts), the campaign
 * period's days included as the site settings set them. Every staff role: it holds aggregates
 * only, no one's name or email.
 */
export function adminDashboardRouter({ db, models }: { db: Knex; models: Models }) {
  const router = createRouter<StaffState>();
  router.get('/dashboard', async (ctx) => {
    const now = new Date();
    const period = campaignPeriod(await loadSiteSettings(models), now);
    ctx.body = await loadDashboard(db, period, now);
  });
  return router;
}
