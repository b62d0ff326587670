import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Config } from '../config';
import { closeDatabase, createDatabase } from '../db/create-database';
import { parseDatabaseUrl, type DatabaseTarget } from '../db/database-url';
import { migrateToLatest } from '../db/migrate';
import { uploadsDirFor } from '../uploads/storage';
import {
  KNEX_TABLES,
  RestoreRefused,
  SQLITE_FILE,
  TABLES_FOLDER,
  UPLOADS_FOLDER,
  type Manifest,
} from './archive-format';
import { loadMysql } from './mysql-dump';
import { unpackArchive } from './read-archive';
import { checkEmptyTarget, tablesOf } from './restore-target';
import { sqliteContents } from './sqlite-snapshot';
import { removeUploads, restoreUploads } from './uploads-copy';

export interface RestoreResult {
  manifest: Manifest;
  /** The migrations applied after loading, to bring the archive's schema to this release's. */
  migrated: string[];
  /** Upload files written (those already in the folder are not counted). */
  uploadsAdded: number;
}

/** The restored rows must be the archive's, table by table. */
function checkCounts(manifest: Manifest, loaded: Record<string, number>): void {
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (loaded[table] !== rows) {
      throw new Error(
        `${table}: the archive lists ${rows} rows, ${loaded[table] ?? 0} were restored`,
      );
    }
  }
}

/**
 * SQLite: the archive's file is the database at its level with its rows. It is brought to this
 * release's schema beside the target, then renamed into place in one step; until then the
 * target is untouched.
 */
async function restoreSqlite(
  target: Extract<DatabaseTarget, { dialect: 'sqlite' }>,
  staging: string,
  manifest: Manifest,
): Promise<string[]> {
  const file = path.join(staging, SQLITE_FILE);
  const copy = new Database(file, { fileMustExist: true });
  try {
    checkCounts(manifest, sqliteContents(copy).tables);
    // A copy taken while an instance was migrating holds its lock: free, nobody migrates it now.
    if (manifest.migrations.length > 0)
      copy.prepare('UPDATE knex_migrations_lock SET is_locked = 0').run();
  } finally {
    copy.close();
  }
  const db = createDatabase(`sqlite:${file}`);
  let migrated: string[];
  try {
    migrated = await migrateToLatest(db);
  } finally {
    await closeDatabase(db);
  }
  // The target was checked empty: a file left there has no tables, and its WAL must not be read
  // as the restored database's.
  const destination = path.resolve(target.filename);
  await rm(`${destination}-wal`, { force: true });
  await rm(`${destination}-shm`, { force: true });
  await rename(file, destination);
  return migrated;
}

/**
 * MySQL: the schema is brought to the archive's level, the rows loaded in one transaction, then
 * the schema brought to this release's. MySQL cannot undo a schema change in a transaction, so
 * on failure every table the restore created is dropped: the database is empty again, as it was.
 */
async function restoreMysql(
  url: string,
  target: Extract<DatabaseTarget, { dialect: 'mysql' }>,
  staging: string,
  manifest: Manifest,
  tablesBefore: readonly string[],
): Promise<string[]> {
  const db = createDatabase(url, { poolSize: 1 });
  try {
    if (manifest.schemaLevel) await migrateToLatest(db, { upTo: manifest.schemaLevel });
    const tables = Object.keys(manifest.tables).filter((table) => !KNEX_TABLES.has(table));
    checkCounts(manifest, await loadMysql(target, path.join(staging, TABLES_FOLDER), tables));
    return await migrateToLatest(db);
  } catch (error) {
    try {
      const created = (await tablesOf(db)).filter((table) => !tablesBefore.includes(table));
      await db.raw('SET FOREIGN_KEY_CHECKS = 0');
      for (const table of created) await db.schema.dropTableIfExists(table);
      if (tablesBefore.includes('knex_migrations')) await db('knex_migrations').delete();
      await db.raw('SET FOREIGN_KEY_CHECKS = 1');
    } catch (cleanupError) {
      throw new Error(
        `The restore failed (${(error as Error).message}) and could not empty the database again ` +
          `(${(cleanupError as Error).message}): drop it and create it empty before trying again.`,
        { cause: cleanupError },
      );
    }
    throw error;
  } finally {
    await closeDatabase(db);
  }
}

/**
 * Restores `archive` into the configured database, which must be empty, and its uploads into
 * the uploads folder; see docs/deployment.md, "Backups and restore". A refusal (RestoreRefused)
 * or a failure leaves the database and the uploads folder as they were.
 */
export async function restoreBackup(config: Config, archive: string): Promise<RestoreResult> {
  const target = parseDatabaseUrl(config.DATABASE_URL);
  if (target.dialect === 'sqlite' && target.filename === ':memory:')
    throw new RestoreRefused('An in-memory SQLite database cannot be restored into.');
  // SQLite: unpacked beside the database, so the restored file is renamed into place.
  const parent =
    target.dialect === 'sqlite' ? path.dirname(path.resolve(target.filename)) : tmpdir();
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, '.restore-'));
  try {
    const manifest = await unpackArchive(archive, staging);
    if (manifest.database !== target.dialect) {
      throw new RestoreRefused(
        `${archive} holds a ${manifest.database} database; DATABASE_URL names a ${target.dialect} one. Restore into the same kind of database.`,
      );
    }
    const tablesBefore = await checkEmptyTarget(config.DATABASE_URL, target);
    const uploadsDir = uploadsDirFor(config);
    const added = await restoreUploads(path.join(staging, UPLOADS_FOLDER), uploadsDir);
    try {
      const migrated =
        target.dialect === 'sqlite'
          ? await restoreSqlite(target, staging, manifest)
          : await restoreMysql(config.DATABASE_URL, target, staging, manifest, tablesBefore);
      return { manifest, migrated, uploadsAdded: added.length };
    } catch (error) {
      await removeUploads(uploadsDir, added);
      throw error;
    }
  } finally {
    // Retried: when a damaged archive stops the unpacking, a file may still be closing in there.
    await rm(staging, { recursive: true, force: true, maxRetries: 5 });
  }
}
