import type { Knex } from 'knex';
import { DASHBOARD_DAYS, type Dashboard } from '@campaign/shared';
import { toDate } from '../models/base-model';
import { campaignDayBounds } from '../stats/campaign-days';
import { pledgesInRanges } from '../stats/pledges-in-ranges';
import { dayBounds, monthBounds, utcDate, utcMonth } from './dashboard-series';

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const [row] = (await query.count({ n: '*' })) as { n: unknown }[];
  return Number(row?.n ?? 0);
}

/**
 * GET /api/admin/dashboard: the totals, pledges per UTC day over the last DASHBOARD_DAYS days
 * (oldest first, today included, days without pledges as 0), per UTC month from the first
 * pledge's month to this one (likewise zero-filled; a chart by year adds them up), and per day
 * of the campaign `period` (the days the public chart draws, counted here without its cache).
 */
export async function loadDashboard(
  db: Knex,
  period: { start: string; end: string },
  now = new Date(),
): Promise<Dashboard> {
  const [first] = (await db('pledges').min({ first: 'createdAt' })) as { first: unknown }[];
  const firstPledge = first?.first == null ? null : (toDate(first.first) as Date);
  const days = dayBounds(now, DASHBOARD_DAYS);
  const months = monthBounds(firstPledge, now);
  const campaignDays = campaignDayBounds(period);
  // The months run from the first pledge's, so with what lies after the last one (a clock set
  // ahead) they hold every pledge: the total without a second pass over the whole index.
  const after = months.at(-1);
  const [subscribers, unhandledMessages, perDay, perMonth, later, perCampaignDay] =
    await Promise.all([
      // Subscribers are the confirmed addresses: the ones a newsletter goes to.
      countOf(db('newsletters').where('status', 'confirmed')),
      countOf(db('contacts').whereNull('handledAt')),
      pledgesInRanges(db, days),
      pledgesInRanges(db, months),
      countOf(after ? db('pledges').where('createdAt', '>=', after) : db('pledges')),
      pledgesInRanges(db, campaignDays),
    ]);
  const pledges = perMonth.reduce((sum, count) => sum + count, later);
  return {
    totals: { pledges, subscribers, unhandledMessages },
    pledgesPerDay: perDay.map((count, i) => ({ date: utcDate(days[i]!), count })),
    pledgesPerMonth: perMonth.map((count, i) => ({ month: utcMonth(months[i]!), count })),
    campaign: {
      ...period,
      pledgesPerDay: campaignDays
        .slice(0, -1)
        .map((start, i) => ({ date: utcDate(start), count: perCampaignDay[i] ?? 0 })),
    },
  };
}
