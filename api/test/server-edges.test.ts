/**
 * The HTTP server's own limits (http/server-limits.ts): clients that send slowly, or stop half
 * way, are dropped instead of holding a connection open. The behaviour runs on a server built
 * by the same createHttpServer with the limits scaled down to fractions of a second (Node
 * enforces whatever it is given), so the file takes seconds instead of a minute; the last test
 * checks that the production server gets the real limits.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { createHttpServer, type ServerLimits } from '../src/http/server-limits';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { nodeListener } from '../src/http/node-listener';

/**
 * The production limits' shape in small: headers before the whole request, an idle connection
 * dropped before the whole-request limit, drips (every DRIP_MS) far more often than the idle
 * limit, so each test reaches the limit it is about and no other. The tests use separate
 * connections and run at the same time.
 */
const LIMITS: ServerLimits = {
  headersTimeoutMs: 500,
  requestTimeoutMs: 3000,
  idleSocketMs: 2500,
  keepAliveTimeoutMs: 1000,
  maxRequestsPerSocket: 1000,
  checkEveryMs: 100,
};
/** Node keeps an idle kept-alive connection this much longer than it advertises. */
const KEEP_ALIVE_BUFFER_MS = 1000;
const DRIP_MS = 100;
/** Room for a loaded machine: timers fire late, never early. */
const SLACK_MS = 1000;

/** Opens a connection, sends `head`, then drips a byte every `everyMs`; resolves on close. */
function slowClient(port: number, head: string, everyMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.write(head);
  const drip = everyMs > 0 ? setInterval(() => socket.write('a'), everyMs) : undefined;
  return new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ afterMs: Date.now() - started, received });
    });
  });
}

describe('server edges', { concurrent: true }, () => {
  let database: TestDatabase;
  let db: ReturnType<typeof createDatabase>;
  let server: ReturnType<typeof createHttpServer>;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    db = createDatabase(database.url);
    await migrateToLatest(db);
    const config = loadConfig({
      DATABASE_URL: database.url,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
    });
    const app = createApp({ config, logger: createLogger('silent'), db });
    server = createHttpServer(LIMITS);
    server.on('request', nodeListener(app));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await closeDatabase(db);
    await database?.drop();
  });

  const postHead = (length: number) =>
    `POST /api/pledges HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('drops a client that drips its body, once the whole-request limit has passed', async () => {
    // A byte every 100 ms of a 1000-byte body: never idle, but it would take 100 s.
    const { afterMs, received } = await slowClient(port, postHead(1000), DRIP_MS);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - LIMITS.checkEveryMs);
    expect(afterMs).toBeLessThan(LIMITS.requestTimeoutMs + 2 * LIMITS.checkEveryMs + SLACK_MS);
    if (received) expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('drops a client whose body stops half way, once the connection has been idle', async () => {
    const { afterMs, received } = await slowClient(port, `${postHead(1000)}{"name":`, 0);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.idleSocketMs - LIMITS.checkEveryMs);
    expect(afterMs).toBeLessThan(LIMITS.idleSocketMs + SLACK_MS);
    // Closed without a word: the idle limit, not the whole-request one (which answers 408).
    expect(received).toBe('');
  });

  it('drops a client that never finishes its headers, within the headers timeout', async () => {
    const { afterMs } = await slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', DRIP_MS);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - LIMITS.checkEveryMs);
    expect(afterMs).toBeLessThan(LIMITS.headersTimeoutMs + 2 * LIMITS.checkEveryMs + SLACK_MS);
  });

  it('still answers a normal request, and closes an idle kept-alive connection', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    // The limits it advertises: 1 s idle, at most 1000 requests on this connection.
    expect(received).toMatch(/\r\nKeep-Alive: timeout=1, max=1000\r\n/i);
    const afterMs = Date.now() - started;
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.keepAliveTimeoutMs);
    expect(afterMs).toBeLessThan(LIMITS.keepAliveTimeoutMs + KEEP_ALIVE_BUFFER_MS + SLACK_MS);
  });

  it('gives the production server 10 s for headers, 30 s per request, 15 s idle, 5 s keep-alive', () => {
    const production = createHttpServer();
    expect({
      headersTimeout: production.headersTimeout,
      requestTimeout: production.requestTimeout,
      idle: production.timeout,
      keepAliveTimeout: production.keepAliveTimeout,
      maxRequestsPerSocket: production.maxRequestsPerSocket,
    }).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      idle: 15_000,
      keepAliveTimeout: 5_000,
      maxRequestsPerSocket: 1000,
    });
  });
});
