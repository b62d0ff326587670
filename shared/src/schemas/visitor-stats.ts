import { z } from '../zod';

/** The longest range of days `GET /api/admin/visitor-stats` answers for. */
export const VISITOR_RANGE_MAX_DAYS = 400;
/** Days the console's Visitors section shows unless asked for others (today included). */
export const VISITOR_RANGE_DEFAULT_DAYS = 30;
/** Entries of each top list in the answer. */
export const VISITOR_TOP_LIST_SIZE = 10;

/**
 * What a counted value was folded into once a day had too many distinct ones (kept per day:
 * the most frequent values and one entry for the rest), and what every path no page has is
 * counted as.
 */
export const VISITOR_OTHER_VALUE = '(other)';
export const VISITOR_NOT_FOUND_PATH = '(not found)';

/** A real UTC day written YYYY-MM-DD: 2026-02-30 and 2026-13-01 are not. */
const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const daySchema = (label: string) =>
  z
    .string({ error: `${label} must be one date written YYYY-MM-DD` })
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value),
      `${label} must be a date written YYYY-MM-DD`,
    );

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * `GET /api/admin/visitor-stats?from=&to=`: a range of UTC days, both included. Either may be
 * left out: `to` is then today, `from` the day `VISITOR_RANGE_DEFAULT_DAYS` days before it ends.
 */
export const visitorStatsQuerySchema = z
  .object({
    from: daySchema('From').optional(),
    to: daySchema('To').optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    if (!from || !to) return;
    if (from > to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'From must not be after To' });
    else if (dayNumber(to) - dayNumber(from) + 1 > VISITOR_RANGE_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `The range can be at most ${VISITOR_RANGE_MAX_DAYS} days`,
      });
    }
  });
export type VisitorStatsQuery = z.infer<typeof visitorStatsQuerySchema>;

const count = z.number().int().nonnegative();
const topList = z.array(z.object({ value: z.string(), count }));

/** The answer: every day of the range (zero days included, oldest first) and the top lists. */
export const visitorStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Whether this instance counts visits now (VISITOR_STATS); figures already kept are shown. */
  counting: z.boolean(),
  /** Views and unique visitors of each UTC day. */
  days: z.array(z.object({ date: z.string(), views: count, uniques: count })),
  /**
   * The range's views, and its days' unique visitors added up (someone who came on two days
   * is two): no visitor is recognised from one day to the next.
   */
  totals: z.object({ views: count, uniques: count }),
  /** The pages viewed most. */
  pages: topList,
  /** Other sites' hosts visitors came from (landing views only). */
  referrers: topList,
  /** The pages visits began on (paths, or `VISITOR_NOT_FOUND_PATH`). */
  landingPages: topList,
  /** The campaign tags of the landing addresses. */
  campaigns: z.object({ source: topList, medium: topList, campaign: topList }),
});
export type VisitorStats = z.infer<typeof visitorStatsSchema>;
