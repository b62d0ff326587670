/**
 * `pnpm restore ARCHIVE`
 *
 * Restores an archive written by `pnpm backup` into the configured database (DATABASE_URL, or a
 * .env beside the root package.json), which must be empty, and its uploads into the uploads
 * folder; then brings the schema up to this release's. Stop the server first. See "Backups and
 * restore" in docs/deployment.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreRefused } from '../backup/archive-format';
import { restoreBackup } from '../backup/restore-backup';
import { ConfigError, loadConfig } from '../config';
import { runAsCommand } from '../cli-support/run-as-command';

export const USAGE = `Usage: pnpm restore <archive.tar.gz>

Restores an archive written by pnpm backup into the database DATABASE_URL names, which must be
new and empty, and its uploads into the uploads folder; then migrates the schema to this
release's. Stop the server first.`;

/** `env.INIT_CWD`: where pnpm was run from (it runs scripts in the repository root); relative
 * paths given on the command line are taken from there. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Runs the command; answers the exit code. */
export async function restore(argv: string[], io: CliIo): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`${message}\n`);
    return 1;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv[0] === '--' ? argv.slice(1) : argv,
      options: { help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (parsed.values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [archive, ...extra] = parsed.positionals;
  if (!archive || extra.length > 0) return fail(USAGE);
  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  const started = Date.now();
  try {
    const { manifest, migrated, uploadsAdded } = await restoreBackup(
      config,
      path.resolve(io.env.INIT_CWD ?? '.', archive),
    );
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    io.stdout.write(
      `Restored ${rows} rows (${manifest.database} at ${manifest.schemaLevel ?? 'no schema'}, ` +
        `backed up ${manifest.createdAt}) and ${uploadsAdded} uploads in ${Date.now() - started} ms.\n` +
        (migrated.length > 0
          ? `Migrated to this release's schema: ${migrated.join(', ')}.\n`
          : 'The schema was already this release’s.\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) return fail(error.message);
    throw error;
  }
}

runAsCommand(import.meta.url, restore, 'Could not restore the backup:');
