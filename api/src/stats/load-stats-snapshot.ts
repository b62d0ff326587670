import type { Knex } from 'knex';
import { STAT_FALLBACKS } from '@campaign/shared';
import { dialectOf } from '../db/create-database';
import { STATS_PAGE_KEY, type Models } from '../models';
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

/** The organisers' figure from page_content `stats`, or the fallback figure when unset or invalid. */
async function loadSocialReach({ PageContent }: Models): Promise<number> {
  const row = await PageContent.query().findOne({ pageKey: STATS_PAGE_KEY });
  const value = row?.content?.socialReach;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? value
    : STAT_FALLBACKS.socialReach;
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
