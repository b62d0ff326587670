import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import type { Logger } from '../logger';
import { parseDatabaseUrl, type DatabaseTarget } from './database-url';

export type Dialect = DatabaseTarget['dialect'];

/** How long a query may wait for a free connection, and MySQL for a TCP connect, before failing. */
const CONNECT_TIMEOUT_MS = 5000;
/** MySQL connections per process; SQLite always uses one. */
const MYSQL_POOL_MAX = 10;
/** How long SQLite waits for another process's write lock before reporting SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

interface SqliteConnection {
  pragma(source: string): unknown;
}

interface MysqlConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}

export interface DatabaseOptions {
  /** Receives Knex's own warnings (pool, migrations) so they land in the JSON log. */
  logger?: Logger;
}

function knexLog(logger: Logger | undefined): Knex.Config['log'] {
  if (!logger) return undefined;
  const write = (level: 'warn' | 'error' | 'debug') => (message: unknown) =>
    logger[level]('knex', { detail: String(message) });
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

function mysqlConfig(target: Extract<DatabaseTarget, { dialect: 'mysql' }>): Knex.Config {
  return {
    client: 'mysql2',
    connection: {
      host: target.host,
      port: target.port,
      user: target.user,
      password: target.password,
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
      max: MYSQL_POOL_MAX,
      afterCreate(
        connection: MysqlConnection,
        done: (error: Error | null, connection: unknown) => void,
      ) {
        // Keeps NOW() and CURRENT_TIMESTAMP defaults in UTC, like the dates the app writes.
        connection.query("SET time_zone = '+00:00'", (error) => done(error, connection));
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
    target.dialect === 'sqlite' ? sqliteConfig(target.filename) : mysqlConfig(target);
  return knex({
    ...dialectConfig,
    acquireConnectionTimeout: CONNECT_TIMEOUT_MS,
    log: knexLog(options.logger),
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
