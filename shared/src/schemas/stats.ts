import { z } from '../zod';

export const yearlyPledgesSchema = z.object({
  year: z.number().int(),
  pledges: z.number().int().nonnegative(),
});
export type YearlyPledges = z.infer<typeof yearlyPledgesSchema>;

/** Pledges taken on one day (UTC) of the campaign period. */
export const dailyPledgesSchema = z.object({
  date: z.string(),
  pledges: z.number().int().nonnegative(),
});
export type DailyPledges = z.infer<typeof dailyPledgesSchema>;

/**
 * Answer of GET /api/stats. growthRate is a percentage (156 means +156 %): this calendar year's
 * pledges against last year's. `hasPreviousPeriod` is false when last year had none, so there
 * is nothing to grow from and pages hide the growth figure. `dailyData` lists every day of the
 * campaign period the settings give (zero days included), oldest first. Both are newer than the
 * first four fields, so a reader treats them as possibly absent.
 */
export const statsSchema = z.object({
  totalPledges: z.number().int().nonnegative(),
  growthRate: z.number(),
  socialReach: z.number().int().nonnegative(),
  yearOverYearData: z.array(yearlyPledgesSchema),
  hasPreviousPeriod: z.boolean().optional(),
  dailyData: z.array(dailyPledgesSchema).optional(),
});
export type Stats = z.infer<typeof statsSchema>;
