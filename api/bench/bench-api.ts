/**
 * `pnpm bench:api`: measures GET /api/stats and POST /api/pledges (unique emails, so each one
 * stores a pledge and queues its welcome email) with autocannon against a real server process
 * on a fresh database: SQLite always, and MySQL when BENCH_MYSQL_URL or TEST_MYSQL_URL names a
 * server. Side by side, on the same database, the same requests go to a bare Koa server doing
 * one durable single-row INSERT per request (bare-insert-server.ts): the yardstick a pledge,
 * committed in groups (db/group-commit.ts), must at least match. The two are measured in turns
 * (bare, pledges, pledges, bare, …) so that a change in the machine's load falls on both; the
 * summary gives each one's mean req/s and the ratio. The servers run in their own processes so
 * the load generator does not share their event loop.
 *
 *   BENCH_DURATION (s per measurement, 5), BENCH_CONNECTIONS (32), BENCH_ROUNDS (2: each of
 *   the pair measured this many times), BENCH_PORT (the API's port, the bare server's the next
 *   one; any free ports when unset)
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { fileURLToPath } from 'node:url';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { BARE_INSERT_TABLE } from './bare-insert-table';
import { loadFigures, loadServer, type LoadFigures } from './load';
import { startServerProcess, stopServerProcess } from './server-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0;
const BARE_SERVER = fileURLToPath(new URL('./bare-insert-server.ts', import.meta.url));

interface Target {
  name: string;
  url: string;
  cleanup(): Promise<void>;
}

interface Row extends LoadFigures {
  database: string;
  endpoint: string;
  /** The server process's CPU time per request (user + system), where /proc tells it. */
  'server CPU ms/req': number | string;
}

async function sqliteTarget(): Promise<Target> {
  const dir = await mkdtemp(path.join(tmpdir(), 'campaign-bench-'));
  return {
    name: 'sqlite',
    url: `sqlite:${path.join(dir, 'bench.db')}`,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function mysqlTarget(serverUrl: string): Promise<Target> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection(serverUrl);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name: 'mysql',
    url: url.toString(),
    async cleanup() {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

/** The server as in production (it logs every request at info level; the lines are dropped). */
function startServer(databaseUrl: string) {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    PORT: String(PORT),
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
    // Every client here is 127.0.0.1: the pledge rate limit is off for the run.
    RATE_LIMIT_PLEDGES: '0',
    // Every pledge here mails example.org: the hourly mail caps (mail/mail-caps.ts) stay on, so
    // their counting is measured, but far above what a run sends.
    MAIL_DOMAIN_HOURLY_CAP: '100000000',
    MAIL_UNCONFIRMED_HOURLY_CAP: '100000000',
  });
}

/** The yardstick, on the same database (after the API has migrated it). */
function startBareServer(databaseUrl: string) {
  return startServerProcess(
    { DATABASE_URL: databaseUrl, PORT: String(PORT && PORT + 1) },
    BARE_SERVER,
  );
}

const stopServer = stopServerProcess;

async function countRows(databaseUrl: string) {
  const db = createDatabase(databaseUrl);
  const count = async (table: string, where: Record<string, string> = {}) =>
    Number((await db(table).where(where).count({ n: '*' }))[0]?.n);
  try {
    return {
      pledges: await count('pledges'),
      welcomeEmails: await count('email_outbox', { kind: 'pledge-welcome' }),
      bare: await count(BARE_INSERT_TABLE),
    };
  } finally {
    await closeDatabase(db);
  }
}

/** POSTs `{ name, email }` with a new email each time, as a pledge form would. */
function uniquePersonRequests(path: string, prefix: string): autocannon.Request[] {
  let serial = 0;
  const runId = randomBytes(3).toString('hex');
  return [
    {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          name: 'Bench Pledger',
          email: `${prefix}-${runId}-${serial++}@example.org`,
        }),
      }),
    },
  ];
}

interface Comparison {
  database: string;
  'bare INSERT req/s': number;
  'POST /api/pledges req/s': number;
  ratio: number;
  'bare CPU ms/req': number | string;
  'pledges CPU ms/req': number | string;
}

