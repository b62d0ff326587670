import { z } from '../zod';

/**
 * The periods `GET /api/admin/dashboard/funnel` answers for: the last 7, 30 or 90 UTC days
 * (today included), or the campaign period of the site settings.
 */
export const FUNNEL_PERIODS = ['7', '30', '90', 'campaign'] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
export const FUNNEL_DEFAULT_PERIOD: FunnelPeriod = '30';
/** Entries of each top list (sources, referring sites, campaigns, sharers). */
export const FUNNEL_TOP_SIZE = 10;

/** `GET /api/admin/dashboard/funnel?period=`: one of FUNNEL_PERIODS, by default 30 days. */
export const funnelQuerySchema = z.object({
  period: z
    .enum(FUNNEL_PERIODS, { error: `Period must be one of: ${FUNNEL_PERIODS.join(', ')}` })
    .default(FUNNEL_DEFAULT_PERIOD),
});
export type FunnelQuery = z.input<typeof funnelQuerySchema>;

const count = z.number().int().nonnegative();
/** A percentage with one decimal (12.5 for 1 in 8), or null when there is nothing to divide by. */
const rate = z.number().nonnegative().nullable();

/** The headline figures of one period. */
const figuresSchema = z.object({
  /** Unique visitors, each day's added up (decision 040). */
  visitors: count,
  /** Views of the pledge page. */
  pledgePageViews: count,
  pledges: count,
  /** Newsletter sign-ups made in the period, and how many of them confirmed. */
  signups: count,
  confirmed: count,
});
export type FunnelFigures = z.infer<typeof figuresSchema>;

/** One value of a tag (a source, a referring site, a campaign) with what it brought. */
const tagEntry = z.object({
  value: z.string(),
  /** Landing visits that carried the value (page views counted on arrival). */
  visits: count,
  pledges: count,
  /** pledges / visits as a percentage; null without counted visits. */
  rate,
});
export type FunnelTagEntry = z.infer<typeof tagEntry>;

const change = z.object({
  /** This period's figure minus the previous period's. */
  delta: z.number().int(),
  /** The delta as a percentage of the previous figure, one decimal; null when that was 0. */
  percent: z.number().nullable(),
});

export const funnelSchema = z.object({
  period: z.enum(FUNNEL_PERIODS),
  /** The period's first and last UTC day, both included, and the same length just before. */
  from: z.string(),
  to: z.string(),
  previous: z.object({ from: z.string(), to: z.string() }),
  /** Pledges of each day of the period, oldest first, zero days included. */
  pledgesPerDay: z.array(z.object({ date: z.string(), count })),
  /**
   * The pledge goal of the settings (0: none), every pledge so far, and the pledges a day still
   * needed to reach it by the campaign's last day (null without a goal, once it is reached or
   * once the campaign is over).
   */
  goal: z.object({ target: count, total: count, neededPerDay: count.nullable() }),
  current: figuresSchema,
  before: figuresSchema,
  changes: z.object({
    visitors: change,
    pledgePageViews: change,
    pledges: change,
    signups: change,
    confirmed: change,
  }),
  /** visitors → pledge page views → pledges, and sign-ups → confirmed, as percentages. */
  rates: z.object({
    visitorsToPledgePage: rate,
    pledgePageToPledge: rate,
    visitorsToPledge: rate,
    signupsConfirmed: rate,
  }),
  sources: z.array(tagEntry),
  referrers: z.array(tagEntry),
  campaigns: z.array(tagEntry),
  /** Who brought the most pledges in the period: first name only, and how many. */
  sharers: z.array(z.object({ firstName: z.string(), brought: count })),
});
export type Funnel = z.infer<typeof funnelSchema>;
