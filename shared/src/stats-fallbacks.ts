import { STAT_FALLBACKS, YEARLY_FALLBACK } from './constants';
import type { Stats } from './schemas/stats';

/**
 * Fills whatever the server left out with the campaign's fallback figures (STAT_FALLBACKS), so
 * the impact page always has figures to show. An empty yearly series counts as absent: a chart
 * with no bars says nothing.
 */
export function statsWithFallbacks(stats: Partial<Stats> | null | undefined): Stats {
  const yearly = stats?.yearOverYearData;
  return {
    totalPledges: stats?.totalPledges ?? STAT_FALLBACKS.totalPledges,
    growthRate: stats?.growthRate ?? STAT_FALLBACKS.growthRate,
    socialReach: stats?.socialReach ?? STAT_FALLBACKS.socialReach,
    yearOverYearData: (yearly && yearly.length > 0 ? yearly : YEARLY_FALLBACK).map((point) => ({
      ...point,
    })),
  };
}
