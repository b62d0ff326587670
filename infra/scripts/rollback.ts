/**
 * `pnpm rollback <app> [--env <name>]`: makes the release before the live one live again.
 * Nothing is built or copied; the manifest, remotes.json (remotes) or the shell's `current`
 * link (shell) are switched atomically.
 *
 *   pnpm rollback admin-console                      one step back in infra/releases/local
 *   pnpm rollback admin-console --env production     one step back in production
 *   pnpm rollback admin-console --to 1.0.0-m3x…      switch to a named kept release (also forward)
 *   pnpm rollback admin-console --list               show the kept releases
 */
import { parseArgs } from 'node:util';
import { APPS, isApp } from '../src/apps';
import { readManifest } from '../src/manifest';
import { envDirFor } from '../src/paths';
import { describeManifest, envLayout, rollback } from '../src/releases';

const USAGE = `Usage: pnpm rollback <${APPS.join('|')}> [--env <name>] [--to <version>] [--list]`;

function fail(message: string): never {
  console.error(`rollback: ${message}`);
  process.exit(1);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        env: { type: 'string', default: 'local' },
        to: { type: 'string' },
        list: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [app, ...rest] = positionals;
  if (!app || rest.length > 0) fail(USAGE);
  if (!isApp(app)) fail(`unknown app ${JSON.stringify(app)}\n${USAGE}`);
  const envDir = envDirFor(values.env);

  if (values.list) {
    console.log(describeManifest(await readManifest(envLayout(envDir).manifest, values.env)));
    return;
  }
  const result = await rollback({ envDir, env: values.env, app, to: values.to });
  console.log(`rollback: ${app} ${result.to} is live in ${values.env} (was ${result.from})`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
