import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { parseDatabaseUrl } from '../db/database-url';
import type { Logger } from '../logger';

/** File name of the generated secret, next to the SQLite database. */
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The key that signs session cookies. SESSION_SECRET when set (config.ts requires it in
 * production). Otherwise, for the embedded SQLite default, a random secret generated once and kept
 * beside the database file (mode 0600), so sessions survive restarts and every process on that
 * file agrees. On MySQL without SESSION_SECRET (development only) the secret lives in memory:
 * sessions end at restart, which the log says.
 */
export function resolveSessionSecret(config: Config, logger?: Logger): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const target = parseDatabaseUrl(config.DATABASE_URL);
  if (target.dialect !== 'sqlite' || target.filename === ':memory:') {
    logger?.warn('SESSION_SECRET is not set: using a temporary one, sessions end at restart');
    return randomBytes(32).toString('base64url');
  }
  return readOrCreateSecret(
    path.join(path.dirname(path.resolve(target.filename)), SESSION_SECRET_FILE),
  );
}

function readSecret(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Reads the secret file, or creates it atomically: the new secret is written to a private temp
 * file and hard-linked into place, which fails if another process got there first, in which case
 * that process's secret is used. A reader never sees a half-written file.
 */
export function readOrCreateSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    chmodSync(temp, 0o600); // in case the umask widened it
    linkSync(temp, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (!winner) {
      throw new Error(`${file} exists but holds no usable secret; delete it to make a new one`, {
        cause: error,
      });
    }
    return winner;
  } finally {
    rmSync(temp, { force: true });
  }
}
