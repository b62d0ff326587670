/**
 * `pnpm start`: builds whichever front end has no build yet, then serves the API, the shell,
 * both remotes and /remotes.json from one Node process (see docs/decisions/001).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from '@campaign/api/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A .env beside package.json is read if present; real environment variables win.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

// Each marker is the last file its build writes (the server builds run after the browser ones).
const FRONT_ENDS = [
  { pkg: '@campaign/shell', marker: 'shell/dist/server/main.cjs' },
  { pkg: '@campaign/public-site', marker: 'public-site/dist/server/remoteEntry.cjs' },
  { pkg: '@campaign/admin-console', marker: 'admin-console/dist/mf-manifest.json' },
];

const missing = FRONT_ENDS.filter((app) => !existsSync(path.join(root, app.marker)));
if (missing.length > 0) {
  console.log(`Building ${missing.map((app) => app.pkg).join(', ')} (first start)…`);
  const filters = missing.flatMap((app) => ['--filter', app.pkg]);
  // Always a production build (minified, precompressed), whatever NODE_ENV this runs under.
  const result = spawnSync('pnpm', [...filters, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

await runServer();
