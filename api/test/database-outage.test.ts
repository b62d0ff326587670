/**
 * A real outage: MariaDB behind a TCP proxy that the test stops (connections refused and cut,
 * as when the server goes down) or blackholes (nothing answers, as in a network partition),
 * then starts again. MySQL only: SQLite is a file in this process and cannot become unreachable.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase, createDatabase, MYSQL_QUERY_TIMEOUT_MS } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { seedDefaultContent } from '../src/seeds/seed-default-content';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';
import { nodeListener } from '../src/http/node-listener';

const mysqlUrl = process.env.TEST_MYSQL_URL;
const UNAVAILABLE = { message: 'Service temporarily unavailable' };
/** What the issue allows for a 503 during an outage. */
const ANSWER_WITHIN_MS = 5000;

describe.skipIf(!mysqlUrl)('while MySQL is unreachable', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let web: WebRoot;
  let base: string;
  let server: http.Server;
  let db: ReturnType<typeof createDatabase>;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    const setup = createDatabase(database.url);
    try {
      await migrateToLatest(setup);
      await seedDefaultContent(setup);
    } finally {
      await closeDatabase(setup);
    }
    const real = new URL(database.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 3306) });
    const viaProxy = new URL(database.url);
    viaProxy.host = proxy.address;
    web = await createWebRoot();
    const logger = createLogger('info', {}, (line) => lines.push(line));
    db = createDatabase(viaProxy.toString(), { logger });
    const app = createApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: viaProxy.toString(),
        SERVE_WEB: 'true',
        WEB_ROOT: web.dir,
        // Every stats request reads the database (the default would serve from memory).
        STATS_MAX_AGE_MS: '0',
        RATE_LIMIT_PLEDGES: '0',
        RATE_LIMIT_NEWSLETTER: '0',
      }),
      logger,
      db,
    });
    server = http.createServer(nodeListener(app)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await proxy?.start();
    await db?.destroy();
    await proxy?.close();
    await database?.drop();
    await web?.remove();
  });

  const postJson = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Every call that needs the database. */
  const databaseCalls = (tag: string): [string, () => Promise<Response>][] => [
    ['GET /api/tips', () => fetch(`${base}/api/tips`)],
    ['GET /api/blog', () => fetch(`${base}/api/blog`)],
    ['GET /api/stats', () => fetch(`${base}/api/stats`)],
    ['GET /api/content/homepage', () => fetch(`${base}/api/content/homepage`)],
    ['GET /api/ready', () => fetch(`${base}/api/ready`)],
    [
      'POST /api/pledges',
      () => postJson('/api/pledges', { name: 'Outage', email: `outage-${tag}@example.org` }),
    ],
    ['POST /api/newsletter', () => postJson('/api/newsletter', { email: `nl-${tag}@example.org` })],
  ];

  async function expectServing() {
    for (const [name, call] of databaseCalls(`ok-${Date.now()}`)) {
      const response = await call();
      expect(response.status, name).toBeLessThan(300);
    }
  }

  async function expectOutageAnswers(tag: string) {
    await Promise.all(
      databaseCalls(tag).map(async ([name, call]) => {
        const started = Date.now();
        const response = await call();
        const elapsed = Date.now() - started;
        expect(response.status, name).toBe(503);
        expect(await response.json(), name).toEqual(UNAVAILABLE);
        expect(elapsed, `${name} took ${elapsed} ms`).toBeLessThan(ANSWER_WITHIN_MS);
      }),
    );
    // Liveness and the site itself do not need the database.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    for (const page of ['/', '/about', '/blog/some-post', '/remotes.json', '/theme-init.js']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status, page).toBe(200);
    }
  }

  /** The API heals itself: no restart, no manual step. */
  async function expectRecovery() {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const response = await fetch(`${base}/api/tips`);
      if (response.status === 200) break;
      if (Date.now() > deadline) throw new Error('the API did not recover within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await expectServing();
  }

  async function storedPledges(emails: string[]): Promise<string[]> {
    const direct = createDatabase(database.url);
    try {
      return (await direct('pledges').whereIn('email', emails).select('email')).map(
        (row: { email: string }) => row.email,
      );
    } finally {
      await closeDatabase(direct);
    }
  }

  it('answers 503 at once when the server is down, keeps the pages up, and recovers', async () => {
    await expectServing();
    await proxy.stop();
    await expectOutageAnswers('down');
    // Still down a while later (nothing got stuck), then back.
    await expectOutageAnswers('down-again');
    await proxy.start();
    await expectRecovery();
    expect(await storedPledges(['outage-down@example.org'])).toEqual([]);
  });

  it('answers 503 within 5 s when the database stops answering, and recovers', async () => {
    await expectServing();
    proxy.blackhole();
    await expectOutageAnswers('silent');
    await proxy.start();
    await expectRecovery();
  });

  it('gets back the connections that were left waiting in the partition', async () => {
    const pool = (db.client as { pool: { numUsed(): number } }).pool;
    const deadline = Date.now() + MYSQL_QUERY_TIMEOUT_MS + 5000;
    while (pool.numUsed() > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(pool.numUsed()).toBe(0);
    await expectServing();
  });

  it('logs the outage without SQL or values', () => {
    const failures = lines
      .map((line) => JSON.parse(line) as { level: string; msg: string; err?: unknown })
      .filter((entry) => entry.msg === 'request failed' || entry.msg === 'not ready');
    expect(failures.length).toBeGreaterThan(0);
    for (const entry of failures) expect(entry.level).toBe('warn');
    const text = lines.join('\n');
    expect(text).not.toMatch(/outage-down@example\.org|nl-down@example\.org/);
    expect(text).not.toMatch(/insert into/i);
    expect(text).not.toMatch(/select .* from/i);
  });
});
