import { z } from 'zod';
import { STAT_FALLBACKS, YEARLY_FALLBACK } from '../constants';

export const yearlyPledgesSchema = z.object({
  year: z.number().int(),
  pledges: z.number().int().nonnegative(),
});
export type YearlyPledges = z.infer<typeof yearlyPledgesSchema>;

/** Answer of GET /api/stats. growthRate is a percentage (156 means +156 %). */
export const statsSchema = z.object({
  totalPledges: z.number().int().nonnegative(),
  growthRate: z.number(),
  socialReach: z.number().int().nonnegative(),
  yearOverYearData: z.array(yearlyPledgesSchema),
});
export type Stats = z.infer<typeof statsSchema>;

/**
 * Fills whatever the server left out with the SPEC §3 fallbacks, so the impact page always has
 * figures to show. An empty yearly series counts as absent: a chart with no bars says nothing.
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
