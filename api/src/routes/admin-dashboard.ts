import type { Knex } from 'knex';
import { campaignPeriod, funnelQuerySchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { createRouter } from '../http/router';
import { parseQuery } from '../http/validate';
import type { Models } from '../models';
import { loadDashboard } from '../people/dashboard';
import { loadFunnel } from '../people/funnel';
import { loadSiteSettings } from '../settings/site-settings';
import type { VisitorCounter } from '../visitor-stats/visitor-counter';

/**
 * GET /api/admin/dashboard: counts and pledges over time (people/dashboard.ts), the campaign
 * period's days included as the site settings set them.
 * GET /api/admin/dashboard/funnel?period=7|30|90|campaign: what works (people/funnel.ts): the
 * period's visitors, pledge page views, pledges and sign-ups against the period before, the
 * sources, referring sites and campaigns with what they brought, and the top sharers by first
 * name. Every staff role: both hold aggregates only, no one's email or full name.
 */
export function adminDashboardRouter({
  db,
  models,
  clock = () => new Date(),
  visitorStats,
}: {
  db: Knex;
  models: Models;
  clock?: () => Date;
  visitorStats?: VisitorCounter | null;
}) {
  const router = createRouter<StaffState>();
  router.get('/dashboard', async (ctx) => {
    const now = new Date();
    const period = campaignPeriod(await loadSiteSettings(models), now);
    ctx.body = await loadDashboard(db, period, now);
  });
  router.get('/dashboard/funnel', async (ctx) => {
    const { period } = parseQuery(funnelQuerySchema, ctx.query);
    try {
      // This instance's visits so far, as the Visitors section writes them before it reads.
      await visitorStats?.flush();
    } catch (error) {
      ctx.state.log.warn('could not write the visitor figures', { err: String(error) });
    }
    const now = clock();
    const settings = await loadSiteSettings(models);
    ctx.body = await loadFunnel(db, {
      period,
      campaign: campaignPeriod(settings, now),
      goal: settings.pledgeGoal,
      now,
    });
  });
  return router;
}
