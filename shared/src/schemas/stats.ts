import { z } from '../zod';

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
