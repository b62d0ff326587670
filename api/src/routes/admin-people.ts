import type { Knex } from 'knex';
import { pledgeListQuerySchema, subscriberListQuerySchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { requireAdmin } from '../auth/current-user';
import { createRouter } from '../http/router';
import { parseQuery } from '../http/validate';
import { listPage, PLEDGES, SUBSCRIBERS } from '../people/people-tables';

/**
 * GET /api/admin/pledges and /api/admin/subscribers: searchable, sortable pages of the people
 * who pledged or subscribed. Admins only (`requireAdmin` on each route).
 */
export function adminPeopleRouter({ db }: { db: Knex }) {
  const router = createRouter<StaffState>();

  router.get('/pledges', requireAdmin, async (ctx) => {
    const query = parseQuery(pledgeListQuerySchema, ctx.query);
    const page = await listPage(db, PLEDGES, query);
    ctx.body = {
      ...page,
      items: page.items.map(({ id, name, email, createdAt }) => ({ id, name, email, createdAt })),
    };
  });

  router.get('/subscribers', requireAdmin, async (ctx) => {
    const query = parseQuery(subscriberListQuerySchema, ctx.query);
    const page = await listPage(db, SUBSCRIBERS, query);
    ctx.body = {
      ...page,
      items: page.items.map(({ id, email, status, createdAt }) => ({
        id,
        email,
        status,
        createdAt,
      })),
    };
  });

  return router;
}
