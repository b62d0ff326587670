/**
 * `pnpm bench:sign-in`: does password hashing starve the server? Starts the API (serving the
 * built site too) on a fresh SQLite database with one admin account, then for DURATION seconds
 * keeps 20 sign-ins in flight (wrong passwords, each from its own address so no throttle stops
 * them) while autocannon measures GET /api/stats and a static file. Prints the latency of both
 * and what the sign-ins got. Run it after `pnpm build` (the static file is the shell's
 * theme-init.js). It only talks to the server over HTTP, so it can measure any version.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_LIMITS } from '../src/http/server-limits';
import { startServerProcess, stopServerProcess } from './server-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SIGN_INS = 20;
const EMAIL = 'bench-admin@example.org';

function startServer(databaseUrl: string) {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    SERVE_WEB: 'true',
    // info: the server announces its port at that level; request lines are read and dropped.
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: 'a long and correct passphrase',
  });
}

/** Keeps one sign-in in flight until `until`, each from a new address; counts the answers. */
async function signInLoop(
  baseUrl: string,
  worker: number,
  until: number,
  statuses: Map<number, number>,
) {
  let serial = 0;
  while (Date.now() < until) {
    serial++;
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': `10.${worker}.${Math.floor(serial / 250)}.${serial % 250}`,
      },
      body: new URLSearchParams({ email: EMAIL, password: 'not the password at all' }).toString(),
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
}

const dir = await mkdtemp(path.join(tmpdir(), 'campaign-sign-in-bench-'));
const { child, baseUrl } = await startServer(`sqlite:${path.join(dir, 'bench.db')}`);
try {
  const staticPath = '/theme-init.js';
  if ((await fetch(`${baseUrl}${staticPath}`)).status !== 200)
    throw new Error(`${staticPath} is not served: run pnpm build first`);
  const statuses = new Map<number, number>();
  const until = Date.now() + DURATION_S * 1000;
  const loops = Array.from({ length: SIGN_INS }, (_, worker) =>
    signInLoop(baseUrl, worker, until, statuses),
  );
  // Let the burst build up before measuring.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const measure = (url: string) =>
    autocannon({
      url,
      connections: 2,
      duration: Math.max(1, DURATION_S - 1),
      reconnectRate: SERVER_LIMITS.maxRequestsPerSocket,
    });
  const [stats, file] = await Promise.all([
    measure(`${baseUrl}/api/stats`),
    measure(`${baseUrl}${staticPath}`),
  ]);
  await Promise.all(loops);
  const row = (name: string, result: autocannon.Result) => ({
    endpoint: name,
    requests: result.requests.total,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    'non-2xx': result.non2xx,
  });
  console.log(`${SIGN_INS} sign-ins kept in flight for ${DURATION_S} s; their answers:`);
  console.log(Object.fromEntries([...statuses].sort()));
  console.table([row('GET /api/stats', stats), row(`GET ${staticPath}`, file)]);
} finally {
  await stopServerProcess(child);
  await rm(dir, { recursive: true, force: true });
}
