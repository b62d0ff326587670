/**
 * The production topology under test, shared by the global setup/teardown and the specs:
 * nginx on one port in front of two API instances, serving releases made by `pnpm release`.
 * Everything runs on 127.0.0.1, in ports 4300–4399, under one temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { FrontEndFolder } from '@campaign/shared';

export const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
);
export const ENV_NAME = 'topology';
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const PORT_RANGE = { from: 4300, to: 4399 } as const;

export type AppName = FrontEndFolder;

export interface ApiInstance {
  name: 'a' | 'b';
  port: number;
  pid: number;
  log: string;
}

export interface TopologyState {
  root: string;
  releasesDir: string;
  envDir: string;
  baseUrl: string;
  nginx: {
    port: number;
    pid: number;
    prefix: string;
    conf: string;
    accessLog: string;
    log: string;
  };
  apis: ApiInstance[];
  /** The environment every API instance gets (without PORT). */
  apiEnv: Record<string, string>;
  siteName: string;
  admin: { email: string; password: string };
  mysql: { adminUrl: string; database: string } | null;
}

const STATE_VAR = 'TOPOLOGY_STATE_FILE';

export function stateFile(): string {
  const file = process.env[STATE_VAR];
  if (!file) throw new Error(`${STATE_VAR} is not set: run the suite with \`pnpm test:topology\``);
  return file;
}

export function setStateFile(file: string) {
  process.env[STATE_VAR] = file;
}

export const readState = (): TopologyState =>
  JSON.parse(readFileSync(stateFile(), 'utf8')) as TopologyState;
export const writeState = (state: TopologyState) =>
  writeFileSync(stateFile(), JSON.stringify(state, null, 2));

/** Is anything listening on 127.0.0.1:port? */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(false)),
    );
  });
}

