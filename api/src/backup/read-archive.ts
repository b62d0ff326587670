import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { MIGRATIONS } from '../db/migrate';
import {
  ARCHIVE_FORMAT,
  MANIFEST_FILE,
  manifestSchema,
  RestoreRefused,
  type Manifest,
} from './archive-format';

/**
 * Unpacks `archive` into the folder `into` and answers its manifest, refusing an archive that is
 * missing, unreadable, of a newer format, or from a newer schema than this release knows.
 */
export async function unpackArchive(archive: string, into: string): Promise<Manifest> {
  const info = await stat(archive).catch(() => null);
  if (!info?.isFile()) throw new RestoreRefused(`No archive at ${archive}.`);
  try {
    // strict: a damaged archive is an error, not a warning and a partial unpacking.
    await extract({ file: archive, cwd: into, strict: true });
  } catch (error) {
    throw new RestoreRefused(
      `${archive} is not a readable backup archive (${(error as Error).message}).`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(into, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new RestoreRefused(
      `${archive} is not a backup archive: it has no readable ${MANIFEST_FILE}.`,
    );
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > ARCHIVE_FORMAT) {
    throw new RestoreRefused(
      `${archive} was written in archive format ${format} by a newer release (this one reads up to ${ARCHIVE_FORMAT}): restore it with that release.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new RestoreRefused(
      `${archive} is not a backup archive: its ${MANIFEST_FILE} is not valid.`,
    );
  }
  const manifest = parsed.data;
  const known = new Set(MIGRATIONS.map((migration) => migration.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `${archive} comes from a newer release (schema level ${manifest.schemaLevel}; this release does not know ${unknown.join(', ')}): restore it with that release.`,
    );
  }
  return manifest;
}
