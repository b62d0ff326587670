import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Whether files can be written in `dir` now: creates it if missing, then writes and removes a
 * small file, as an upload would. A full disk, a read-only mount or lost permissions all show
 * here before an editor's upload fails.
 */
export async function folderIsWritable(dir: string): Promise<boolean> {
  const probe = path.join(dir, `.ready-${randomBytes(6).toString('hex')}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, 'ready', { flag: 'wx' });
  } catch {
    return false;
  }
  await rm(probe, { force: true });
  return true;
}
