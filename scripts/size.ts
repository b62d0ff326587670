/**
 * `pnpm size`: the gzip size of the JavaScript each visitor route loads, measured the honest
 * way: the production builds are served exactly as `pnpm start` serves them (fresh SQLite
 * database, seeded content), each route is opened in a fresh Chromium context (empty cache),
 * and every script response is gzipped and added up until the page has settled.
 *
 * Builds whichever of shell/, public-site/ and admin-console/ has no build yet. Exits non-zero
 * when the budget is broken: / may load at most HOME_BUDGET_KIB of JavaScript, every other
 * visitor route at most ROUTE_ALLOWANCE_KIB more than /, and no visitor route may load antd or
 * anything of the admin console.
 *
 * Environment: SIZE_PORT (default 4179), CHROMIUM_PATH (default /usr/bin/chromium),
 * SIZE_VERBOSE=1 to list every file of every route.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { frontEnd } from '@campaign/shared';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@campaign/shared/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.SIZE_PORT ?? 4179);
const base = `http://127.0.0.1:${port}`;

const ROUTES = [
  '/',
  '/about',
  '/values',
  '/impact',
  '/blog',
  '/blog/{slug}',
  '/tips',
  '/contact',
  '/pledge',
  '/privacy',
  '/terms',
  '/no-such-page',
];

const BUILDS = [
  { pkg: '@campaign/shell', marker: 'shell/dist/index.html' },
  { pkg: '@campaign/public-site', marker: 'public-site/dist/mf-manifest.json' },
  // The server registers both remotes; the admin build must exist even though no visitor
  // route may load it.
  { pkg: '@campaign/admin-console', marker: 'admin-console/dist/mf-manifest.json' },
];

/**
 * First-load JavaScript budget, gzip KiB: the home page, and how much more any other route
 * (docs/decisions/027-lighter-first-load.md).
 */
const HOME_BUDGET_KIB = 120;
const ROUTE_ALLOWANCE_KIB = 20;

interface Script {
  path: string;
  raw: number;
  gzip: number;
}

function buildMissing() {
  const missing = BUILDS.filter((b) => !existsSync(path.join(root, b.marker)));
  if (missing.length === 0) return;
  console.log(`Building ${missing.map((b) => b.pkg).join(', ')}…`);
  const filters = missing.flatMap((b) => ['--filter', b.pkg]);
  const result = spawnSync('pnpm', [...filters, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The build failed; see above.');
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}).`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer on ${base} within 2 minutes.`);
}

function startServer(dataDir: string): ChildProcess {
  const server = spawn('pnpm', ['exec', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    detached: true, // its own process group, so stopping it stops pnpm, tsx and node
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'size.db')}`,
    },
  });
  return server;
}

function stopServer(server: ChildProcess) {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Opens `route` in a fresh context and returns every script it loaded. */
async function measure(browser: Browser, route: string): Promise<Script[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
  await context.close();
  return scripts;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

function group(p: string): 'shell' | 'public-site' | 'admin' | 'other' {
  if (p.startsWith(frontEnd('public-site').mountPath)) return 'public-site';
  if (p.startsWith(frontEnd('admin-console').mountPath)) return 'admin';
  if (p.startsWith('/static/') || p.endsWith('.js')) return 'shell';
  return 'other';
}

async function main() {
  buildMissing();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campaign-size-'));
  const server = startServer(dataDir);
  const stop = () => stopServer(server);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  let browser: Browser | undefined;
  const problems: string[] = [];
  try {
    await waitForHealth(server);
    const posts = (await (await fetch(`${base}/api/blog`)).json()) as { slug: string }[];
    const slug = posts[0]?.slug ?? 'no-posts-yet';

    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });

    console.log(
      '\nJavaScript loaded per visitor route (fresh cache, gzip -6 of each response, KiB)\n',
    );
    console.log(
      `${'route'.padEnd(26)}${'files'.padStart(6)}${'raw'.padStart(9)}${'gzip'.padStart(9)}` +
        `${'shell'.padStart(9)}${'remote'.padStart(9)}`,
    );
    let home = 0;
    for (const template of ROUTES) {
      const route = template.replace('{slug}', slug);
      const scripts = await measure(browser, route);
      const sum = (list: Script[], key: 'raw' | 'gzip') => list.reduce((n, s) => n + s[key], 0);
      const total = sum(scripts, 'gzip') / 1024;
      const shell = scripts.filter((s) => group(s.path) === 'shell');
      const remote = scripts.filter((s) => group(s.path) === 'public-site');
      const label = template === '/blog/{slug}' ? '/blog/:slug' : route;
      console.log(
        `${label.padEnd(26)}${String(scripts.length).padStart(6)}${kb(sum(scripts, 'raw'))}  ${kb(
          sum(scripts, 'gzip'),
        )}  ${kb(sum(shell, 'gzip'))}  ${kb(sum(remote, 'gzip'))}`,
      );

      if (process.env.SIZE_VERBOSE) {
        for (const s of scripts) console.log(`    ${s.path.padEnd(70)}${kb(s.raw)}  ${kb(s.gzip)}`);
      }

      if (route === '/') {
        home = total;
        if (total > HOME_BUDGET_KIB)
          problems.push(`/ loads ${total.toFixed(1)} KiB, over its ${HOME_BUDGET_KIB} KiB budget`);
      } else if (total > home + ROUTE_ALLOWANCE_KIB) {
        problems.push(
          `${label} loads ${(total - home).toFixed(1)} KiB more than /, over the ${ROUTE_ALLOWANCE_KIB} KiB allowance`,
        );
      }
      if (scripts.some((s) => group(s.path) === 'admin'))
        problems.push(`${label} loads the admin console`);
      if (scripts.some((s) => /antd/i.test(s.path))) problems.push(`${label} loads antd`);
    }
    console.log(
      '\nshell = host entry and its chunks; remote = public_site remoteEntry and chunks.' +
        `\nBudget: / at most ${HOME_BUDGET_KIB} KiB, other routes at most ${ROUTE_ALLOWANCE_KIB} KiB more than /.`,
    );
  } finally {
    await browser?.close();
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (problems.length > 0) {
    console.error(`\nBudget broken:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
