import { statSync } from 'node:fs';

/**
 * A value made from a file, made again whenever the file changes on disk (its mtime), so a
 * rebuilt or newly released front end is picked up without a restart. Null while the file is
 * missing. `read` gets the file's mtime too, for values that name the build they came from.
 */
export function watchedFile<T>(
  file: string,
  read: (file: string, mtimeMs: number) => T,
): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return null;
    if (cached?.mtimeMs !== stats.mtimeMs) {
      cached = { mtimeMs: stats.mtimeMs, value: read(file, stats.mtimeMs) };
    }
    return cached.value;
  };
}
