import type { Knex } from 'knex';
import type { AudienceFilter, SubscriptionStatus } from '@campaign/shared';

/**
 * The mailing audience (docs/decisions/046-mailing-audience.md), as SQL: nobody is loaded into
 * memory to be filtered.
 *
 * Someone is in it through a pledge whose pledger agreed to campaign email (consent recorded)
 * and has not unsubscribed, or through a confirmed newsletter subscription. Each address counts
 * once, whichever way and however often it is in: the emails are stored trimmed and lower-cased
 * in both tables (the forms' `emailSchema`), so the address itself is the key. Anyone who
 * unsubscribed is out: unsubscribing from any campaign email marks the pledge and the
 * subscription of that address alike (unsubscribe.ts), and a pledge whose address has an
 * unsubscribed subscription is not mailed (a subscription unsubscribed before pledgers were
 * mailed). Signing up for the newsletter again and confirming brings someone back.
 *
 * The query is one UNION ALL of the two "ways in" (one row per pledge or subscription, with where
 * it came from and when), each narrowed by the filter, grouped by address.
 */

const CONFIRMED: SubscriptionStatus = 'confirmed';
const UNSUBSCRIBED: SubscriptionStatus = 'unsubscribed';

/** One address of the audience and the token of its unsubscribe link. */
export interface AudienceMember {
  email: string;
  unsubscribeToken: string;
  /** In through a confirmed subscription (else only through a pledge): why they get it. */
  subscribed: boolean;
}

type Way = 'pledge' | 'subscription';

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);

/** Pledges whose pledger may be mailed, as `alias`. */
function mailablePledges(query: Knex.QueryBuilder, db: Knex, alias: string): Knex.QueryBuilder {
  return query
    .whereNotNull(`${alias}.consentAt`)
    .whereNull(`${alias}.unsubscribedAt`)
    .whereNotNull(`${alias}.unsubscribeToken`)
    .whereNotExists(
      db('newsletters as gone')
        .select(db.raw('1'))
        .where('gone.email', db.ref(`${alias}.email`))
        .where('gone.status', UNSUBSCRIBED),
    );
}

/** Confirmed subscriptions, as `alias`. */
function mailableSubscriptions(query: Knex.QueryBuilder, alias: string): Knex.QueryBuilder {
  return query.where(`${alias}.status`, CONFIRMED).whereNotNull(`${alias}.unsubscribeToken`);
}

/** One way in, narrowed by the filter: address, token. */
function way(
  db: Knex,
  kind: Way,
  filter: AudienceFilter,
  after?: string,
): Knex.QueryBuilder | null {
  const alias = kind === 'pledge' ? 'p' : 's';
  const table = kind === 'pledge' ? 'pledges' : 'newsletters';
  const query = db(`${table} as ${alias}`).select(
    `${alias}.email`,
    `${alias}.unsubscribeToken as token`,
    // 's' sorts after 'p': the greatest of an address's rows says whether it subscribed.
    db.raw(`'${kind === 'pledge' ? 'p' : 's'}' as way`),
  );
  if (kind === 'pledge') mailablePledges(query, db, alias);
  else mailableSubscriptions(query, alias);

  if (filter.kind === 'both') {
    // Also in the other way.
    if (kind === 'pledge') {
      void query.whereExists(
        mailableSubscriptions(db('newsletters as other').select(db.raw('1')), 'other').where(
          'other.email',
          db.ref(`${alias}.email`),
        ),
      );
    } else {
      void query.whereExists(
        mailablePledges(db('pledges as other').select(db.raw('1')), db, 'other').where(
          'other.email',
          db.ref(`${alias}.email`),
        ),
      );
    }
  }
  if (filter.source !== undefined) {
    const source = filter.source;
    void query.where((from) => {
      void from.where(`${alias}.utmSource`, source).orWhere((untagged) => {
        void untagged.whereNull(`${alias}.utmSource`).where(`${alias}.referrerHost`, source);
      });
    });
  }
  if (filter.campaign !== undefined) void query.where(`${alias}.utmCampaign`, filter.campaign);
  if (filter.from !== undefined)
    void query.where(`${alias}.createdAt`, '>=', startOfDay(filter.from));
  if (filter.to !== undefined) void query.where(`${alias}.createdAt`, '<', dayAfter(filter.to));
  if (filter.referral === 'referred') void query.whereNotNull(`${alias}.referralCode`);
  if (filter.referral === 'referrer') {
    // Only a pledger has a share link to bring people through.
    if (kind !== 'pledge') return null;
    void query.whereExists(
      db('pledges as brought')
        .select(db.raw('1'))
        .where('brought.referralCode', db.ref(`${alias}.shareCode`)),
    );
  }
  if (after !== undefined) void query.where(`${alias}.email`, '>', after);
  return query;
}

/** Every row of the ways in the filter takes, as one subquery `m` (email, token). */
function waysIn(db: Knex, filter: AudienceFilter, after?: string): Knex.QueryBuilder | null {
  const kinds: Way[] =
    filter.kind === 'pledgers'
      ? ['pledge']
      : filter.kind === 'subscribers'
        ? ['subscription']
        : ['pledge', 'subscription'];
  const queries = kinds
    .map((kind) => way(db, kind, filter, after))
    .filter((query): query is Knex.QueryBuilder => query !== null);
  const [first, ...rest] = queries;
  if (first === undefined) return null;
  return rest.length > 0 ? first.unionAll(rest) : first;
}

/** How many addresses the filter takes now. */
export async function countAudience(
  db: Knex | Knex.Transaction,
  filter: AudienceFilter,
): Promise<number> {
  const union = waysIn(db as Knex, filter);
  if (union === null) return 0;
  const [row] = await db.from(union.as('m')).countDistinct({ count: 'm.email' });
  return Number((row as { count?: unknown } | undefined)?.count ?? 0);
}

/**
 * The next `limit` addresses the filter takes, in address order after `after` (keyset pages:
 * a send reads the audience a page at a time, whatever its size).
 */
export async function audiencePage(
  db: Knex | Knex.Transaction,
  filter: AudienceFilter,
  limit: number,
  after?: string,
): Promise<AudienceMember[]> {
  const union = waysIn(db as Knex, filter, after);
  if (union === null) return [];
  const rows: { email: string; token: string; way: string }[] = await db
    .from(union.as('m'))
    .select('m.email')
    .max({ token: 'm.token', way: 'm.way' })
    .groupBy('m.email')
    .orderBy('m.email')
    .limit(limit);
  return rows.map((row) => ({
    email: row.email,
    unsubscribeToken: row.token,
    subscribed: row.way === 's',
  }));
}
