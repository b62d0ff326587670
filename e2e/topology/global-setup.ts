/**
 * Builds the production topology for the suite: releases all three front ends into a fresh
 * releases folder with the real `pnpm release`, starts two API instances on one database,
 * renders the nginx template with the real renderer and starts nginx in front of them.
 *
 * TOPOLOGY_BUILD=auto (default) rebuilds an app only when its dist/ is missing or older than
 * its sources; `always` rebuilds all three; `never` releases whatever dist/ holds.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frontEnd, REMOTE_FRONT_ENDS } from '@campaign/shared';
import {
  ENV_NAME,
  createDatabase,
  dropDatabase,
  NGINX_BIN,
  REPO_ROOT,
  freePorts,
  runCommand,
  renderNginx,
  runScript,
  setStateFile,
  spawnLogged,
  startApi,
  stopProcess,
  waitForHttp,
  writeState,
  type AppName,
  type TopologyState,
} from './support/topology';

// The remotes first: a shell release checks that the remotes it will load are live.
const APPS: { app: AppName; marker: string }[] = [...REMOTE_FRONT_ENDS, frontEnd('shell')].map(
  (front) => ({ app: front.folder, marker: front.entryFile }),
);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether an app's dist/ is older than anything it is built from. */
function needsBuild(app: AppName, marker: string): boolean {
  const mode = process.env.TOPOLOGY_BUILD ?? 'auto';
  if (mode === 'always') return true;
  const built = path.join(REPO_ROOT, app, 'dist', marker);
  if (!existsSync(built)) return true;
  if (mode === 'never') return false;
  const sources = ['src', 'public', 'index.html', 'rspack.config.ts', 'package.json'].map((f) =>
    path.join(REPO_ROOT, app, f),
  );
  sources.push(path.join(REPO_ROOT, 'shared', 'src'));
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

/** A fresh MySQL database when TEST_MYSQL_URL is set, else one SQLite file in WAL mode. */
async function prepareDatabase(
  root: string,
): Promise<{ url: string; mysql: TopologyState['mysql'] }> {
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  if (mysqlUrl) {
    const { url, ...mysql } = await createDatabase(mysqlUrl);
    return { url, mysql };
  }
  const file = path.join(root, 'db', 'campaign.db');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // Both instances share this file; WAL lets one read while the other writes.
    const Database = createRequire(path.join(REPO_ROOT, 'api', 'package.json'))(
      'better-sqlite3',
    ) as new (file: string) => {
      pragma(sql: string): unknown;
      close(): void;
    };
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.close();
  } catch (error) {
    console.warn(
      '[topology] could not pre-create the SQLite file in WAL mode (the API will):',
      error,
    );
  }
  return { url: `sqlite:${file}`, mysql: null };
}

