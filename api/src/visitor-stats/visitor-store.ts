import type { Knex } from 'knex';
import { VISITOR_TOP_LIST_SIZE, type VisitorStats } from '@campaign/shared';
import type { DayFigures, TallyKind } from './day-tally';

/** Longest value stored (the column's length); longer paths are cut. */
export const STORED_VALUE_MAX = 255;

/**
 * Writes one instance's figures for one day in place of the ones it wrote before (views,
 * uniques and the day's values), in one transaction: a reader sees the old figures or the
 * new, and a pass that fails is simply made again by the next. Each instance writes its own
 * rows, so instances never wait on each other's; readers add them up.
 */
export async function writeDayFigures(
  db: Knex,
  day: string,
  instance: string,
  figures: DayFigures,
  now: Date,
): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('visitor_days')
      .insert({ day, instance, views: figures.views, uniques: figures.uniques, updatedAt: now })
      .onConflict(['day', 'instance'])
      .merge(['views', 'uniques', 'updatedAt']);
    await trx('visitor_day_tallies').where({ day, instance }).delete();
    if (figures.tallies.length > 0) {
      await trx('visitor_day_tallies').insert(
        figures.tallies.map(({ kind, value, count }) => ({ day, instance, kind, value, count })),
      );
    }
  });
}

const eachDay = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
};

/** The figures of the days `from` to `to` (both included), every instance's added up. */
export async function readVisitorStats(
  db: Knex,
  from: string,
  to: string,
  counting: boolean,
): Promise<VisitorStats> {
  const rows = (await db('visitor_days')
    .whereBetween('day', [from, to])
    .groupBy('day')
    .select('day')
    .sum({ views: 'views', uniques: 'uniques' })) as {
    day: string;
    views: unknown;
    uniques: unknown;
  }[];
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = eachDay(from, to).map((date) => ({
    date,
    views: Number(byDay.get(date)?.views ?? 0),
    uniques: Number(byDay.get(date)?.uniques ?? 0),
  }));
  const top = async (kind: TallyKind) =>
    (
      (await db('visitor_day_tallies')
        .where({ kind })
        .whereBetween('day', [from, to])
        .groupBy('value')
        .select('value')
        .sum({ count: 'count' })
        .orderBy([
          { column: 'count', order: 'desc' },
          { column: 'value', order: 'asc' },
        ])
        .limit(VISITOR_TOP_LIST_SIZE)) as { value: string; count: unknown }[]
    ).map(({ value, count }) => ({ value, count: Number(count) }));
  return {
    from,
    to,
    counting,
    days,
    totals: {
      views: days.reduce((sum, day) => sum + day.views, 0),
      uniques: days.reduce((sum, day) => sum + day.uniques, 0),
    },
    pages: await top('page'),
    referrers: await top('referrer'),
    landingPages: await top('landing'),
    campaigns: {
      source: await top('utm_source'),
      medium: await top('utm_medium'),
      campaign: await top('utm_campaign'),
    },
  };
}

/**
 * Deletes the figures of days before `cutoffDay` (retention), at most `maxDays` days a pass,
 * one day per statement so no table is held for long. Answers how many days went.
 */
export async function deleteVisitorDaysBefore(
  db: Knex,
  cutoffDay: string,
  maxDays: number,
): Promise<number> {
  const days = (await db('visitor_days')
    .where('day', '<', cutoffDay)
    .distinct('day')
    .orderBy('day')
    .limit(maxDays)
    .pluck('day')) as string[];
  const orphanDays = (await db('visitor_day_tallies')
    .where('day', '<', cutoffDay)
    .distinct('day')
    .orderBy('day')
    .limit(maxDays)
    .pluck('day')) as string[];
  const all = [...new Set([...days, ...orphanDays])];
  for (const day of all) {
    await db('visitor_day_tallies').where({ day }).delete();
    await db('visitor_days').where({ day }).delete();
  }
  return all.length;
}
