import type { Knex } from 'knex';
import {
  pledgeListQuerySchema,
  subscriberListQuerySchema,
  type PersonAttribution,
} from '@campaign/shared';
import { createAdminOnlyRouter } from '../auth/current-user';
import { parseQuery } from '../http/validate';
import { listPage, PLEDGES, SUBSCRIBERS } from '../people/people-tables';

const orNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Where a listed person came from, as the console shows it (PersonAttribution). */
const attributionOf = (row: Record<string, unknown>): PersonAttribution => ({
  utmSource: orNull(row.utmSource),
  utmMedium: orNull(row.utmMedium),
  utmCampaign: orNull(row.utmCampaign),
  referrerHost: orNull(row.referrerHost),
  referralCode: orNull(row.referralCode),
});

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
      items: page.items.map(({ id, name, email, createdAt, ...row }) => ({
        id,
        name,
        email,
        createdAt,
        ...attributionOf(row),
      })),
    };
  });

  router.get('/subscribers', async (ctx) => {
    const query = parseQuery(subscriberListQuerySchema, ctx.query);
    const page = await listPage(db, SUBSCRIBERS, query);
    ctx.body = {
      ...page,
      items: page.items.map(({ id, email, status, createdAt, ...row }) => ({
        id,
        email,
        status,
        createdAt,
        ...attributionOf(row),
      })),
    };
  });

  return router;
}
