import type { Knex } from 'knex';
import { campaignPeriod } from '@campaign/shared';
import { dialectOf } from '../db/create-database';
import type { Models } from '../models';
import { utcDate } from '../people/dashboard-series';
import { loadSiteSettings } from '../settings/site-settings';
import type { StatsSnapshot } from './build-stats';
import { campaignDayBounds } from './campaign-days';
import { pledgesInRanges } from './pledges-in-ranges';

/** The UTC year of pledges.created_at (DATETIME in UTC on MySQL, epoch milliseconds on SQLite). */
function createdYearSql(db: Knex): string {
  return dialectOf(db) === 'mysql'
    ? 'YEAR(created_at)'
    : "CAST(strftime('%Y', created_at / 1000, 'unixepoch') AS INTEGER)";
}

async function loadPledgesByYear(db: Knex): Promise<Map<number, number>> {
  const year = createdYearSql(db);
  const rows: { year: number | string; pledges: number | string }[] = await db('pledges')
    .select(db.raw(`${year} as year`), db.raw('COUNT(*) as pledges'))
    .groupByRaw(year);
  return new Map(rows.map((row) => [Number(row.year), Number(row.pledges)]));
}

/** Every UTC day of the campaign period with its pledges, zero days included, oldest first. */
async function loadPledgesByDay(db: Knex, bounds: Date[]): Promise<Map<string, number>> {
  const counts = await pledgesInRanges(db, bounds);
  return new Map(bounds.slice(0, -1).map((start, i) => [utcDate(start), counts[i] ?? 0]));
}

/**
 * Reads the figures behind GET /api/stats: pledges per year, pledges per day of the campaign
 * period the site settings give (November of `now`'s year unless set), and the admins' social
 * reach (the default figure when unset or invalid).
 */
export function statsSnapshotLoader(
  db: Knex,
  models: Models,
  now: () => Date = () => new Date(),
): () => Promise<StatsSnapshot> {
  return async () => {
    const settings = await loadSiteSettings(models);
    const bounds = campaignDayBounds(campaignPeriod(settings, now()));
    const [pledgesByYear, pledgesByDay] = await Promise.all([
      loadPledgesByYear(db),
      loadPledgesByDay(db, bounds),
    ]);
    return { pledgesByYear, pledgesByDay, socialReach: settings.socialReach };
  };
}
