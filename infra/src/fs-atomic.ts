import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const tmpName = (target: string) =>
  path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );

/**
 * Writes a file so readers see either the old or the new content, never a partial one:
 * write a temporary file beside it, flush it, then rename it over the target.
 */
export async function writeFileAtomic(target: string, content: string): Promise<void> {
  const tmp = tmpName(target);
  const handle = await fs.open(tmp, 'w', 0o644);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(tmp, target);
  } catch (error) {
    await fs.rm(tmp, { force: true });
    throw error;
  }
}

/**
 * Points the symlink `link` at `target` (relative to the link's folder) atomically: a new
 * symlink is created under a temporary name and renamed over the old one, so a web server
 * resolving `link` always finds either the old or the new folder.
 */
export async function swapSymlink(link: string, target: string): Promise<void> {
  const tmp = tmpName(link);
  await fs.symlink(target, tmp, 'dir');
  try {
    await fs.rename(tmp, link);
  } catch (error) {
    await fs.rm(tmp, { force: true });
    throw error;
  }
}

/** Where a symlink points (as written), or null when it does not exist. */
export async function readSymlink(link: string): Promise<string | null> {
  try {
    return await fs.readlink(link);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function exists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies a folder to `dest` so that `dest` appears complete or not at all: the copy is made
 * under a temporary name beside it and renamed into place.
 */
export async function copyDirAtomic(source: string, dest: string): Promise<void> {
  if (await exists(dest)) throw new Error(`${dest} already exists`);
  const tmp = tmpName(dest);
  try {
    await fs.cp(source, tmp, {
      recursive: true,
      errorOnExist: true,
      force: false,
      verbatimSymlinks: true,
    });
    await fs.rename(tmp, dest);
  } catch (error) {
    await fs.rm(tmp, { recursive: true, force: true });
    throw error;
  }
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
export async function listFiles(dir: string): Promise<string[]> {
  if (!(await exists(dir))) return [];
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/**
 * Runs `fn` holding an exclusive lock on `dir` (a `.lock` folder inside it), so two releases
 * of the same environment never interleave. A lock left by a crashed run names its process.
 */
export async function withLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.join(dir, '.lock');
  await fs.mkdir(dir, { recursive: true });
  try {
    await fs.mkdir(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = await fs.readFile(path.join(lock, 'owner'), 'utf8').catch(() => 'unknown');
    throw new Error(
      `Another release or rollback holds ${lock} (${owner.trim()}). ` +
        'If no such process is running any more, delete that folder and try again.',
      { cause: error },
    );
  }
  try {
    await fs.writeFile(
      path.join(lock, 'owner'),
      `pid ${process.pid} since ${new Date().toISOString()}\n`,
    );
    return await fn();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}
