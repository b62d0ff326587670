import { STAT_FALLBACKS, YEARLY_FALLBACK } from './constants';
import type { Stats } from './schemas/stats';

/**
 * The figures a page shows when the statistics call failed: the campaign's fallback figures
 * (STAT_FALLBACKS and the yearly series). They are for a failed call only: a real answer, even
 * one with no pledges yet, is shown as it is, so no fallback ever stands beside a real total.
 */
export function statsWithFallbacks(
  stats: { [K in keyof Stats]?: Stats[K] | undefined } | null | undefined,
): Stats {
  if (stats?.totalPledges !== undefined && stats.yearOverYearData !== undefined) {
    return {
      totalPledges: stats.totalPledges,
      growthRate: stats.growthRate ?? 0,
      socialReach: stats.socialReach ?? STAT_FALLBACKS.socialReach,
      yearOverYearData: stats.yearOverYearData.map((point) => ({ ...point })),
      hasPreviousPeriod: stats.hasPreviousPeriod ?? true,
      dailyData: (stats.dailyData ?? []).map((point) => ({ ...point })),
    };
  }
  return {
    totalPledges: STAT_FALLBACKS.totalPledges,
    growthRate: STAT_FALLBACKS.growthRate,
    socialReach: STAT_FALLBACKS.socialReach,
    yearOverYearData: YEARLY_FALLBACK.map((point) => ({ ...point })),
    hasPreviousPeriod: true,
    dailyData: [],
  };
}
