/**
 * `pnpm bench:api`: measures GET /api/stats and POST /api/pledges (unique emails) with autocannon
 * against a real server process on a fresh database: SQLite always, and MySQL when
 * BENCH_MYSQL_URL or TEST_MYSQL_URL names a server. The server runs in its own process so the
 * load generator does not share its event loop.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { SERVER_LIMITS } from '../src/http/server-limits';
import { startServerProcess, stopServerProcess } from './server-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Target {
  name: string;
  url: string;
  cleanup(): Promise<void>;
}

interface Row {
  database: string;
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'non-2xx': number;
  errors: number;
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
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
    // Every client here is 127.0.0.1: raise the pledge rate limit for the run.
    RATE_LIMIT_PLEDGES: '1000000000',
  });
}

const stopServer = stopServerProcess;

async function countPledgeRows(databaseUrl: string): Promise<number> {
  const db = createDatabase(databaseUrl);
  try {
    return Number((await db('pledges').count({ n: '*' }))[0]?.n);
  } finally {
    await closeDatabase(db);
  }
}

async function run(database: string, endpoint: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    // A new connection when the server's per-connection request limit is reached, as browsers
    // and nginx do (autocannon would otherwise keep counting the refusals).
    reconnectRate: SERVER_LIMITS.maxRequestsPerSocket,
    ...options,
  });
  return {
    database,
    endpoint,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

async function bench(target: Target): Promise<Row[]> {
  const { child, baseUrl } = await startServer(target.url);
  try {
    const stats = await run(target.name, 'GET /api/stats', { url: `${baseUrl}/api/stats` });
    let serial = 0;
    const runId = randomBytes(3).toString('hex');
    const pledges = await run(target.name, 'POST /api/pledges', {
      url: baseUrl,
      requests: [
        {
          method: 'POST',
          path: '/api/pledges',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              name: 'Bench Pledger',
              email: `bench-${runId}-${serial++}@example.org`,
            }),
          }),
        },
      ],
    });
    // Requests autocannon abandoned at the deadline may still be finishing on the server.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { totalPledges } = (await (await fetch(`${baseUrl}/api/stats`)).json()) as {
      totalPledges: number;
    };
    const rows = await countPledgeRows(target.url);
    console.log(
      `${target.name}: totalPledges ${totalPledges}, rows in pledges ${rows}: ${totalPledges === rows ? 'exact' : 'MISMATCH'}`,
    );
    return [stats, pledges];
  } finally {
    await stopServer(child);
  }
}

const mysqlUrl = process.env.BENCH_MYSQL_URL ?? process.env.TEST_MYSQL_URL;
const rows: Row[] = [];
for (const makeTarget of [sqliteTarget, ...(mysqlUrl ? [() => mysqlTarget(mysqlUrl)] : [])]) {
  const target = await makeTarget();
  try {
    console.log(
      `benchmarking ${target.name} (${CONNECTIONS} connections, ${DURATION_S} s per endpoint)…`,
    );
    rows.push(...(await bench(target)));
  } finally {
    await target.cleanup();
  }
}
console.table(rows);
