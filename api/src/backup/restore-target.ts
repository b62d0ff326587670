import { existsSync } from 'node:fs';
import type { Knex } from 'knex';
import { closeDatabase, createDatabase, dialectOf } from '../db/create-database';
import type { DatabaseTarget } from '../db/database-url';
import { appliedMigrations } from '../db/migrate';
import { KNEX_TABLES, RestoreRefused } from './archive-format';

/** The tables of a database open through Knex, Knex's own included. */
export async function tablesOf(db: Knex): Promise<string[]> {
  if (dialectOf(db) === 'sqlite') {
    const rows = (await db.raw(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )) as { name: string }[];
    return rows.map((row) => row.name);
  }
  const [rows] = (await db.raw(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
  )) as [{ name: string }[]];
  return rows.map((row) => row.name);
}

/**
 * Refuses a target database that holds anything: a restore only ever fills an empty one, so it
 * can never mix two sites' data, and undoing a failed restore is emptying it again. Knex's
 * bookkeeping tables may exist, as long as no migration is recorded in them. Answers the tables
 * there were (a failed restore keeps them).
 */
export async function checkEmptyTarget(url: string, target: DatabaseTarget): Promise<string[]> {
  // Opening a SQLite file creates it: a file that is not there is empty, and stays absent.
  if (target.dialect === 'sqlite' && !existsSync(target.filename)) return [];
  const db = createDatabase(url, { poolSize: 1 });
  try {
    const tables = await tablesOf(db);
    const own = tables.filter((table) => !KNEX_TABLES.has(table)).sort();
    if (own.length > 0 || (await appliedMigrations(db)).length > 0) {
      throw new RestoreRefused(
        `The target database already holds data (${own.length} tables, e.g. ${own.slice(0, 3).join(', ') || 'knex_migrations'}): ` +
          'restore only into a new, empty database (see "Backups and restore" in docs/deployment.md).',
      );
    }
    return tables;
  } finally {
    await closeDatabase(db);
  }
}
