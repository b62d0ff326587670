/**
 * `pnpm start`: builds whichever front end has no build yet, then serves the API, the shell,
 * both remotes and /remotes.json from one Node process (see docs/decisions/001). Everything it
 * writes is a JSON log line (api/src/logger.ts), the build's own output included.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@campaign/api/logger';
import { runServer } from '@campaign/api/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A .env beside package.json is read if present; real environment variables win.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const logger = createLogger(process.env.LOG_LEVEL === 'silent' ? 'silent' : 'info');

// Each marker is the last file its build writes (the server builds run after the browser ones).
const FRONT_ENDS = [
  { pkg: '@campaign/shell', marker: 'shell/dist/server/main.cjs' },
  { pkg: '@campaign/public-site', marker: 'public-site/dist/server/remoteEntry.cjs' },
  { pkg: '@campaign/admin-console', marker: 'admin-console/dist/mf-manifest.json' },
];

/** Runs the builds, each line they print logged as it comes; resolves with their exit code. */
function build(packages: string[]): Promise<number> {
  const filters = packages.flatMap((pkg) => ['--filter', pkg]);
  // Always a production build (minified, precompressed), whatever NODE_ENV this runs under.
  const child = spawn('pnpm', [...filters, 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for (const [stream, level] of [
    [child.stdout, 'info'],
    [child.stderr, 'warn'],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => {
      if (line.trim() !== '') logger[level]('build output', { line });
    });
  }
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
}

const missing = FRONT_ENDS.filter((app) => !existsSync(path.join(root, app.marker)));
if (missing.length > 0) {
  const packages = missing.map((app) => app.pkg);
  logger.info(`building ${packages.join(', ')} (first start)`, { packages });
  const status = await build(packages);
  if (status !== 0) {
    logger.error('the build failed; see its output above', { status });
    process.exit(status);
  }
}

await runServer(process.env, logger);
