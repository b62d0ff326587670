/**
 * `pnpm loadtest`: many concurrent clients post unique pledges to a real server process for a
 * set time; afterwards every acknowledged (2xx) pledge must be stored exactly once, with
 * exactly one welcome email in the outbox (and no stored pledge without its email, nor an email
 * without its pledge), and GET /api/stats's totalPledges must equal the number of rows. With
 * `--kill` the server is killed with SIGKILL halfway through and started again while the load
 * goes on: not one acknowledged pledge or its email may be lost.
 *
 *   pnpm loadtest [--db sqlite|mysql] [--kill] [--duration 10] [--connections 64] [--port N]
 *
 * MySQL uses LOADTEST_MYSQL_URL or TEST_MYSQL_URL (a fresh database is created and dropped).
 * The rate limit is raised through configuration (RATE_LIMIT_PLEDGES), not code. Only loopback
 * traffic; the run is bounded in time (at most 120 s of load). Exits 1 if anything is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { SERVER_LIMITS } from '../src/http/server-limits';
import { closeDatabase, createDatabase } from '../src/db/create-database';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    kill: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    // The server's port; any free one when not given.
    port: { type: 'string' },
  },
});
const dialect = args.db;
if (dialect !== 'sqlite' && dialect !== 'mysql') throw new Error('--db must be sqlite or mysql');
const DURATION_S = Math.min(120, Math.max(2, Number(args.duration)));
const CONNECTIONS = Math.min(500, Math.max(1, Number(args.connections)));

interface Target {
  url: string;
  cleanup(): Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dir = await mkdtemp(path.join(tmpdir(), 'campaign-loadtest-'));
  return {
    url: `sqlite:${path.join(dir, 'loadtest.db')}`,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function mysqlTarget(): Promise<Target> {
  const serverUrl = process.env.LOADTEST_MYSQL_URL ?? process.env.TEST_MYSQL_URL;
  if (!serverUrl) throw new Error('--db mysql needs LOADTEST_MYSQL_URL or TEST_MYSQL_URL');
  const name = `loadtest_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection(serverUrl);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async cleanup() {
      const connection = await mysql.createConnection(serverUrl);
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `api/src/server.ts` as production runs it; resolves once /api/ready answers 200. */
async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
      // Every client here is 127.0.0.1: raise the limit for this run, through configuration.
      RATE_LIMIT_PLEDGES: '1000000000',
      // Thousands of welcomes to one domain within the hour: the hourly mail caps, raised too.
      MAIL_DOMAIN_HOURLY_CAP: '1000000000',
      MAIL_UNCONFIRMED_HOURLY_CAP: '1000000000',
    },
    // Request logs are written as in production and thrown away.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child
    .stderr!.setEncoding('utf8')
    .on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${errors}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.status === 200) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${errors}`);
    await pause(50);
  }
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function main() {
  const target = dialect === 'mysql' ? await mysqlTarget() : await sqliteTarget();
  const port = args.port ? Number(args.port) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const runId = randomBytes(3).toString('hex');
  let serial = 0;
  const acknowledged = new Set<string>();
  const statuses = new Map<number, number>();
  let server = await startServer(target.url, port);
  let killedAt = 0;
  let downtimeMs = 0;

  try {
    console.log(
      `load test: ${dialect}${args.kill ? ', SIGKILL halfway' : ''}, ${CONNECTIONS} connections for ${DURATION_S} s…`,
    );
    const instance = autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 10,
      // A new connection when the server's per-connection request limit is reached, as browsers
      // and nginx do.
      reconnectRate: SERVER_LIMITS.maxRequestsPerSocket,
      requests: [
        {
          method: 'POST',
          path: '/api/pledges',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request, context) => {
            const email = `lt-${runId}-${serial++}@example.org`;
            (context as { email?: string }).email = email;
            return { ...request, body: JSON.stringify({ name: 'Load Tester', email }) };
          },
          onResponse: (status, _body, context) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            const { email } = context as { email?: string };
            if (status >= 200 && status < 300 && email) acknowledged.add(email);
          },
        },
      ],
    });
    if (args.kill) {
      setTimeout(
        () => {
          killedAt = Date.now();
          void stop(server, 'SIGKILL')
            .then(() => startServer(target.url, port))
            .then((restarted) => {
              server = restarted;
              downtimeMs = Date.now() - killedAt;
            });
        },
        (DURATION_S * 1000) / 2,
      );
    }
    const result = await instance;
    if (args.kill) while (!downtimeMs) await pause(100);

    // Requests cut off at the deadline may still be finishing on the server.
    await pause(1000);
    const db = createDatabase(target.url);
    let rows = 0;
    let totalPledges = -1;
    let stored = new Map<string, number>();
    let emails = new Map<string, number>();
    try {
      // The count and the figure must agree; give stragglers a moment before calling it.
      for (let attempt = 0; attempt < 5; attempt++) {
        const found = (await db('pledges')
          .where('email', 'like', `lt-${runId}-%`)
          .select('email')
          .count({ n: '*' })
          .groupBy('email')) as { email: string; n: number | string }[];
        stored = new Map(found.map((row) => [row.email, Number(row.n)]));
        const queued = (await db('email_outbox')
          .where('kind', 'pledge-welcome')
          .where('toAddress', 'like', `lt-${runId}-%`)
          .select('toAddress')
          .count({ n: '*' })
          .groupBy('toAddress')) as { toAddress: string; n: number | string }[];
        emails = new Map(queued.map((row) => [row.toAddress, Number(row.n)]));
        rows = Number((await db('pledges').count({ n: '*' }))[0]?.n);
        totalPledges = (
          (await (await fetch(`${base}/api/stats`)).json()) as { totalPledges: number }
        ).totalPledges;
        if (totalPledges === rows) break;
        await pause(1000);
      }
    } finally {
      await closeDatabase(db);
    }

    const lost = [...acknowledged].filter((email) => !stored.has(email));
    const duplicated = [...stored.values()].filter((n) => n > 1).length;
    // A pledge and its welcome email are one unit: both stored or neither, once each.
    const lostEmails = [...acknowledged].filter((email) => !emails.has(email)).length;
    const pledgesWithoutEmail = [...stored.keys()].filter((email) => !emails.has(email)).length;
    const emailsWithoutPledge = [...emails.keys()].filter((email) => !stored.has(email)).length;
    const duplicatedEmails = [...emails.values()].filter((n) => n > 1).length;
    const emailsOk =
      lostEmails === 0 &&
      pledgesWithoutEmail === 0 &&
      emailsWithoutPledge === 0 &&
      duplicatedEmails === 0;
    const storedUnacknowledged = [...stored.keys()].filter(
      (email) => !acknowledged.has(email),
    ).length;
    const non2xx = [...statuses].filter(([status]) => status >= 300);
    const summary = {
      database: dialect,
      mode: args.kill ? 'SIGKILL + restart' : 'steady',
      connections: CONNECTIONS,
      'duration s': DURATION_S,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      acknowledged: acknowledged.size,
      'non-2xx': non2xx.map(([status, n]) => `${status}×${n}`).join(' ') || 0,
      'socket errors/timeouts': `${result.errors}/${result.timeouts}`,
      'rows stored': stored.size,
      'stored, not acknowledged': storedUnacknowledged,
      duplicates: duplicated,
      lost: lost.length,
      'welcome emails': emails.size,
      'emails lost / missing / orphaned / duplicated': `${lostEmails}/${pledgesWithoutEmail}/${emailsWithoutPledge}/${duplicatedEmails}`,
      totalPledges,
      'rows in pledges': rows,
      ...(args.kill ? { 'restart ms': downtimeMs } : {}),
    };
    console.table(summary);
    const ok =
      lost.length === 0 &&
      duplicated === 0 &&
      emailsOk &&
      totalPledges === rows &&
      acknowledged.size > 0;
    if (lost.length)
      console.error(
        `LOST ${lost.length} acknowledged pledges, e.g. ${lost.slice(0, 3).join(', ')}`,
      );
    if (!emailsOk) console.error('welcome emails do not match the pledges one for one');
    if (totalPledges !== rows) console.error(`totalPledges ${totalPledges} != ${rows} rows`);
    console.log(
      ok
        ? 'PASS: every acknowledged pledge is stored exactly once, with its welcome email'
        : 'FAIL',
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stop(server, 'SIGTERM');
    await target.cleanup();
  }
}

await main();
