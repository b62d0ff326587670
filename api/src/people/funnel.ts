import type { Knex } from 'knex';
import {
  FUNNEL_TOP_SIZE,
  PUBLIC_ROUTES,
  VISITOR_OTHER_VALUE,
  type Funnel,
  type FunnelFigures,
  type FunnelPeriod,
  type FunnelTagEntry,
} from '@campaign/shared';
import { greetingName } from '../mail/greeting-name';
import { campaignDayBounds } from '../stats/campaign-days';
import { pledgesInRanges } from '../stats/pledges-in-ranges';
import { dayBounds, startOfUtcDay, utcDate } from './dashboard-series';

const DAY_MS = 86_400_000;

/** A share as a percentage with one decimal; null when there is nothing to divide by. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** The first instant of each day of the period, then the start of the day after its last. */
export function periodBounds(
  period: FunnelPeriod,
  campaign: { start: string; end: string },
  now: Date,
): Date[] {
  if (period !== 'campaign') return dayBounds(now, Number(period));
  const bounds = campaignDayBounds(campaign);
  // A period that does not hold together (never stored: the settings refuse it) is today.
  return bounds.length > 1 ? bounds : dayBounds(now, 1);
}

/** One period's range: its days as written (visitor figures) and its instants (rows). */
interface Range {
  fromDay: string;
  toDay: string;
  start: Date;
  end: Date;
}

const rangeOf = (start: Date, end: Date): Range => ({
  fromDay: utcDate(start),
  toDay: utcDate(new Date(end.getTime() - DAY_MS)),
  start,
  end,
});

const numberOf = (value: unknown) => Number(value ?? 0);

/** Visitors, pledge page views, pledges, sign-ups and confirmed sign-ups of one range. */
async function figuresOf(db: Knex, range: Range, pledges?: number): Promise<FunnelFigures> {
  const [visitors, pledgePage, pledgeCount, signups] = await Promise.all([
    db('visitor_days')
      .whereBetween('day', [range.fromDay, range.toDay])
      .sum({ n: 'uniques' })
      .first() as Promise<{ n: unknown } | undefined>,
    db('visitor_day_tallies')
      .where({ kind: 'page', value: PUBLIC_ROUTES.pledge })
      .whereBetween('day', [range.fromDay, range.toDay])
      .sum({ n: 'count' })
      .first() as Promise<{ n: unknown } | undefined>,
    pledges ??
      (db('pledges')
        .where('createdAt', '>=', range.start)
        .andWhere('createdAt', '<', range.end)
        .count({ n: '*' })
        .first() as Promise<{ n: unknown } | undefined>),
    db('newsletters')
      .where('createdAt', '>=', range.start)
      .andWhere('createdAt', '<', range.end)
      .count({ n: '*' })
      .count({ confirmed: 'confirmedAt' })
      .first() as Promise<{ n: unknown; confirmed: unknown } | undefined>,
  ]);
  return {
    visitors: numberOf(visitors?.n),
    pledgePageViews: numberOf(pledgePage?.n),
    pledges: typeof pledgeCount === 'number' ? pledgeCount : numberOf(pledgeCount?.n),
    signups: numberOf(signups?.n),
    confirmed: numberOf(signups?.confirmed),
  };
}

/** The pledge columns a tag is kept in, and the visitor tally that counts its landings. */
const TAGS = {
  sources: { column: 'utmSource', kind: 'utm_source' },
  referrers: { column: 'referrerHost', kind: 'referrer' },
  campaigns: { column: 'utmCampaign', kind: 'utm_campaign' },
} as const;

/** Values read from each side before they are put together (the top list is cut after). */
const CANDIDATES = FUNNEL_TOP_SIZE * 5;

/**
 * The values of one tag with the pledges that carried it and the landing visits that did: two
 * grouped queries, put together, the most pledges first (then the most visits, then by name).
 */
