import { z } from 'zod';

/**
 * What a backup archive holds (a .tar.gz):
 * - `manifest.json`: the archive's format, when it was made, the schema level (the newest
 *   migration applied), the database kind, and the rows in each table;
 * - `settings.json`: the instance's effective settings, secrets redacted;
 * - the database: `database.sqlite` (a copy made by SQLite's online backup) or, from MySQL,
 *   `tables/<table>.jsonl` (see mysql-dump.ts);
 * - `uploads/`: every file of the uploads folder.
 * Raise ARCHIVE_FORMAT when an older release could not restore what this one writes.
 */
export const ARCHIVE_FORMAT = 1;

export const MANIFEST_FILE = 'manifest.json';
export const SETTINGS_FILE = 'settings.json';
export const SQLITE_FILE = 'database.sqlite';
export const TABLES_FOLDER = 'tables';
export const UPLOADS_FOLDER = 'uploads';

export const manifestSchema = z.object({
  format: z.number().int().positive(),
  createdAt: z.string(),
  /** The newest migration applied; null for a database without a schema. */
  schemaLevel: z.string().nullable(),
  migrations: z.array(z.string()),
  database: z.enum(['sqlite', 'mysql']),
  /** Rows in each table, Knex's own bookkeeping tables left out. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  uploads: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** What a database copy holds: its rows per table and the migrations it has applied. */
export interface DatabaseContents {
  tables: Record<string, number>;
  migrations: string[];
}

/** Knex's tables: a restore recreates them by running the migrations, so they are not counted. */
export const KNEX_TABLES = new Set(['knex_migrations', 'knex_migrations_lock']);

/** A restore that cannot or must not go ahead; the message is one line for the operator. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** A backup that cannot be made as configured; the message is one line for the operator. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
