import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import type { Lifecycle } from '../src/routes/ready';
import { startTestApi, type TestApi } from './support/test-api';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './support/test-databases';
import { nodeListener } from '../src/http/node-listener';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

describe.each(TEST_DIALECTS)('GET /api/health and /api/ready on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('are 200 on a migrated database, and never cached', async () => {
    const health = await api.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    for (let i = 0; i < 2; i++) {
      const ready = await api.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
  });
});

/** An app over `url` without the start-up migrations, as an instance that skipped them. */
async function bareApp(url: string, lifecycle?: Lifecycle) {
  const logger = createLogger('silent');
  const db = createDatabase(url, { logger });
  const app = createApp({
    config: loadConfig({ DATABASE_URL: url, SERVE_WEB: 'false' }),
    logger,
    db,
    lifecycle,
  });
  const server = http.createServer(nodeListener(app)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    db,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      server.close();
      await closeDatabase(db);
    },
  };
}

describe('GET /api/ready when this instance cannot serve', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('is 503 until the migrations have run, then 200', async () => {
    const app = await bareApp(database.url);
    try {
      const before = await fetch(`${app.base}/api/ready`);
      expect(before.status).toBe(503);
      expect(await before.json()).toEqual({ message: expect.any(String) as string });
      expect((await fetch(`${app.base}/api/health`)).status).toBe(200);
      await migrateToLatest(app.db);
      expect((await fetch(`${app.base}/api/ready`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is 503 while shutting down', async () => {
    const lifecycle: Lifecycle = { draining: false };
    const app = await bareApp(database.url, lifecycle);
    try {
      expect((await fetch(`${app.base}/api/ready`)).status).toBe(200);
      lifecycle.draining = true;
      const draining = await fetch(`${app.base}/api/ready`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ message: 'Shutting down' });
    } finally {
      await app.close();
    }
  });

  it('is 503 quickly when the database is unreachable', async () => {
    const app = await bareApp('mysql://root@127.0.0.1:1/campaign');
    try {
      const started = Date.now();
      const response = await fetch(`${app.base}/api/ready`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'Service temporarily unavailable' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await app.close();
    }
  });
});

interface RunningServer {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** `api/src/server.ts` in its own process, as production runs it. */
function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PLEDGES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const check = () => {
      const port = /"port":(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve({ child, port: Number(port), output: () => output, exited });
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/**
 * A pledge whose body arrives in two parts: the request is in flight from the first byte
 * until `finish()` sends the rest. `sent` resolves once the first part has left this process.
 */
function slowPledge(port: number, email: string) {
  const body = JSON.stringify({ name: 'Slow Pledger', email });
  const half = Math.floor(body.length / 2);
  let request!: http.ClientRequest;
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/pledges',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, half), () => markSent());
  });
  return { response, sent, finish: () => request.end(body.slice(half)) };
}

/** Answers a request on `agent` (a fresh connection by default) and reads the answer through. */
function getHealth(port: number, agent: http.Agent | false = false) {
  return new Promise<void>((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
        res.resume().on('end', resolve);
      })
      .on('error', reject),
  );
}

/**
 * Waits until the server has read the requests whose first bytes were sent before: it takes
 * in connections and their bytes in the order they arrive, so once it has answered a request
 * sent after them, it has them too. (No fixed pause: that is either too short on a busy machine
 * or wasted time on an idle one.)
 */
async function serverHasRead(port: number, pledges: { sent: Promise<void> }[]) {
  await Promise.all(pledges.map((pledge) => pledge.sent));
  await getHealth(port);
}

/** Whether the port still takes new connections. */
function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.each(TEST_DIALECTS)('graceful shutdown on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('on SIGTERM refuses new connections, finishes requests in flight, closes the database and exits 0', async () => {
    const server = await spawnServer({ DATABASE_URL: database.url });
    const emails = [1, 2, 3].map((i) => `in-flight-${i}-${dialect}@example.org`);
    const inFlight = emails.map((email) => slowPledge(server.port, email));
    await serverHasRead(server.port, inFlight);
    // A kept-alive connection that is idle when the signal comes must not hold the exit up.
    const agent = new http.Agent({ keepAlive: true });
    await getHealth(server.port, agent);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // No new connections…
    await vi.waitFor(async () => expect(await acceptsConnections(server.port)).toBe(false), {
      timeout: 10_000,
      interval: 20,
    });
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
    // …but the requests already in flight complete normally.
    for (const pledge of inFlight) pledge.finish();
    const answers = await Promise.all(inFlight.map((pledge) => pledge.response));
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'Thank you for pledging!',
        shareCode: expect.stringMatching(/^[\w-]{12}$/),
      });
    }

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.output()).toContain('"msg":"shut down"');
    agent.destroy();

    const db = createDatabase(database.url);
    try {
      const stored = await db('pledges').whereIn('email', emails).select('email');
      expect(stored.map((row: { email: string }) => row.email).sort()).toEqual([...emails].sort());
    } finally {
      await closeDatabase(db);
    }
  });

  it('cuts a request that does not finish within SHUTDOWN_TIMEOUT_MS, and still exits 0', async () => {
    const server = await spawnServer({ DATABASE_URL: database.url, SHUTDOWN_TIMEOUT_MS: '300' });
    const stuck = slowPledge(server.port, `stuck-${dialect}@example.org`);
    stuck.response.catch(() => undefined);
    await serverHasRead(server.port, [stuck]);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // It waited for the request that long, and no longer.
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(300);
    expect(Date.now() - signalled).toBeLessThan(5000);
    await expect(stuck.response).rejects.toThrow();
  });
});
