/**
 * `pnpm release <app> [--env <name>]`: builds one front end and makes it the live version of
 * that app in one environment, without touching the others (see docs/deployment.md).
 *
 *   pnpm release admin-console                   build, copy to infra/releases/local/…, switch
 *   pnpm release admin-console --env production  same for another environment
 *   pnpm release shell --no-build                release the existing shell/dist as is
 *   pnpm release public-site --from ./artifact   release a build made elsewhere (e.g. CI)
 *   pnpm release admin-console --keep 5          also delete all but the 5 newest releases
 *   pnpm release status [--env <name>]           show what is live and what is kept
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, isApp } from '../src/apps';
import { envLayout, describeManifest, release } from '../src/releases';
import { readManifest } from '../src/manifest';
import { envDirFor, REPO_ROOT } from '../src/paths';
import { readGitSha } from '../src/version';

const USAGE = `Usage: pnpm release <${APPS.join('|')}> [--env <name>] [--no-build | --from <dir>] [--keep <n>] [--force]
       pnpm release status [--env <name>]`;

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        env: { type: 'string', default: 'local' },
        'no-build': { type: 'boolean', default: false },
        from: { type: 'string' },
        keep: { type: 'string' },
        force: { type: 'boolean', default: false },
        'remotes-base-url': { type: 'string' },
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
  const [target, ...rest] = positionals;
  if (!target || rest.length > 0) fail(USAGE);
  const envDir = envDirFor(values.env);

  if (target === 'status') {
    console.log(describeManifest(await readManifest(envLayout(envDir).manifest, values.env)));
    return;
  }
  if (!isApp(target)) fail(`unknown app ${JSON.stringify(target)}\n${USAGE}`);

  let keep: number | undefined;
  if (values.keep !== undefined) {
    keep = Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1) fail('--keep needs a whole number of at least 1');
  }

  const appDir = path.join(REPO_ROOT, target);
  const distDir = values.from ? path.resolve(values.from) : path.join(appDir, 'dist');
  if (!values.from && !values['no-build']) {
    console.log(`release: building @campaign/${target}…`);
    const build = spawnSync('pnpm', ['--filter', `@campaign/${target}`, 'run', 'build'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) fail(`the build of @campaign/${target} failed; nothing was released`);
  }

  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const result = await release({
    envDir,
    env: values.env,
    app: target,
    distDir,
    packageVersion: pkg.version ?? '0.0.0',
    gitSha: readGitSha(REPO_ROOT),
    keep,
    force: values.force,
    remotesBaseUrl: values['remotes-base-url'],
    reporter: {
      info: (message) => console.log(`release: ${message}`),
      warn: (message) => console.warn(`release: warning: ${message}`),
    },
  });

  console.log(
    `release: ${target} ${result.to} is live in ${values.env}` +
      (result.from
        ? ` (was ${result.from}; \`pnpm rollback ${target} --env ${values.env}\` switches back)`
        : ''),
  );
  if (result.pruned.length > 0)
    console.log(`release: deleted old releases ${result.pruned.join(', ')}`);
  console.log(`release: ${envDir}`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
