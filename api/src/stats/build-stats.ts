import type { Stats } from '@campaign/shared';

/** Pledges per calendar year (UTC). */
export type PledgesByYear = ReadonlyMap<number, number>;

/**
 * Pledges on each UTC day of the campaign period, keyed 'YYYY-MM-DD': every day of the period
 * is present (0 when nobody pledged), in order, oldest first.
 */
export type PledgesByDay = ReadonlyMap<string, number>;

/** What the database says, read at most once per refresh interval. */
export interface StatsSnapshot {
  pledgesByYear: PledgesByYear;
  pledgesByDay: PledgesByDay;
  socialReach: number;
}

/**
 * GET /api/stats from the snapshot: the total, this year's growth over last year as a whole
 * percentage (0 when last year had no pledges, since growth from nothing has no meaning, and
 * `hasPreviousPeriod` false so pages hide it), the years that have pledges, oldest first, and
 * every day of the campaign period.
 */
export function buildStats(
  { pledgesByYear, pledgesByDay, socialReach }: StatsSnapshot,
  now: Date,
): Stats {
  const years = [...pledgesByYear.entries()]
    .filter(([, pledges]) => pledges > 0)
    .sort(([a], [b]) => a - b);
  const thisYear = now.getUTCFullYear();
  const current = pledgesByYear.get(thisYear) ?? 0;
  const previous = pledgesByYear.get(thisYear - 1) ?? 0;
  return {
    totalPledges: years.reduce((sum, [, pledges]) => sum + pledges, 0),
    growthRate: previous === 0 ? 0 : Math.round(((current - previous) / previous) * 100),
    socialReach,
    yearOverYearData: years.map(([year, pledges]) => ({ year, pledges })),
    hasPreviousPeriod: previous > 0,
    dailyData: [...pledgesByDay.entries()].map(([date, pledges]) => ({ date, pledges })),
  };
}
