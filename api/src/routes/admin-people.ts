import type { Knex } from 'knex';
import { pledgeListQuerySchema, subscriberListQuerySchema } from '@campaign/shared';
import { createAdminOnlyRouter } from '../auth/current-user';
import { parseQuery } from '../http/validate';
import { listPage, PLEDGES, SUBSCRIBERS } from '../people/people-tables';

/**
 * GET /api/admin/pledges and /api/admin/subscribers: searchable, sortable pages of the people
 * who pledged or subscribed. Admins only (an admin-only router).
 */
export function adminPeopleRouter({ db }: { db: Knex }) {
  const router = createAdminOnlyRouter();

  router.get('/pledges', async (ctx) => {
    const query = parseQuery(pledgeListQuerySchema, ctx.query);
    const page = await listPage(db, PLEDGES, query);
    ctx.body = {
      ...page,
      items: page.items.map(({ id, name, email, createdAt }) => ({ id, name, email, createdAt })),
    };
  });

  router.get('/subscribers', async (ctx) => {
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
