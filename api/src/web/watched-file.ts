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

/**
 * `make(folder)` once per build folder, kept for the folders seen (a handful: releases are
 * pruned, and a process renders from one live folder at a time).
 */
export function perFolder<T>(make: (dir: string) => () => T | null): (dir: string) => T | null {
  const readers = new Map<string, () => T | null>();
  return (dir) => {
    let reader = readers.get(dir);
    if (!reader) {
      reader = make(dir);
      readers.set(dir, reader);
    }
    return reader();
  };
}