export default async function globalSetup() {
  const root = mkdtempSync(path.join(tmpdir(), 'campaign-topology-'));
  // nginx's workers may run as another user (when started as root): let them read.
  chmodSync(root, 0o755);
  for (const dir of ['logs', 'nginx', 'releases']) mkdirSync(path.join(root, dir), { mode: 0o755 });
  setStateFile(path.join(root, 'state.json'));
  const releasesDir = path.join(root, 'releases');
  const started: number[] = [];
  let mysql: TopologyState['mysql'] = null;

  try {
    const startedAt = Date.now();
    const seconds = () => Math.round((Date.now() - startedAt) / 1000);

    const [nginxPort, portA, portB] = (await freePorts(3)) as [number, number, number];

    // The releases and the API instances do not depend on each other: prepare both at once.
    const releasing = (async () => {
      // Stale builds are rebuilt together (pnpm runs them in parallel), then released as built.
      const stale = APPS.filter(({ app, marker }) => needsBuild(app, marker)).map(({ app }) => app);
      if (stale.length > 0) {
        console.log(`[topology] building ${stale.join(', ')}…`);
        const filters = stale.flatMap((app) => ['--filter', `@campaign/${app}`]);
        const build = await runCommand('pnpm', [...filters, 'run', 'build']);
        if (build.code !== 0) throw new Error(`the build failed:\n${build.output}`);
      }
      for (const { app } of APPS) {
        const result = await runScript(
          'release',
          [app, '--env', ENV_NAME, '--no-build'],
          releasesDir,
        );
        if (result.code !== 0) throw new Error(`pnpm release ${app} failed:\n${result.output}`);
      }
      console.log(`[topology] released ${APPS.map((a) => a.app).join(', ')} after ${seconds()} s`);
    })();

    const siteName = 'Topology Test Campaign';
    const admin = {
      email: process.env.ADMIN_EMAIL ?? 'topology-admin@example.org',
      password: process.env.ADMIN_PASSWORD ?? `Topology-${randomBytes(9).toString('base64url')}`,
    };
    const starting = (async () => {
      const database = await prepareDatabase(root);
      mysql = database.mysql;
      const apiEnv: Record<string, string> = {
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SERVE_WEB: 'false',
        DATABASE_URL: database.url,
        SITE_NAME: siteName,
        // The same secret on every instance, so either can read the other's session cookie.
        SESSION_SECRET: randomBytes(32).toString('hex'),
        TRUST_PROXY: 'true',
        // The instances render the pages nginx passes them from the live releases.
        WEB_RELEASES_DIR: path.join(releasesDir, ENV_NAME),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        // One uploads folder for both instances, as a shared volume would be in production.
        UPLOADS_DIR: path.join(root, 'uploads'),
        // As the API image: on SIGTERM serve on for 5 s (longer than nginx keeps an idle
        // connection to it) before taking no new connections.
        SHUTDOWN_DRAIN_MS: '5000',
        // The rolling-restart load posts many pledges from this one address, thousands to one
        // domain within the hour: no per-client limit and no hourly mail caps (0 turns them off).
        RATE_LIMIT_PLEDGES: '0',
        MAIL_DOMAIN_HOURLY_CAP: '0',
        MAIL_UNCONFIRMED_HOURLY_CAP: '0',
      };
      const redis = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
      if (redis) apiEnv.REDIS_URL = redis;
      const track = (pid: number) => started.push(pid);
      // One after the other: the first runs the migrations, the second finds them done.
      const a = await startApi({ root, apiEnv }, 'a', portA, track);
      const b = await startApi({ root, apiEnv }, 'b', portB, track);
      console.log(`[topology] API instances up after ${seconds()} s`);
      return { apis: [a, b], apiEnv };
    })();

    const settled = await Promise.allSettled([releasing, starting]);
    const failure = settled.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
    const { apis, apiEnv } = await starting;

    const prefix = path.join(root, 'nginx');
    const conf = path.join(prefix, 'nginx.conf');
    await renderNginx({
      port: nginxPort,
      envDir: path.join(releasesDir, ENV_NAME),
      upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
      siteName,
      conf,
      prefix,
    });

    const nginxLog = path.join(root, 'logs', 'nginx.log');
    const nginx = spawnLogged(NGINX_BIN, ['-p', prefix, '-c', conf], {
      env: process.env,
      log: nginxLog,
    });
    started.push(nginx.pid);
    const baseUrl = `http://127.0.0.1:${nginxPort}`;
    await waitForHttp(`${baseUrl}/api/health`, nginx, 20_000);

    const state: TopologyState = {
      root,
      releasesDir,
      envDir: path.join(releasesDir, ENV_NAME),
      baseUrl,
      nginx: {
        port: nginxPort,
        pid: nginx.pid,
        prefix,
        conf,
        accessLog: path.join(prefix, 'logs', 'access.log'),
        log: nginxLog,
      },
      apis,
      apiEnv,
      siteName,
      admin,
      mysql,
    };
    writeState(state);
    console.log(
      `[topology] nginx ${baseUrl} → API :${portA}, :${portB}; ready after ${seconds()} s (${root})`,
    );
  } catch (error) {
    for (const pid of started.reverse()) await stopProcess(pid);
    if (mysql) await dropDatabase(mysql);
    console.error(`[topology] setup failed; logs are in ${root}`);
    throw error;
  }
}
