/**
 * `pnpm backup [--out PATH] [--keep N]`
 *
 * Writes one archive (.tar.gz) of the configured database (DATABASE_URL, or a .env beside the
 * root package.json), the uploads folder and the instance's settings with secrets redacted;
 * into the backup folder (BACKUP_DIR) unless --out names the file. Safe while the server runs.
 * --keep N then deletes all but the newest N archives in the archive's folder.
 * See "Backups and restore" in docs/deployment.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused } from '../backup/archive-format';
import { pruneBackups } from '../backup/backup-files';
import { createBackup } from '../backup/create-backup';
import { ConfigError, loadConfig } from '../config';
import { runAsCommand } from '../cli-support/run-as-command';

export const USAGE = `Usage: pnpm backup [--out <file.tar.gz>] [--keep <n>]

Writes one archive of the database, the uploads folder and the settings (secrets redacted),
into BACKUP_DIR unless --out names the file. Safe while the server runs. --keep <n> then
deletes all but the newest n archives (campaign-*.tar.gz) in the archive's folder.`;

/** `env.INIT_CWD`: where pnpm was run from (it runs scripts in the repository root); relative
 * paths given on the command line are taken from there. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Runs the command; answers the exit code. */
export async function backup(argv: string[], io: CliIo): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`${message}\n`);
    return 1;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: argv[0] === '--' ? argv.slice(1) : argv,
      options: {
        out: { type: 'string' },
        keep: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
    return fail(`--keep must be a whole number of archives, at least 1.\n\n${USAGE}`);
  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  const started = Date.now();
  let result;
  try {
    result = await createBackup(config, {
      out: values.out && path.resolve(io.env.INIT_CWD ?? '.', values.out),
    });
  } catch (error) {
    if (error instanceof BackupRefused) return fail(error.message);
    throw error;
  }
  const { file, bytes, manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  io.stdout.write(
    `Wrote ${file} (${bytes} bytes, ${manifest.database} at ${manifest.schemaLevel ?? 'no schema'}, ` +
      `${rows} rows, ${manifest.uploads.files} uploads) in ${Date.now() - started} ms.\n`,
  );
  if (keep !== undefined) {
    const deleted = await pruneBackups(path.dirname(file), keep);
    if (deleted.length > 0)
      io.stdout.write(`Deleted ${deleted.length} older archives: ${deleted.join(', ')}.\n`);
  }
  return 0;
}

runAsCommand(import.meta.url, backup, 'Could not write the backup:');
