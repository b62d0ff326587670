import { copyFile, link, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isStorableName, localFolderStorage } from '../uploads/storage';

/**
 * The stored files of an uploads folder, by the names the storage gives them: its temporary
 * `.…tmp` files, and anything else someone left there, are not uploads.
 */
async function uploadNames(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && isStorableName(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Puts every upload of `uploadsDir` into `staging` for the archive. Stored files never change
 * (uploads/storage.ts), so a hard link is as good as a copy and costs no space; a copy is made
 * when the two folders are on different file systems.
 */
export async function stageUploads(
  uploadsDir: string,
  staging: string,
): Promise<{ files: number; bytes: number }> {
  await mkdir(staging, { recursive: true });
  let bytes = 0;
  const names = await uploadNames(uploadsDir);
  for (const name of names) {
    const from = path.join(uploadsDir, name);
    const to = path.join(staging, name);
    await link(from, to).catch(() => copyFile(from, to));
    bytes += (await stat(to)).size;
  }
  return { files: names.length, bytes };
}

/**
 * Stores the archive's uploads into `uploadsDir` through the uploads storage (whole files under
 * checked names). A file already there has the same content, its name being a hash of it, and
 * is left alone. Answers the names added, so a restore that fails later can take them back.
 */
export async function restoreUploads(staging: string, uploadsDir: string): Promise<string[]> {
  const storage = localFolderStorage(uploadsDir);
  const present = new Set(await uploadNames(uploadsDir));
  const added: string[] = [];
  try {
    for (const name of await uploadNames(staging)) {
      if (present.has(name)) continue;
      await storage.put(name, await readFile(path.join(staging, name)), '');
      added.push(name);
    }
  } catch (error) {
    await removeUploads(uploadsDir, added);
    throw error;
  }
  return added;
}

/** Removes the named files from the uploads folder (a failed restore's own additions). */
export async function removeUploads(uploadsDir: string, names: readonly string[]): Promise<void> {
  for (const name of names) await rm(path.join(uploadsDir, name), { force: true });
}
