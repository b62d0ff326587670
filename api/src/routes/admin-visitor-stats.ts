import type { Knex } from 'knex';
import { VISITOR_RANGE_DEFAULT_DAYS, visitorStatsQuerySchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import type { Config } from '../config';
import { createRouter } from '../http/router';
import { parseQuery } from '../http/validate';
import { utcDay } from '../visitor-stats/visitor-hash';
import type { VisitorCounter } from '../visitor-stats/visitor-counter';
import { readVisitorStats } from '../visitor-stats/visitor-store';

const DAY_MS = 86_400_000;

/**
 * GET /api/admin/visitor-stats?from=&to=: page views and unique visitors per UTC day, and the
 * top pages, referring sites, landing pages and campaign tags (visitor-stats/). Every staff role,
 * as the dashboard it is shown on: counts only, nothing about any one visitor. This instance's
 * counts are written first, so what it counted is in the answer; other instances' arrive with
 * their next periodic write.
 */
export function adminVisitorStatsRouter({
  db,
  config,
  clock,
  visitorStats,
}: {
  db: Knex;
  config: Config;
  clock: () => Date;
  visitorStats?: VisitorCounter | null;
}) {
  const router = createRouter<StaffState>();
  router.get('/visitor-stats', async (ctx) => {
    const asked = parseQuery(visitorStatsQuerySchema, ctx.query);
    const to = asked.to ?? utcDay(clock());
    const defaultFrom = Date.parse(`${to}T00:00:00Z`) - (VISITOR_RANGE_DEFAULT_DAYS - 1) * DAY_MS;
    // Checked again with the days filled in: a `from` alone may be after today, or too long ago.
    const { from = to } = parseQuery(visitorStatsQuerySchema, {
      from: asked.from ?? utcDay(new Date(defaultFrom)),
      to,
    });
    try {
      await visitorStats?.flush();
    } catch (error) {
      // The figures already written still answer; the counts wait for the next write.
      ctx.state.log.warn('could not write the visitor figures', { err: String(error) });
    }
    ctx.body = await readVisitorStats(db, from, to, config.VISITOR_STATS === 'on');
  });
  return router;
}
