import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { parseDatabaseUrl } from '../db/database-url';

/** A stored file as it is sent to a browser. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded images live. Files are written once under a name that is a hash of what was
 * uploaded plus the variant (see variant-names.ts), so they never change: writing a name that
 * exists keeps the file there, and readers may cache a file for ever. The routes only use this
 * interface, so an object store (S3 or alike) can take the local folder's place by implementing
 * these three methods; nothing else would change.
 */
export interface UploadStorage {
  /** Stores `data` under `name`, unless a file of that name is already stored. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file stored under `name`, or null when there is none. */
  get(name: string): Promise<StoredFile | null>;
  /** Removes the file stored under `name`; nothing happens when there is none. */
  delete(name: string): Promise<void>;
}

/**
 * A name this storage accepts: letters, digits, hyphens and one extension, never a path. The
 * routes only ever pass names they made, and files are served by names matched against the same
 * shape; this is the storage's own check, so no name can leave the folder whoever calls it.
 */
const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

/** Whether `name` is one this storage accepts (a backup keeps only such files). */
export const isStorableName = (name: string): boolean => FILE_NAME.test(name);

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

function checkedName(name: string): string {
  if (!FILE_NAME.test(name)) throw new Error(`not a storable file name: ${JSON.stringify(name)}`);
  return name;
}

/**
 * The default storage: a folder on this machine (UPLOADS_DIR). Files are written to a private
 * temporary name and hard-linked into place, so a reader never sees half a file and two
 * instances writing the same name at once both succeed with one whole file.
 */
export function localFolderStorage(dir: string): UploadStorage {
  const root = path.resolve(dir);
  return {
    async put(name, data) {
      const file = path.join(root, checkedName(name));
      await mkdir(root, { recursive: true });
      const temp = path.join(root, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temp, data, { mode: 0o644, flag: 'wx' });
      try {
        await link(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await rm(temp, { force: true });
      }
    },

    async get(name) {
      if (!FILE_NAME.test(name)) return null;
      const file = path.join(root, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          size: info.size,
          contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(name) {
      await rm(path.join(root, checkedName(name)), { force: true });
    },
  };
}

/**
 * The uploads folder: UPLOADS_DIR when set; otherwise `uploads/` beside the embedded SQLite
 * database (where its session secret lives too: `data/` by default), or `./data/uploads` on
 * MySQL. Relative paths are taken from the working directory, as DATABASE_URL's are.
 */
export function uploadsDirFor(config: Pick<Config, 'UPLOADS_DIR' | 'DATABASE_URL'>): string {
  if (config.UPLOADS_DIR) return path.resolve(config.UPLOADS_DIR);
  const target = parseDatabaseUrl(config.DATABASE_URL);
  if (target.dialect === 'sqlite' && target.filename !== ':memory:')
    return path.join(path.dirname(path.resolve(target.filename)), 'uploads');
  return path.resolve('data', 'uploads');
}
