import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create as createTar } from 'tar';
import type { Config } from '../config';
import { parseDatabaseUrl } from '../db/database-url';
import { uploadsDirFor } from '../uploads/storage';
import {
  ARCHIVE_FORMAT,
  BackupRefused,
  MANIFEST_FILE,
  SETTINGS_FILE,
  SQLITE_FILE,
  TABLES_FOLDER,
  UPLOADS_FOLDER,
  type Manifest,
} from './archive-format';
import { archiveFileName, backupDirFor } from './backup-files';
import { dumpMysql } from './mysql-dump';
import { stageUploads } from './uploads-copy';
import { redactedSettings } from './settings-snapshot';
import { snapshotSqlite } from './sqlite-snapshot';

export interface BackupOptions {
  /** The archive's path; a new name in the backup folder (BACKUP_DIR) when not given. */
  out?: string | undefined;
  /** A word added to the generated name, e.g. "before-upgrade". */
  label?: string;
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * Writes one archive of the configured database, uploads folder and (redacted) settings; see
 * archive-format.ts for what it holds. Safe while instances run. The parts are gathered in a
 * hidden folder beside the archive and the archive is written under a hidden name, then renamed:
 * a failed or interrupted backup leaves no archive that looks whole.
 */
export async function createBackup(
  config: Config,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const file = options.out
    ? path.resolve(options.out)
    : path.join(backupDirFor(config), archiveFileName(now, options.label));
  const target = parseDatabaseUrl(config.DATABASE_URL);
  if (target.dialect === 'sqlite' && target.filename === ':memory:')
    throw new BackupRefused('An in-memory SQLite database cannot be backed up.');
  if (target.dialect === 'sqlite' && !existsSync(target.filename))
    throw new BackupRefused(`No SQLite database at ${path.resolve(target.filename)}.`);

  await mkdir(path.dirname(file), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(file), '.backup-'));
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  try {
    const contents =
      target.dialect === 'sqlite'
        ? await snapshotSqlite(target.filename, path.join(staging, SQLITE_FILE))
        : await dumpMysql(target, path.join(staging, TABLES_FOLDER));
    const uploads = await stageUploads(uploadsDirFor(config), path.join(staging, UPLOADS_FOLDER));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: now.toISOString(),
      schemaLevel: contents.migrations.at(-1) ?? null,
      migrations: contents.migrations,
      database: target.dialect,
      tables: contents.tables,
      uploads,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(
      path.join(staging, SETTINGS_FILE),
      `${JSON.stringify(redactedSettings(config), null, 2)}\n`,
    );
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      SETTINGS_FILE,
      target.dialect === 'sqlite' ? SQLITE_FILE : TABLES_FOLDER,
      UPLOADS_FOLDER,
    ]);
    // The archive holds supporters' personal data: readable by its owner only.
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