/** `count` free ports from 4300–4399, starting at a random point so parallel runs rarely collide. */
export async function freePorts(count: number): Promise<number[]> {
  const size = PORT_RANGE.to - PORT_RANGE.from + 1;
  const start = Math.floor(Math.random() * size);
  const found: number[] = [];
  for (let i = 0; i < size && found.length < count; i += 1) {
    const port = PORT_RANGE.from + ((start + i) % size);
    if (!(await portInUse(port))) found.push(port);
  }
  if (found.length < count)
    throw new Error(`only ${found.length} free ports in ${PORT_RANGE.from}–${PORT_RANGE.to}`);
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` and waits for the process to go; SIGKILL after `graceMs`. */
export async function stopProcess(
  pid: number,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 12_000,
) {
  if (!isRunning(pid)) return;
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (isRunning(pid) && Date.now() < deadline) await sleep(50);
  if (isRunning(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

export function tail(file: string, lines = 30): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** Waits until `url` answers 200, failing early (with its log) if the process dies. */
export async function waitForHttp(
  url: string,
  child: { pid: number; log: string; exited?: () => boolean },
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exited?.() || !isRunning(child.pid)) {
      throw new Error(`process ${child.pid} exited before ${url} answered:\n${tail(child.log)}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${tail(child.log)}`);
}

/** Starts a long-running child with output appended to `log`; it does not keep the caller alive. */
export function spawnLogged(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; log: string },
) {
  const fd = openSync(options.log, 'a');
  let child: ChildProcess;
  try {
    child = spawn(command, args, { cwd: REPO_ROOT, env: options.env, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
  let exited = false;
  child.once('exit', () => (exited = true));
  child.unref();
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  return { pid: child.pid, log: options.log, exited: () => exited };
}

/** Starts one API instance on `port` with the shared environment and waits for /api/health. */
export async function startApi(
  state: Pick<TopologyState, 'apiEnv' | 'root'>,
  name: 'a' | 'b',
  port: number,
  onSpawn: (pid: number) => void = () => {},
): Promise<ApiInstance> {
  const log = path.join(state.root, 'logs', `api-${name}.log`);
  const child = spawnLogged(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: { ...process.env, ...state.apiEnv, PORT: String(port) },
    log,
  });
  onSpawn(child.pid);
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, child);
  return { name, port, pid: child.pid, log };
}

const upstreamOf = (state: TopologyState, name: 'a' | 'b') =>
  `127.0.0.1:${state.apis.find((api) => api.name === name)!.port}`;

/** Renders the nginx template for the topology (checked with `nginx -t`) to send /api to `upstreams`. */
export async function renderNginx(options: {
  port: number;
  envDir: string;
  upstreams: string[];
  siteName: string;
  conf: string;
  prefix: string;
}) {
  const render = await runTs('infra/scripts/render-nginx.ts', [
    '--listen',
    `127.0.0.1:${options.port}`,
    '--releases',
    options.envDir,
    '--api',
    options.upstreams.join(','),
    '--site-name',
    options.siteName,
    '--out',
    options.conf,
    '--prefix',
    options.prefix,
    '--nginx',
    NGINX_BIN,
    '--test',
  ]);
  if (render.code !== 0) throw new Error(`rendering the nginx config failed:\n${render.output}`);
}

/** Points nginx's upstream at `names` only: re-renders the config and reloads it gracefully. */
async function routeNginxTo(state: TopologyState, names: ('a' | 'b')[]) {
  await renderNginx({
    port: state.nginx.port,
    envDir: state.envDir,
    upstreams: names.map((name) => upstreamOf(state, name)),
    siteName: state.siteName,
    conf: state.nginx.conf,
    prefix: state.nginx.prefix,
  });
  const reload = await runCommand(NGINX_BIN, [
    '-p',
    state.nginx.prefix,
    '-c',
    state.nginx.conf,
    '-s',
    'reload',
  ]);
  if (reload.code !== 0) throw new Error(`nginx -s reload failed:\n${reload.output}`);
}

/**
 * One step of a rolling restart, as docs/deployment.md describes it behind nginx: take instance
 * `name` out of nginx's upstream (re-render, graceful reload), stop it with SIGTERM (it drains
 * what the old nginx workers still send it, then exits), start a fresh one on the same port, put
 * it back, and wait until nginx sends requests to it again before the next instance may stop.
 * nginx has no active health checks: without the first step it keeps opening connections to the
 * instance until the instance refuses them, and a POST on a connection the instance accepted
 * but closed unread at that moment could not be retried.
 */
export async function restartApi(name: 'a' | 'b') {
  const state = readState();
  const old = state.apis.find((api) => api.name === name)!;
  const others = state.apis.filter((api) => api.name !== name).map((api) => api.name);
  await routeNginxTo(state, others);
  await stopProcess(old.pid, 'SIGTERM');
  const fresh = await startApi(state, name, old.port);
  state.apis = state.apis.map((api) => (api.name === name ? fresh : api));
  writeState(state);
  await routeNginxTo(
    state,
    state.apis.map((api) => api.name),
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const from = accessLog(state).length;
    await fetch(`${state.baseUrl}/api/health`);
    if (
      accessLog(state)
        .slice(from)
        .some((line) => line.answeredBy === upstreamOf(state, name))
    )
      return fresh;
    await sleep(250);
  }
  throw new Error(`nginx did not send requests to the restarted instance ${name} again`);
}

/** Runs a TypeScript script of the repository (through tsx) and collects its output. */
export function runTs(script: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return runCommand(process.execPath, ['--import', 'tsx', script, ...args], env);
}

/** Runs a command in the repository root and collects its output. */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs `pnpm release|rollback …` (the real command) against the test's releases folder. */
export function runScript(script: 'release' | 'rollback', args: string[], releasesDir: string) {
  return runTs('infra/scripts/releases.ts', [script, ...args], {
    ...process.env,
    RELEASES_DIR: releasesDir,
  });
}

export async function release(
  state: TopologyState,
  app: AppName,
  extra: string[] = ['--no-build'],
) {
  const result = await runScript('release', [app, '--env', ENV_NAME, ...extra], state.releasesDir);
  if (result.code !== 0) throw new Error(`pnpm release ${app} failed:\n${result.output}`);
  return currentVersion(state, app);
}

export async function rollback(state: TopologyState, app: AppName, extra: string[] = []) {
  const result = await runScript('rollback', [app, '--env', ENV_NAME, ...extra], state.releasesDir);
  if (result.code !== 0) throw new Error(`pnpm rollback ${app} failed:\n${result.output}`);
  return currentVersion(state, app);
}

interface ManifestFile {
  apps: Record<AppName, { current: string | null; history: { version: string }[] }>;
}

export function manifest(state: TopologyState): ManifestFile {
  return JSON.parse(readFileSync(path.join(state.envDir, 'manifest.json'), 'utf8')) as ManifestFile;
}

export function currentVersion(state: TopologyState, app: AppName): string {
  const current = manifest(state).apps[app].current;
  if (!current) throw new Error(`${app} has no live release`);
  return current;
}

/** sha256 of every file (and the target of every link) under a folder, by relative path. */
export function treeDigest(dir: string): Record<string, string> {
  const digest: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, full);
    if (entry.isSymbolicLink()) digest[rel] = `link:${readlinkSync(full)}`;
    else if (entry.isFile())
      digest[rel] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return digest;
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * nginx's access log, parsed: request line, status, every upstream tried (in order) and the
 * one that answered (the last).
 */
export function accessLog(
  state: TopologyState,
): { request: string; status: number; tried: string[]; answeredBy: string }[] {
  if (!existsSync(state.nginx.accessLog)) return [];
  return readFileSync(state.nginx.accessLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = line.match(/"([^"]*)" (\d{3}) \d+ upstream="([^"]*)"/);
      const tried = (match?.[3] ?? '')
        .split(/[,:]\s+|,/)
        .map((s) => s.trim())
        .filter((s) => s && s !== '-');
      return {
        request: match?.[1] ?? '',
        status: Number(match?.[2] ?? 0),
        tried,
        answeredBy: tried.at(-1) ?? '',
      };
    });
}

interface MysqlModule {
  createConnection(
    url: string,
  ): Promise<{ query(sql: string): Promise<unknown>; end(): Promise<void> }>;
}
/** mysql2 from the API's dependencies (the e2e package does not depend on it). */
const mysql2 = () =>
  createRequire(path.join(REPO_ROOT, 'api', 'package.json'))('mysql2/promise') as MysqlModule;

async function mysqlQuery(adminUrl: string, sql: string) {
  const connection = await mysql2().createConnection(adminUrl);
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** A fresh, uniquely named database on the server of `adminUrl` (TEST_MYSQL_URL). */
export async function createDatabase(
  adminUrl: string,
): Promise<NonNullable<TopologyState['mysql']> & { url: string }> {
  const database = `campaign_topology_${randomBytes(4).toString('hex')}`;
  await mysqlQuery(
    adminUrl,
    `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return { adminUrl, database, url: url.toString() };
}

