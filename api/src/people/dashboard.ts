import type { Knex } from 'knex';
import { DASHBOARD_DAYS, type Dashboard } from '@campaign/shared';
import { toDate } from '../models/base-model';
import { dayBounds, monthBounds, utcDate, utcMonth } from './dashboard-series';

/** SQLite refuses a compound SELECT of more than 500 parts. */
const RANGES_PER_QUERY = 100;

/**
 * Pledges created in each range [bounds[i], bounds[i + 1]). Each range is its own COUNT(*) with
 * `created_at >= ? AND created_at < ?`, which counts entries of the created_at index without
 * reading rows or computing a date per row, and compares timestamps the same way on both
 * databases (Knex binds a Date as epoch milliseconds on SQLite, as UTC DATETIME on MySQL). The
 * counts go out together, UNION ALL, a hundred ranges per query, each tagged with its index.
 */
async function pledgesInRanges(db: Knex, bounds: Date[]): Promise<number[]> {
  const counts: number[] = [];
  for (let start = 0; start < bounds.length - 1; start += RANGES_PER_QUERY) {
    const parts: Knex.QueryBuilder[] = [];
    for (let i = start; i < Math.min(start + RANGES_PER_QUERY, bounds.length - 1); i++) {
      parts.push(
        db('pledges')
          .select(db.raw('? as i', [i]))
          .count({ n: '*' })
          .where('createdAt', '>=', bounds[i]!)
          .andWhere('createdAt', '<', bounds[i + 1]!),
      );
    }
    const [first, ...rest] = parts;
    // Not wrapped in parentheses, which SQLite does not take in a compound SELECT.
    const rows = (await (rest.length ? first!.unionAll(rest) : first!)) as {
      i: unknown;
      n: unknown;
    }[];
    for (const row of rows) counts[Number(row.i)] = Number(row.n);
  }
  return counts;
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const [row] = (await query.count({ n: '*' })) as { n: unknown }[];
  return Number(row?.n ?? 0);
}

/**
 * GET /api/admin/dashboard: the totals, pledges per UTC day over the last DASHBOARD_DAYS days
 * (oldest first, today included, days without pledges as 0) and per UTC month from the first
 * pledge's month to this one (likewise zero-filled).
 */
export async function loadDashboard(db: Knex, now = new Date()): Promise<Dashboard> {
  const [first] = (await db('pledges').min({ first: 'createdAt' })) as { first: unknown }[];
  const firstPledge = first?.first == null ? null : (toDate(first.first) as Date);
  const days = dayBounds(now, DASHBOARD_DAYS);
  const months = monthBounds(firstPledge, now);
  // The months run from the first pledge's, so with what lies after the last one (a clock set
  // ahead) they hold every pledge: the total without a second pass over the whole index.
  const after = months.at(-1);
  const [subscribers, unhandledMessages, perDay, perMonth, later] = await Promise.all([
    // Subscribers are the confirmed addresses: the ones a newsletter goes to.
    countOf(db('newsletters').where('status', 'confirmed')),
    countOf(db('contacts').whereNull('handledAt')),
    pledgesInRanges(db, days),
    pledgesInRanges(db, months),
    countOf(after ? db('pledges').where('createdAt', '>=', after) : db('pledges')),
  ]);
  const pledges = perMonth.reduce((sum, count) => sum + count, later);
  return {
    totals: { pledges, subscribers, unhandledMessages },
    pledgesPerDay: perDay.map((count, i) => ({ date: utcDate(days[i]!), count })),
    pledgesPerMonth: perMonth.map((count, i) => ({ month: utcMonth(months[i]!), count })),
  };
}
