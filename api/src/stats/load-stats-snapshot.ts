import type { Knex } from 'knex';
import { dialectOf } from '../db/create-database';
import type { Models } from '../models';
import { loadSiteSettings } from '../settings/site-settings';
import type { StatsSnapshot } from './pledge-stats';

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

/** The admins' figure from the site settings, or the default figure when unset or invalid. */
async function loadSocialReach(models: Models): Promise<number> {
  return (await loadSiteSettings(models)).socialReach;
}

export function statsSnapshotLoader(db: Knex, models: Models): () => Promise<StatsSnapshot> {
  return async () => {
    const [pledgesByYear, socialReach] = await Promise.all([
      loadPledgesByYear(db),
      loadSocialReach(models),
    ]);
    return { pledgesByYear, socialReach };
  };
}
