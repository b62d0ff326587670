import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/test-databases';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const DRAIN_MS = 2500;

/** `api/src/server.ts` in its own process, as production runs it, on a free port. */
async function spawnServer(env: Record<string, string>) {
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
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const port = await vi.waitFor(
    () => {
      const found = /"port":(\d+)/.exec(output)?.[1];
      if (!found) throw new Error(`not started yet:\n${output}`);
      return Number(found);
    },
    { timeout: 30_000, interval: 50 },
  );
  return { child, port, exited, output: () => output };
}

/**
 * One request on a fresh connection the client would keep alive, with the answer's status and
 * Connection header.
 */
function request(port: number, method: 'GET' | 'POST', path: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: payload ? { 'Content-Type': 'application/json' } : {},
      },
      (res) => {
        res
          .resume()
          .on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
          );
      },
    );
    req.on('error', reject);
    req.end(payload);
  }).finally(() => agent.destroy());
}

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

describe('SHUTDOWN_DRAIN_MS', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('on SIGTERM, /api/ready turns 503 while requests are still served on new connections, each closed after its answer; then the server stops', async () => {
    const server = await spawnServer({
      DATABASE_URL: database.url,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    expect((await request(server.port, 'GET', '/api/ready')).status).toBe(200);
    const before = await request(server.port, 'GET', '/api/health');
    expect(before.connection).not.toBe('close');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await vi.waitFor(
      async () => expect((await request(server.port, 'GET', '/api/ready')).status).toBe(503),
      { timeout: 2000, interval: 20 },
    );
    // Still serving, reads and writes alike, on connections opened after the signal.
    const health = await request(server.port, 'GET', '/api/health');
    expect(health).toEqual({ status: 200, connection: 'close' });
    const pledge = await request(server.port, 'POST', '/api/pledges', {
      name: 'Draining Pledger',
      email: 'draining@example.org',
    });
    expect(pledge).toEqual({ status: 201, connection: 'close' });
    expect(Date.now() - signalled).toBeLessThan(DRAIN_MS);

    // Then no new connections, and a clean exit once the drain is over.
    await vi.waitFor(async () => expect(await acceptsConnections(server.port)).toBe(false), {
      timeout: DRAIN_MS + 5000,
      interval: 20,
    });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"shut down"');
  });

  it('on SIGINT (Ctrl-C at a terminal) stops without draining', async () => {
    const server = await spawnServer({
      DATABASE_URL: database.url,
      SHUTDOWN_DRAIN_MS: '60000',
    });
    const signalled = Date.now();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  });

  it('is a number of milliseconds up to two minutes', async () => {
    const { loadConfig } = await import('../src/config');
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).SHUTDOWN_DRAIN_MS).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '999999' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
