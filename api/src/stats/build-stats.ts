import type { Stats } from '@campaign/shared';

/** Pledges per calendar year (UTC). */
export type PledgesByYear = ReadonlyMap<number, number>;

/**
 * GET /api/stats from the yearly counts: the total, this year's growth over last year as a whole
 * percentage (0 when last year had no pledges, since growth from nothing has no meaning), and
 * the years that have pledges, oldest first.
 */
export function buildStats(pledgesByYear: PledgesByYear, socialReach: number, now: Date): Stats {
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
  };
}
