import type { Knex } from 'knex';
import type { StaffState } from '../app-state';
import { createRouter } from '../http/router';
import { loadDashboard } from '../people/dashboard';

/**
 * GET /api/admin/dashboard: counts and pledges over time (people/dashboard.ts). Every staff role:
 * it holds aggregates only, no one's name or email.
 */
export function adminDashboardRouter({ db }: { db: Knex }) {
  const router = createRouter<StaffState>();
  router.get('/dashboard', async (ctx) => {
    ctx.body = await loadDashboard(db);
  });
  return router;
}
