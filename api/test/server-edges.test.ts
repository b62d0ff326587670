/**
 * The HTTP server's own limits (http/server-limits.ts): clients that send slowly, or stop half
 * way, are dropped instead of holding a connection open.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { createHttpServer, SERVER_LIMITS } from '../src/http/server-limits';
import { createTestDatabase, type TestDatabase } from './support/test-databases';

/** Opens a connection, sends `head`, then drips `drip` bytes every `everyMs`; resolves on close. */
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

describe('server edges', { timeout: 60_000 }, () => {
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
    server = createHttpServer();
    server.on('request', app.callback());
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

  it('drops a client that drips its body, within 30 s', async () => {
    // 1 byte every 2 s of a 1000-byte body: it would take over half an hour.
    const { afterMs, received } = await slowClient(port, postHead(1000), 2000);
    expect(afterMs).toBeGreaterThanOrEqual(SERVER_LIMITS.requestTimeoutMs - 1000);
    expect(afterMs).toBeLessThan(
      SERVER_LIMITS.requestTimeoutMs + 2 * SERVER_LIMITS.checkEveryMs + 1000,
    );
    // The API deadline may have answered 503 first; either way the connection is gone by 30 s.
    if (received) expect(received).toMatch(/^HTTP\/1\.1 (408|503)/);
  });

  it('drops a client whose body stops half way, once the connection has been idle', async () => {
    const { afterMs } = await slowClient(port, `${postHead(1000)}{"name":`, 0);
    expect(afterMs).toBeLessThanOrEqual(SERVER_LIMITS.idleSocketMs + 2000);
  });

  it('drops a client that never finishes its headers, within the headers timeout', async () => {
    const { afterMs } = await slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 1000);
    expect(afterMs).toBeLessThan(
      SERVER_LIMITS.headersTimeoutMs + 2 * SERVER_LIMITS.checkEveryMs + 1000,
    );
  });

  it('still answers a normal request, and closes an idle kept-alive connection', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    const afterMs = Date.now() - started;
    expect(afterMs).toBeGreaterThanOrEqual(SERVER_LIMITS.keepAliveTimeoutMs - 500);
    expect(afterMs).toBeLessThan(SERVER_LIMITS.keepAliveTimeoutMs + 3000);
  });
});
