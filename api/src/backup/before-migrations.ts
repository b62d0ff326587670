import type { Knex } from 'knex';
import type { Config } from '../config';
import { parseDatabaseUrl } from '../db/database-url';
import { appliedMigrations, MIGRATIONS, pendingMigrations } from '../db/migrate';
import type { Logger } from '../logger';
import { createBackup, type BackupResult } from './create-backup';

/**
 * On SQLite, writes an archive into the backup folder before this release applies migrations to
 * a database that already has a schema: the way back from an upgrade is restoring it with the
 * previous release. A fresh database (nothing to lose), one with nothing pending, or one a newer
 * release migrated (the server refuses it anyway) gets none. On MySQL the operator backs up
 * before deploying (docs/deployment.md): instances cannot tell which of them migrates first.
 * A backup that fails stops the start, before any migration runs.
 */
export async function backupBeforeMigrations(
  db: Knex,
  config: Config,
  logger: Logger,
): Promise<BackupResult | null> {
  const target = parseDatabaseUrl(config.DATABASE_URL);
  if (target.dialect !== 'sqlite' || target.filename === ':memory:') return null;
  const applied = await appliedMigrations(db);
  if (applied.length === 0) return null;
  const known = new Set(MIGRATIONS.map((migration) => migration.name));
  if (applied.some((name) => !known.has(name))) return null;
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return null;
  const backup = await createBackup(config, { label: 'before-upgrade' });
  logger.info('backup written before migrating', {
    file: backup.file,
    bytes: backup.bytes,
    schemaLevel: backup.manifest.schemaLevel,
    pending,
  });
  return backup;
}
