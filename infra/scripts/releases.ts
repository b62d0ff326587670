/**
 * One command for releases (see docs/deployment.md), run as `pnpm release …` and
 * `pnpm rollback …`:
 *
 *   pnpm release admin-console                   build, copy to infra/releases/local/…, switch
 *   pnpm release admin-console --env production  same for another environment
 *   pnpm release shell --no-build                release the existing shell/dist as is
 *   pnpm release public-site --from ./artifact   release a build made elsewhere (e.g. CI)
 *   pnpm release admin-console --keep 5          also delete all but the 5 newest releases
 *   pnpm release status [--env <name>]           show what is live and what is kept
 *   pnpm rollback admin-console                  one step back (the manifest, remotes.json or the
 *                                                shell's `current` link switch atomically)
 *   pnpm rollback admin-console --to 1.0.0-m3x…  switch to a named kept release (also forward)
 *   pnpm rollback admin-console --list           show the kept releases
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeManifest, envLayout, release, rollback } from '../src/releases';
import { readManifest } from '../src/manifest';
import { envDirFor, REPO_ROOT } from '../src/paths';
import { parseReleaseCommand, type ReleaseCommand } from '../src/release-command';
import { readGitSha } from '../src/version';

const subcommand = process.argv[2] ?? 'release';

function fail(message: string): never {
  console.error(`${subcommand}: ${message}`);
  process.exit(1);
}

async function runRelease(command: Extract<ReleaseCommand, { kind: 'release' }>) {
  const { app, env } = command;
  const envDir = envDirFor(env);
  const appDir = path.join(REPO_ROOT, app);
  const distDir = command.from ? path.resolve(command.from) : path.join(appDir, 'dist');
  if (command.build) {
    console.log(`release: building @campaign/${app}…`);
    const build = spawnSync('pnpm', ['--filter', `@campaign/${app}`, 'run', 'build'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) fail(`the build of @campaign/${app} failed; nothing was released`);
  }
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const result = await release({
    envDir,
    env,
    app,
    distDir,
    packageVersion: pkg.version ?? '0.0.0',
    gitSha: readGitSha(REPO_ROOT),
    keep: command.keep,
    force: command.force,
    remotesBaseUrl: command.remotesBaseUrl,
    reporter: {
      info: (message) => console.log(`release: ${message}`),
      warn: (message) => console.warn(`release: warning: ${message}`),
    },
  });
  console.log(
    `release: ${app} ${result.to} is live in ${env}` +
      (result.from
        ? ` (was ${result.from}; \`pnpm rollback ${app} --env ${env}\` switches back)`
        : ''),
  );
  if (result.pruned.length > 0)
    console.log(`release: deleted old releases ${result.pruned.join(', ')}`);
  console.log(`release: ${envDir}`);
}

async function main() {
  const command = parseReleaseCommand(process.argv.slice(2));
  switch (command.kind) {
    case 'help':
      console.log(command.usage);
      return;
    case 'status':
    case 'list':
      console.log(
        describeManifest(
          await readManifest(envLayout(envDirFor(command.env)).manifest, command.env),
        ),
      );
      return;
    case 'release':
      return runRelease(command);
    case 'rollback': {
      const { app, env, to } = command;
      const result = await rollback({ envDir: envDirFor(env), env, app, to });
      console.log(`rollback: ${app} ${result.to} is live in ${env} (was ${result.from})`);
    }
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
