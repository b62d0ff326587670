import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { parseDatabaseUrl } from '../db/database-url';

/**
 * The backup folder: BACKUP_DIR when set; otherwise `backups/` beside the embedded SQLite
 * database (`data/backups` by default), or `./data/backups` on MySQL, as the uploads folder is
 * chosen. Relative paths are taken from the working directory.
 */
export function backupDirFor(config: Pick<Config, 'BACKUP_DIR' | 'DATABASE_URL'>): string {
  if (config.BACKUP_DIR) return path.resolve(config.BACKUP_DIR);
  const target = parseDatabaseUrl(config.DATABASE_URL);
  if (target.dialect === 'sqlite' && target.filename !== ':memory:')
    return path.join(path.dirname(path.resolve(target.filename)), 'backups');
  return path.resolve('data', 'backups');
}

const ARCHIVE_NAME = /^campaign-.+\.tar\.gz$/;

/**
 * `campaign-2026-11-29T07-32-44-123Z.tar.gz`, with `-<label>` before the extension when given:
 * names sort by time, and carry no character a shell or another file system would trip on.
 */
export function archiveFileName(at: Date, label?: string): string {
  const time = at.toISOString().replace(/[:.]/g, '-');
  return `campaign-${time}${label ? `-${label}` : ''}.tar.gz`;
}

export interface BackupFile {
  fileName: string;
  /** When the archive was finished (its file's modification time). */
  time: Date;
  bytes: number;
}

/** The archives in `dir`, newest first; none when the folder does not exist. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: BackupFile[] = [];
  for (const fileName of names.filter((name) => ARCHIVE_NAME.test(name))) {
    const info = await stat(path.join(dir, fileName)).catch(() => null);
    if (info?.isFile()) files.push({ fileName, time: info.mtime, bytes: info.size });
  }
  // Newest first; archives finished in the same millisecond by name, which holds the time.
  return files.sort(
    (a, b) => b.time.getTime() - a.time.getTime() || b.fileName.localeCompare(a.fileName),
  );
}

/** The newest archive in `dir` (for the console's "last backup"), or null when there is none. */
export async function newestBackup(dir: string): Promise<BackupFile | null> {
  return (await listBackups(dir))[0] ?? null;
}

/** Deletes all but the newest `keep` archives in `dir`; answers the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep).map((file) => file.fileName);
  for (const fileName of old) await rm(path.join(dir, fileName), { force: true });
  return old;
}
