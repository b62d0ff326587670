import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import type { Logger } from '../logger';
import { parseDatabaseUrl, type DatabaseTarget } from './database-url';

export type Dialect = DatabaseTarget['dialect'];

/**
 * How long MySQL may take to open a connection, and a query to wait for a pooled connection,
 * before failing. Both stay under the 5 s in which a call must answer 503 during an outage
 * (the request deadline in http/deadline.ts covers a database that stops answering mid-query).
 */
const CONNECT_TIMEOUT_MS = 3000;
const ACQUIRE_TIMEOUT_MS = 4000;
/** MySQL connections per process unless DATABASE_POOL_SIZE says otherwise; SQLite uses one. */
const MYSQL_POOL_MAX = 10;
/**
 * How long SQLite waits for another process's write lock before reporting SQLITE_BUSY (the
 * driver waits synchronously, so this also bounds how long the event loop can stall).
 */
const SQLITE_BUSY_TIMEOUT_MS = 4000;

interface SqliteConnection {
  pragma(source: string): unknown;
}

type QueryCallback = (error: (Error & { code?: string }) | null, ...results: unknown[]) => void;

interface MysqlConnection {
  query(...args: unknown[]): unknown;
  destroy(): void;
}

/**
 * A query that has had no answer for this long is abandoned and its connection destroyed, so
 * the pool replaces it. After a network partition a connection can wait for a reply that never
 * comes (TCP only gives up after many minutes); without this, each such connection would stay
 * checked out and a few of them would starve the pool long after the database is back. The
 * client's answer does not wait for it: the request deadline (http/deadline.ts) answers 503.
 * Well above any query this app makes, migrations included.
 */
export const MYSQL_QUERY_TIMEOUT_MS = 15_000;

/** Gives every query on `connection` the inactivity timeout, and discards the connection after one. */
function withQueryTimeout(connection: MysqlConnection): void {
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    if (typeof args[0] === 'string') args[0] = { sql: args[0] };
    const options = args[0] as { timeout?: number } | undefined;
    if (options && typeof options === 'object' && options.timeout === undefined)
      options.timeout = MYSQL_QUERY_TIMEOUT_MS;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = ((error, ...results) => {
        if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
        (callback as QueryCallback)(error, ...results);
      }) satisfies QueryCallback;
    }
    return query(...args);
  };
}

export interface DatabaseOptions {
  /** Receives Knex's own warnings (pool, migrations) so they land in the JSON log. */
  logger?: Logger;
  /** MySQL's most connections at once (DATABASE_POOL_SIZE); SQLite always has one. */
  poolSize?: number;
}

function knexLog(logger: Logger): Knex.Logger {
  const write = (level: 'warn' | 'error' | 'debug') => (message: unknown) =>
    logger[level]('knex', { detail: String(message).split('\n')[0] });
  return {
    warn: write('warn'),
    error: write('error'),
    debug: write('debug'),
    deprecate: write('warn'),
  };
}

function sqliteConfig(filename: string): Knex.Config {
  if (filename !== ':memory:') mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  return {
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      afterCreate(
        connection: SqliteConnection,
        done: (error: Error | null, connection: unknown) => void,
      ) {
        try {
          // WAL lets readers (another process, a backup) work while we write; FULL sync keeps every
          // acknowledged pledge on disk even if the machine, not just the process, goes down.
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = FULL');
          connection.pragma('foreign_keys = ON');
          connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
          done(null, connection);
        } catch (error) {
          done(error as Error, connection);
        }
      },
    },
  };
}

function mysqlConfig(
  target: Extract<DatabaseTarget, { dialect: 'mysql' }>,
  poolSize: number,
): Knex.Config {
  return {
    client: 'mysql2',
    connection: {
      host: target.host,
      port: target.port,
      user: target.user,
      ...(target.password === undefined ? {} : { password: target.password }),
      database: target.database,
      // Also the default charset Knex gives tables it creates itself (knex_migrations).
      charset: 'utf8mb4',
      // Dates go in and come out as UTC whatever the server's or host's time zone is.
      timezone: 'Z',
      connectTimeout: CONNECT_TIMEOUT_MS,
    },
    // min 0: a pool that lost every connection during an outage refills on demand afterwards.
    pool: {
      min: 0,
      max: poolSize,
      afterCreate(
        connection: MysqlConnection,
        done: (error: Error | null, connection: unknown) => void,
      ) {
        withQueryTimeout(connection);
        // Keeps NOW() and CURRENT_TIMESTAMP defaults in UTC, like the dates the app writes.
        connection.query("SET time_zone = '+00:00'", (error: Error | null) =>
          done(error, connection),
        );
      },
    },
  };
}

/**
 * Opens the database DATABASE_URL names. Columns are snake_case in the database and camelCase in
 * code: the mappers translate identifiers in every query built with Knex or Objection.
 */
export function createDatabase(url: string, options: DatabaseOptions = {}): Knex {
  const target = parseDatabaseUrl(url);
  const dialectConfig =
    target.dialect === 'sqlite'
      ? sqliteConfig(target.filename)
      : mysqlConfig(target, options.poolSize ?? MYSQL_POOL_MAX);
  return knex({
    ...dialectConfig,
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
    // Failed queries name the SQL with placeholders, never the bound values (they reach logs).
    compileSqlOnError: false,
    ...(options.logger ? { log: knexLog(options.logger) } : {}),
    ...knexSnakeCaseMappers(),
  });
}

export function dialectOf(db: Knex): Dialect {
  return db.client.config.client === 'mysql2' ? 'mysql' : 'sqlite';
}

/** Closes every connection; call it once nothing uses the database any more. */
export async function closeDatabase(db: Knex): Promise<void> {
  await db.destroy();
}
