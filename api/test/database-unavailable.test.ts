import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { createLogger } from '../src/logger';
import { startTestApi, type TestApi } from './support/test-api';
import { nodeListener } from '../src/http/node-listener';

const UNAVAILABLE = { message: 'Service temporarily unavailable' };

describe('when the database cannot serve', () => {
  it('answers 503 while MySQL is unreachable', async () => {
    // Nothing listens on port 1, so every connection attempt is refused.
    const url = 'mysql://root@127.0.0.1:1/campaign';
    const logger = createLogger('silent');
    const db = createDatabase(url, { logger });
    const app = createApp({
      config: loadConfig({ DATABASE_URL: url, SERVE_WEB: 'false' }),
      logger,
      db,
    });
    const server = http.createServer(nodeListener(app)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const started = Date.now();
      const responses = await Promise.all([
        fetch(`${base}/api/blog`),
        fetch(`${base}/api/stats`),
        fetch(`${base}/api/pledges`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Ada', email: 'ada@example.org' }),
        }),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual(UNAVAILABLE);
      }
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      server.closeAllConnections();
      server.close();
      await closeDatabase(db);
    }
  });

  describe('while another connection holds the SQLite write lock', () => {
    let api: TestApi;
    let other: Knex;
    let holder: Knex.Transaction;
    beforeAll(async () => {
      api = await startTestApi('sqlite');
      other = createDatabase(api.databaseUrl);
      holder = await other.transaction();
      // A write inside an open transaction keeps SQLite's single write lock until it ends.
      await holder('content_seeds').insert({ seedKey: 'lock-holder', seededAt: new Date() });
    });
    afterAll(async () => {
      if (!holder?.isCompleted()) await holder?.rollback();
      await other?.destroy();
      await api?.close();
    });

    it('answers writes 503 after the busy timeout, and recovers once the lock is gone', async () => {
      const response = await api.postJson('/api/newsletter', { email: 'locked@example.org' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(UNAVAILABLE);
      // Reads go on: WAL readers never wait for the writer.
      expect((await api.request('/api/tips')).status).toBe(200);

      await holder.rollback();
      const retry = await api.postJson('/api/newsletter', { email: 'locked@example.org' });
      expect(retry.status).toBe(201);
    });
  });
});