async function topTag(db: Knex, tag: keyof typeof TAGS, range: Range): Promise<FunnelTagEntry[]> {
  const { column, kind } = TAGS[tag];
  const [pledged, visited] = await Promise.all([
    db('pledges')
      .whereNotNull(column)
      .where('createdAt', '>=', range.start)
      .andWhere('createdAt', '<', range.end)
      .groupBy(column)
      .select({ value: column })
      .count({ n: '*' })
      .orderBy([
        { column: 'n', order: 'desc' },
        { column: 'value', order: 'asc' },
      ])
      .limit(CANDIDATES) as unknown as Promise<{ value: string; n: unknown }[]>,
    db('visitor_day_tallies')
      .where({ kind })
      .whereNot('value', VISITOR_OTHER_VALUE)
      .whereBetween('day', [range.fromDay, range.toDay])
      .groupBy('value')
      .select('value')
      .sum({ n: 'count' })
      .orderBy([
        { column: 'n', order: 'desc' },
        { column: 'value', order: 'asc' },
      ])
      .limit(CANDIDATES) as unknown as Promise<{ value: string; n: unknown }[]>,
  ]);
  const entries = new Map<string, { visits: number; pledges: number }>();
  for (const { value, n } of pledged) entries.set(value, { visits: 0, pledges: numberOf(n) });
  for (const { value, n } of visited) {
    entries.set(value, { pledges: entries.get(value)?.pledges ?? 0, visits: numberOf(n) });
  }
  return [...entries]
    .map(([value, { visits, pledges }]) => ({
      value,
      visits,
      pledges,
      rate: percentOf(pledges, visits),
    }))
    .sort(
      (a, b) =>
        b.pledges - a.pledges ||
        b.visits - a.visits ||
        (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    )
    .slice(0, FUNNEL_TOP_SIZE);
}

/**
 * The pledgers whose share code brought the most pledges made in the range, by first name only
 * (a name that reads as a link is left out, as on the leaderboard); ties by who pledged first.
 */
async function topSharers(db: Knex, range: Range): Promise<Funnel['sharers']> {
  const rows = (await db
    .select('sharer.name as name')
    .count({ brought: 'brought.id' })
    .from('pledges as sharer')
    .join('pledges as brought', 'brought.referral_code', 'sharer.share_code')
    .where('brought.created_at', '>=', range.start)
    .andWhere('brought.created_at', '<', range.end)
    .groupBy('sharer.id', 'sharer.name')
    .orderBy([
      { column: 'brought', order: 'desc' },
      { column: 'sharer.id', order: 'asc' },
    ])
    .limit(FUNNEL_TOP_SIZE * 2)) as { name: string; brought: unknown }[];
  return rows
    .flatMap(({ name, brought }) => {
      const firstName = greetingName(name.trim().split(/\s+/)[0] ?? '');
      return firstName ? [{ firstName, brought: numberOf(brought) }] : [];
    })
    .slice(0, FUNNEL_TOP_SIZE);
}

const changeOf = (now: number, before: number) => ({
  delta: now - before,
  percent: percentOf(now - before, before),
});

/**
 * GET /api/admin/dashboard/funnel: what brought people in the period and how many went on to
 * pledge or confirm a sign-up, against the period of the same length just before. Aggregates
 * only, in a few grouped queries; every rate is a percentage with one decimal.
 */
export async function loadFunnel(
  db: Knex,
  {
    period,
    campaign,
    goal,
    now,
  }: {
    period: FunnelPeriod;
    campaign: { start: string; end: string };
    goal: number;
    now: Date;
  },
): Promise<Funnel> {
  const bounds = periodBounds(period, campaign, now);
  const start = bounds[0]!;
  const end = bounds.at(-1)!;
  const length = end.getTime() - start.getTime();
  const current = rangeOf(start, end);
  const previous = rangeOf(new Date(start.getTime() - length), start);

  const [perDay, totalRow] = await Promise.all([
    pledgesInRanges(db, bounds),
    db('pledges').count({ n: '*' }).first() as Promise<{ n: unknown } | undefined>,
  ]);
  const pledges = perDay.reduce((sum, n) => sum + n, 0);
  const [now_, before, sources, referrers, campaigns, sharers] = await Promise.all([
    figuresOf(db, current, pledges),
    figuresOf(db, previous),
    topTag(db, 'sources', current),
    topTag(db, 'referrers', current),
    topTag(db, 'campaigns', current),
    topSharers(db, current),
  ]);

  const total = numberOf(totalRow?.n);
  const today = startOfUtcDay(now).getTime();
  const lastDay = Date.parse(`${campaign.end}T00:00:00Z`);
  const daysLeft = Number.isFinite(lastDay) ? (lastDay - today) / DAY_MS + 1 : 0;
  const neededPerDay =
    goal > 0 && total < goal && daysLeft >= 1 ? Math.ceil((goal - total) / daysLeft) : null;

  return {
    period,
    from: current.fromDay,
    to: current.toDay,
    previous: { from: previous.fromDay, to: previous.toDay },
    pledgesPerDay: bounds
      .slice(0, -1)
      .map((day, i) => ({ date: utcDate(day), count: perDay[i] ?? 0 })),
    goal: { target: goal, total, neededPerDay },
    current: now_,
    before,
    changes: {
      visitors: changeOf(now_.visitors, before.visitors),
      pledgePageViews: changeOf(now_.pledgePageViews, before.pledgePageViews),
      pledges: changeOf(now_.pledges, before.pledges),
      signups: changeOf(now_.signups, before.signups),
      confirmed: changeOf(now_.confirmed, before.confirmed),
    },
    rates: {
      visitorsToPledgePage: percentOf(now_.pledgePageViews, now_.visitors),
      pledgePageToPledge: percentOf(now_.pledges, now_.pledgePageViews),
      visitorsToPledge: percentOf(now_.pledges, now_.visitors),
      signupsConfirmed: percentOf(now_.confirmed, now_.signups),
    },
    sources,
    referrers,
    campaigns,
    sharers,
  };
}
