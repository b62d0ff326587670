/**
 * The production site as `pnpm start` serves it, for the scripts that measure or picture it
 * (`pnpm lighthouse`, `pnpm bench:web`, `pnpm screenshots`), through `withProductionServer`:
 * builds the front ends that need it, then runs `scripts/start.ts` in its own process group with
 * NODE_ENV=production, a random SESSION_SECRET, a fresh SQLite database in a temporary folder
 * (seeded with the default content at start-up), on 127.0.0.1 and a free port, and stops it
 * again (also on Ctrl-C, SIGTERM or an exception).
 *
 * Production over plain HTTP is fine for these measurements: its only HTTPS-specific effects
 * are the Secure `__Host-` session cookie (only the sign-in and admin routes use a session;
 * anonymous pages never set one) and the HSTS header (which browsers ignore over HTTP).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS } from '@campaign/shared';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Every front end, the admin console too: the server registers both remotes although no
// visitor route loads the console.
const BUILDS = FRONT_ENDS.map((app) => ({
  pkg: `@campaign/${app.folder}`,
  dir: app.folder,
  marker: `${app.folder}/dist/${app.entryFile}`,
}));

/** The newest modification time of the files under `target` (tests left out), 0 if none. */
function newestMtime(target: string): number {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why a front end needs building, or null when its build is newer than its sources. */
function buildReason(app: (typeof BUILDS)[number]): string | null {
  const marker = statSync(path.join(root, app.marker), { throwIfNoEntry: false });
  if (!marker) return 'no build yet';
  const inputs = ['src', 'public', 'rspack.config.ts', 'package.json', 'tsconfig.json']
    .map((file) => path.join(root, app.dir, file))
    .concat(path.join(root, 'shared', 'src'));
  const newest = Math.max(...inputs.map(newestMtime));
  return newest > marker.mtimeMs ? 'sources changed since its build' : null;
}

/**
 * Builds (production mode) every front end that has no build or whose sources (its own or
 * shared/src) changed after its build; all three with `force`.
 */
function buildFrontEnds({ force = false } = {}): void {
  const todo = BUILDS.map((app) => ({
    app,
    reason: force ? 'asked to' : buildReason(app),
  })).filter(
    (item): item is { app: (typeof BUILDS)[number]; reason: string } => item.reason !== null,
  );
  if (todo.length === 0) {
    const built = Math.min(...BUILDS.map((app) => statSync(path.join(root, app.marker)).mtimeMs));
    const minutes = Math.round((Date.now() - built) / 60_000);
    console.log(
      `Front-end builds are up to date (oldest built ${minutes} min ago; --build rebuilds).`,
    );
    return;
  }
  console.log(`Building ${todo.map(({ app, reason }) => `${app.pkg} (${reason})`).join(', ')}…`);
  const result = spawnSync(
    'pnpm',
    [...todo.flatMap(({ app }) => ['--filter', app.pkg]), 'run', 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('The build failed; see the output above.');
}

/** A port nothing listens on right now (the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ProductionServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /** Its fresh SQLite database, for a benchmark that adds rows as the site grows. */
  databaseUrl: string;
  /** SIGTERM to the server's process group (SIGKILL after 15 s), then the temp folder goes. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The server's LOG_LEVEL (default `info`, as in production). Its output goes to a file. */
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Listen on this port instead of a free one (when several people share a machine). */
  port?: number | undefined;
  /** Settings for the server beyond the pinned ones, such as a bench's page cache setting. */
  env?: Record<string, string>;
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || !isRunning(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

/**
 * Starts `scripts/start.ts` in production mode on a fresh database and resolves once
 * `GET /api/ready` answers 200. Run buildFrontEnds() first: start.ts would otherwise build
 * missing front ends itself, inside the readiness deadline.
 */
async function startProductionServer(options: ServerOptions = {}): Promise<ProductionServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campaign-web-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseUrl = `sqlite:${path.join(dataDir, 'campaign.db')}`;
  const log = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')],
    {
      cwd: root,
      detached: true, // its own process group: Ctrl-C here does not reach it, stop() does
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: randomBytes(36).toString('base64url'), // 48 characters
        LOG_LEVEL: options.logLevel ?? 'info',
        // Pinned so a developer's .env (read by start.ts, never overriding these) cannot change
        // what is measured; an empty value means the default.
        SERVE_WEB: 'true',
        WEB_ROOT: '',
        PUBLIC_SITE_REMOTE: '',
        ADMIN_CONSOLE_REMOTE: '',
        REDIS_URL: '',
        TRUST_PROXY: 'false',
        STATS_MAX_AGE_MS: '',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        ...options.env,
      },
    },
  );
  closeSync(log);

  // Last resort if this process ends without stop() (an uncaught error, a second Ctrl-C).
  const onExit = () => {
    killGroup(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (isRunning(child)) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        killGroup(child, 'SIGTERM');
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', onExit);
      rmSync(dataDir, { recursive: true, force: true });
    })());

  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (!isRunning(child)) {
        throw new Error(
          `The server exited (${child.exitCode ?? child.signalCode}):\n${logTail(logFile)}`,
        );
      }
      try {
        if ((await fetch(`${baseUrl}/api/ready`)).status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${baseUrl}/api/ready did not answer 200 within 2 minutes:\n${logTail(logFile)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl, stop };
}

/** The slug of the newest blog post (`GET /api/blog` lists them newest first). */
async function firstBlogSlug(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/blog`);
  if (!response.ok) throw new Error(`GET /api/blog answered ${response.status}`);
  const posts = (await response.json()) as { slug?: string }[];
  const slug = posts[0]?.slug;
  if (!slug)
    throw new Error('GET /api/blog lists no posts (the default content should have some).');
  return slug;
}

/**
 * Runs `cleanup` once on SIGINT (Ctrl-C) or SIGTERM, then exits 130 / 143. A second Ctrl-C
 * exits at once; the 'exit' hook of startProductionServer still kills the server.
 */
function onInterrupt(cleanup: () => Promise<void>): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping…`);
      void cleanup().finally(() => process.exit(code));
    });
  }
}

/** What a script measures the built site with (see `withProductionServer`). */
export interface ServerSession {
  server: ProductionServer;
  /** The first article of GET /api/blog, for the routes that show one. */
  slug: string;
  /** Closes something the script opened (a browser) before the server stops, once. */
  closeFirst(close: () => Promise<unknown>): void;
}

/**
 * What every script that measures the built site does around its measuring: builds the front
 * ends that are missing or stale (all of them with `rebuild`), starts the production server on a
 * fresh database and finds its first article; then, when `measure` is done or fails, or on
 * Ctrl-C or SIGTERM, closes what the script opened, newest first, and stops the server.
 */
export async function withProductionServer<T>(
  { rebuild = false, ...options }: ServerOptions & { rebuild?: boolean },
  measure: (session: ServerSession) => Promise<T>,
): Promise<T> {
  buildFrontEnds({ force: rebuild });
  let server: ProductionServer | undefined;
  const closers: (() => Promise<unknown>)[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const close of closers.reverse()) await close().catch(() => {});
      await server?.stop();
    })());
  onInterrupt(stop);
  try {
    server = await startProductionServer(options);
    const slug = await firstBlogSlug(server.baseUrl);
    return await measure({ server, slug, closeFirst: (close) => closers.push(close) });
  } finally {
    await stop();
  }
}