/** CPU time (user + system) a process has used so far, in ms; null off Linux. */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  try {
    // Fields after the command name; utime and stime are the 12th and 13th, in clock ticks
    // (100 a second on Linux).
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function run(
  database: string,
  endpoint: string,
  options: autocannon.Options,
  server?: ChildProcess,
): Promise<Row> {
  const cpuBefore = await cpuMs(server?.pid);
  const result = await loadServer({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    database,
    endpoint,
    ...loadFigures(result),
    'server CPU ms/req': await cpuPerRequest(server, cpuBefore, result.requests.total),
  };
}

async function cpuPerRequest(server: ChildProcess | undefined, before: number | null, n: number) {
  const after = await cpuMs(server?.pid);
  return before === null || after === null || n === 0
    ? '-'
    : Math.round(((after - before) / n) * 100) / 100;
}

const BARE = 'bare INSERT (autocommit)';
const PLEDGES = 'POST /api/pledges';

async function bench(target: Target): Promise<{ rows: Row[]; comparison: Comparison }> {
  const app = await startServer(target.url);
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    bare = await startBareServer(target.url);
    const rows = [
      await run(target.name, 'GET /api/stats', { url: `${app.baseUrl}/api/stats` }, app.child),
    ];
    const pledgeRequests = uniquePersonRequests('/api/pledges', 'bench');
    const bareRequests = uniquePersonRequests('/insert', 'bare');
    const measure = {
      [BARE]: () =>
        run(target.name, BARE, { url: bare!.baseUrl, requests: bareRequests }, bare!.child),
      [PLEDGES]: () =>
        run(target.name, PLEDGES, { url: app.baseUrl, requests: pledgeRequests }, app.child),
    };
    // In turns, each one first in every other round: bare, pledges, pledges, bare, …
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [BARE, PLEDGES] : [PLEDGES, BARE];
      for (const name of order) rows.push(await measure[name as keyof typeof measure]());
    }
    // Requests autocannon abandoned at the deadline may still be finishing on the servers.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { totalPledges } = (await (await fetch(`${app.baseUrl}/api/stats`)).json()) as {
      totalPledges: number;
    };
    const stored = await countRows(target.url);
    console.log(
      `${target.name}: totalPledges ${totalPledges}, rows in pledges ${stored.pledges}: ` +
        `${totalPledges === stored.pledges ? 'exact' : 'MISMATCH'}; welcome emails queued ` +
        `${stored.welcomeEmails}: ${stored.welcomeEmails === stored.pledges ? 'one per pledge' : 'MISMATCH'}; ` +
        `bare rows ${stored.bare}`,
    );
    const measured = (endpoint: string) => rows.filter((row) => row.endpoint === endpoint);
    const mean = (endpoint: string) =>
      Math.round(
        measured(endpoint).reduce((sum, row) => sum + row['req/s'], 0) / measured(endpoint).length,
      );
    // Over all requests of the endpoint's rounds, not a mean of means.
    const cpu = (endpoint: string) => {
      const known = measured(endpoint).filter(
        (row) => typeof row['server CPU ms/req'] === 'number',
      );
      if (known.length === 0) return '-';
      const ms = known.reduce(
        (sum, row) => sum + Number(row['server CPU ms/req']) * row.requests,
        0,
      );
      const requests = known.reduce((sum, row) => sum + row.requests, 0);
      return Math.round((ms / requests) * 100) / 100;
    };
    const comparison = {
      database: target.name,
      'bare INSERT req/s': mean(BARE),
      'POST /api/pledges req/s': mean(PLEDGES),
      ratio: Math.round((mean(PLEDGES) / mean(BARE)) * 100) / 100,
      'bare CPU ms/req': cpu(BARE),
      'pledges CPU ms/req': cpu(PLEDGES),
    };
    return { rows, comparison };
  } finally {
    if (bare) await stopServer(bare.child);
    await stopServer(app.child);
  }
}

const mysqlUrl = process.env.BENCH_MYSQL_URL ?? process.env.TEST_MYSQL_URL;
const rows: Row[] = [];
const comparisons: Comparison[] = [];
for (const makeTarget of [sqliteTarget, ...(mysqlUrl ? [() => mysqlTarget(mysqlUrl)] : [])]) {
  const target = await makeTarget();
  try {
    console.log(
      `benchmarking ${target.name} (${CONNECTIONS} connections, ${DURATION_S} s per measurement, ` +
        `${ROUNDS} rounds of bare INSERT and pledges)…`,
    );
    const result = await bench(target);
    rows.push(...result.rows);
    comparisons.push(result.comparison);
  } finally {
    await target.cleanup();
  }
}
console.table(rows);
console.log('POST /api/pledges (pledge + welcome email) against one bare durable INSERT:');
console.table(comparisons);
