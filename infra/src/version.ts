import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A release version: the package version, '-', then a build id (letters, digits, dots). */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;

/**
 * A short build id: the UTC time in milliseconds in base 36 (8 characters until 2059, so ids
 * sort by time) and, when known, the first 7 characters of the commit.
 */
export function buildId(now: Date, gitSha?: string | null): string {
  const time = now.getTime().toString(36).padStart(8, '0');
  return gitSha ? `${time}.${gitSha.slice(0, 7)}` : time;
}

export const releaseVersion = (packageVersion: string, id: string) => `${packageVersion}-${id}`;

/**
 * The commit being released, without running git: `GIT_SHA` (or `SOURCE_COMMIT`) from the
 * environment (container builds have no .git), else read from `.git/HEAD` and its ref.
 */
export function readGitSha(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env.GIT_SHA?.trim() || env.SOURCE_COMMIT?.trim();
  if (fromEnv) return /^[0-9a-f]{7,40}$/i.test(fromEnv) ? fromEnv.toLowerCase() : null;
  try {
    let gitDir = path.join(repoRoot, '.git');
    if (!existsSync(gitDir)) return null;
    if (statSync(gitDir).isFile()) {
      // A worktree: ".git" is a file saying "gitdir: <path>".
      const pointer = readFileSync(gitDir, 'utf8')
        .match(/^gitdir:\s*(.+)$/m)?.[1]
        ?.trim();
      if (!pointer) return null;
      gitDir = path.resolve(repoRoot, pointer);
    }
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    const ref = head.match(/^ref:\s*(.+)$/)?.[1];
    if (!ref) return /^[0-9a-f]{40}$/.test(head) ? head : null;
    const commonDir = existsSync(path.join(gitDir, 'commondir'))
      ? path.resolve(gitDir, readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim())
      : gitDir;
    for (const dir of [gitDir, commonDir]) {
      const refFile = path.join(dir, ref);
      if (existsSync(refFile)) return readFileSync(refFile, 'utf8').trim();
    }
    const packed = path.join(commonDir, 'packed-refs');
    if (existsSync(packed)) {
      const line = readFileSync(packed, 'utf8')
        .split('\n')
        .find((l) => l.endsWith(` ${ref}`));
      if (line) return line.split(' ')[0] ?? null;
    }
    return null; // a branch with no commits yet
  } catch {
    return null;
  }
}