export async function dropDatabase(mysql: NonNullable<TopologyState['mysql']>) {
  try {
    await mysqlQuery(mysql.adminUrl, `DROP DATABASE IF EXISTS \`${mysql.database}\``);
  } catch (error) {
    console.warn(`[topology] could not drop ${mysql.database}:`, error);
  }
}

/** The emails of the stored pledges starting with `prefix`, read from the database itself. */
export async function storedPledgeEmails(state: TopologyState, prefix: string): Promise<string[]> {
  const url = state.apiEnv.DATABASE_URL!;
  const sql = 'select email from pledges';
  let emails: string[];
  if (url.startsWith('sqlite:')) {
    const Database = createRequire(path.join(REPO_ROOT, 'api', 'package.json'))(
      'better-sqlite3',
    ) as new (
      file: string,
      options: { readonly: boolean },
    ) => { prepare(sql: string): { all(): { email: string }[] }; close(): void };
    const db = new Database(url.slice('sqlite:'.length), { readonly: true });
    try {
      emails = db
        .prepare(sql)
        .all()
        .map((row) => row.email);
    } finally {
      db.close();
    }
  } else {
    const connection = await mysql2().createConnection(url);
    try {
      const [rows] = (await connection.query(sql)) as [{ email: string }[]];
      emails = rows.map((row) => row.email);
    } finally {
      await connection.end();
    }
  }
  return emails.filter((email) => email.startsWith(prefix));
}
