import { parseArgs } from 'node:util';
import { APPS, isApp, type AppName } from './apps';

/**
 * The command line of `pnpm release`, `pnpm rollback` and `pnpm release status`, read in one
 * place: one command (infra/scripts/releases.ts) with two subcommands, `release` (which also
 * answers `status`) and `rollback`.
 */
export type ReleaseCommand =
  | { kind: 'help'; usage: string }
  | { kind: 'status'; env: string }
  | {
      kind: 'release';
      env: string;
      app: AppName;
      /** Release this folder as is (a build made elsewhere) instead of the app's own dist/. */
      from?: string | undefined;
      build: boolean;
      keep?: number | undefined;
      force: boolean;
      remotesBaseUrl?: string | undefined;
    }
  | { kind: 'rollback'; env: string; app: AppName; to?: string | undefined }
  /** `rollback <app> --list`: what is kept, as `status` shows it. */
  | { kind: 'list'; env: string; app: AppName };

export const RELEASE_USAGE = `Usage: pnpm release <${APPS.join('|')}> [--env <name>] [--no-build | --from <dir>] [--keep <n>] [--force]
       pnpm release status [--env <name>]`;
export const ROLLBACK_USAGE = `Usage: pnpm rollback <${APPS.join('|')}> [--env <name>] [--to <version>] [--list]`;

export class UsageError extends Error {
  override name = 'UsageError';
}

const OPTIONS = {
  release: {
    env: { type: 'string', default: 'local' },
    'no-build': { type: 'boolean', default: false },
    from: { type: 'string' },
    keep: { type: 'string' },
    force: { type: 'boolean', default: false },
    'remotes-base-url': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  rollback: {
    env: { type: 'string', default: 'local' },
    to: { type: 'string' },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
} as const;

/** Reads `release …` or `rollback …` (the subcommand first); throws UsageError on bad input. */
export function parseReleaseCommand(argv: readonly string[]): ReleaseCommand {
  const [subcommand, ...args] = argv;
  if (subcommand !== 'release' && subcommand !== 'rollback') {
    throw new UsageError(`${RELEASE_USAGE}\n${ROLLBACK_USAGE}`);
  }
  const usage = subcommand === 'release' ? RELEASE_USAGE : ROLLBACK_USAGE;
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, options: OPTIONS[subcommand] });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const env = values.env as string;
  if (values.help) return { kind: 'help', usage };
  const [target, ...rest] = parsed.positionals;
  if (!target || rest.length > 0) throw new UsageError(usage);
  if (subcommand === 'release' && target === 'status') return { kind: 'status', env };
  if (!isApp(target)) throw new UsageError(`unknown app ${JSON.stringify(target)}\n${usage}`);

  if (subcommand === 'rollback') {
    if (values.list) return { kind: 'list', env, app: target };
    return { kind: 'rollback', env, app: target, to: values.to as string | undefined };
  }
  let keep: number | undefined;
  if (values.keep !== undefined) {
    keep = Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1) {
      throw new UsageError('--keep needs a whole number of at least 1');
    }
  }
  return {
    kind: 'release',
    env,
    app: target,
    from: values.from as string | undefined,
    build: !values.from && !values['no-build'],
    keep,
    force: values.force === true,
    remotesBaseUrl: values['remotes-base-url'] as string | undefined,
  };
}
