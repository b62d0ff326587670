import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { closeDatabase, createDatabase } from '../../src/db/create-database';
import { migrateToLatest } from '../../src/db/migrate';
import { createRateLimitBackend } from '../../src/http/rate-limit';
import { createLogger } from '../../src/logger';
import { outboxBodies, type BodyOf } from '../../src/mail/outbox-bodies';
import { mailSettings } from '../../src/mail/settings';
import { bindModels, type Models } from '../../src/models';
import { seedDefaultContent } from '../../src/seeds/seed-default-content';
import { createTestDatabase, type TestDatabase, type TestDialect } from './test-databases';
import { nodeListener } from '../../src/http/node-listener';

export interface TestApi {
  dialect: TestDialect;
  /** The DATABASE_URL of this test's database. */
  databaseUrl: string;
  baseUrl: string;
  db: Knex;
  models: Models;
  /** fetch() against the API; `path` starts with /api. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs `body` as JSON. */
  postJson(path: string, body: unknown): Promise<Response>;
  /** Each outbox row's parts as this API's mail worker would send them (mail/outbox-bodies.ts). */
  emailBodies: BodyOf;
  /** The folder uploaded images are stored in (UPLOADS_DIR), shared with siblings. */
  uploadsDir: string;
  /** Another API instance on the same database, as behind a load balancer. */
  startSibling(env?: Record<string, string>): Promise<TestApi>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** The app's clock (which articles are public yet); the system clock by default. */
  clock?: () => Date;
}

async function listen(
  database: TestDatabase,
  env: Record<string, string>,
  owned: boolean,
  options: TestApiOptions = {},
): Promise<TestApi> {
  const db = createDatabase(database.url);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    // Tests post many forms from one address; the rate-limit tests turn the limits back on.
    RATE_LIMIT_PLEDGES: '0',
    RATE_LIMIT_CONTACT: '0',
    RATE_LIMIT_NEWSLETTER: '0',
    RATE_LIMIT_REFERRALS: '0',
    // Likewise the hourly caps on mail to unconfirmed addresses (every test mails example.org);
    // the mail-cap tests set their own. The per-mailbox window stays on: tests use distinct
    // mailboxes, not +tags of one.
    MAIL_DOMAIN_HOURLY_CAP: '0',
    MAIL_UNCONFIRMED_HOURLY_CAP: '0',
    // Accounts in milliseconds rather than a few hundred each; the hashing tests set their own.
    // Production refuses a cost under 15, so a production instance gets the cheapest it allows.
    PASSWORD_HASH_COST: env.NODE_ENV === 'production' ? '15' : '10',
    ...env,
  });
  const logger = createLogger('silent');
  const rateLimits = createRateLimitBackend(config, logger);
  await rateLimits.ready();
  const app = createApp({ config, logger, db, rateLimits, clock: options.clock });
  const server = http.createServer(nodeListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const request = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);

  return {
    dialect: database.dialect,
    databaseUrl: database.url,
    baseUrl,
    db,
    models: bindModels(db),
    request,
    postJson: (path, body) =>
      request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    emailBodies: outboxBodies(bindModels(db), mailSettings(config)),
    uploadsDir: config.UPLOADS_DIR!,
    startSibling: (siblingEnv = {}) => listen(database, { ...env, ...siblingEnv }, false, options),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rateLimits.close();
      await closeDatabase(db);
      if (owned) {
        await database.drop();
        await rm(config.UPLOADS_DIR!, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Starts the API over HTTP on an ephemeral port, on a fresh database of the given dialect that
 * has been migrated and seeded exactly as at server start-up. `env` overrides configuration.
 */
export async function startTestApi(
  dialect: TestDialect,
  env: Record<string, string> = {},
  options: TestApiOptions = {},
): Promise<TestApi> {
  const database = await createTestDatabase(dialect);
  const setup = createDatabase(database.url);
  try {
    await migrateToLatest(setup);
    await seedDefaultContent(setup);
  } finally {
    await closeDatabase(setup);
  }
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'campaign-uploads-test-'));
  return listen(database, { UPLOADS_DIR: uploadsDir, ...env }, true, options);
}
