import { formatNumber, showsPledgeFigures, type SiteSettings, type Stats } from '@campaign/shared';

/**
 * The rules every visitor page follows when it shows the pledge figures, in one place so the
 * pages cannot disagree: the same total, the same wording below the display threshold, the same
 * share of the goal.
 */

/** The count as the pledge texts write it: "12,847+". */
export const pledgeCountText = (total: number) => `${formatNumber(total)}+`;

/**
 * How far `total` is toward `goal`, in whole percent from 0 to 100. Rounded down, so the page
 * never claims a share not yet reached; 0 without a goal.
 */
export function goalPercent(total: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((total / goal) * 100)));
}

/** The `{percent}` of the goal texts: "less than 1" once there are pledges, rather than "0". */
export function goalPercentText(total: number, goal: number): string {
  const percent = goalPercent(total, goal);
  return percent === 0 && total > 0 ? 'less than 1' : String(percent);
}

/** What a page may show of the pledge figures, from the statistics and the site settings. */
export interface FigureRules {
  /** The total and its counters (below the display threshold, wording without the number). */
  total: boolean;
  /** The growth rate: needs the total shown and a previous period to compare with. */
  growth: boolean;
  /** The goal's progress bar: only with a goal, and only when the total may be shown. */
  goal: boolean;
}

export function figureRules(
  stats: Pick<Stats, 'totalPledges' | 'hasPreviousPeriod'>,
  settings: Pick<SiteSettings, 'displayThreshold' | 'pledgeGoal'>,
): FigureRules {
  const total = showsPledgeFigures(stats.totalPledges, settings);
  return {
    total,
    growth: total && stats.hasPreviousPeriod !== false,
    goal: total && settings.pledgeGoal > 0,
  };
}
