/**
 * Recognises database failures by the drivers' own codes, on SQLite (better-sqlite3) and MySQL
 * (mysql2). Objection wraps driver errors in its own classes and keeps the original as
 * `nativeError`, so both layers are looked at.
 */

interface DriverError {
  name?: unknown;
  code?: unknown;
  errno?: unknown;
  fatal?: unknown;
  nativeError?: unknown;
}

function* errorChain(error: unknown): Generator<DriverError> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as DriverError;
    const next = (current as DriverError).nativeError ?? (current as { cause?: unknown }).cause;
    if (next === current) return;
    current = next;
  }
}

const SQLITE_UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const MYSQL_DUPLICATE_ENTRY = 1062;

/** True when an insert or update broke a unique key or primary key. */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && SQLITE_UNIQUE_CODES.has(link.code)) return true;
    if (link.code === 'ER_DUP_ENTRY' || link.errno === MYSQL_DUPLICATE_ENTRY) return true;
  }
  return false;
}

// Errors that say "the database cannot serve us right now", as opposed to a bad query.
const UNAVAILABLE_CODES = new Set([
  // network and server state (mysql2 passes Node's socket codes through)
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'ER_OPTION_PREVENTS_STATEMENT', // read-only replica during a failover
  // SQLite: the file is locked, unreadable or the disk is full
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_READONLY',
]);

/** True when a query failed because the database is unreachable, overloaded or locked. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    // Knex gave up waiting for a pooled connection.
    if (link.name === 'KnexTimeoutError') return true;
    if (typeof link.code === 'string') {
      const baseCode = link.code.startsWith('SQLITE_')
        ? link.code.replace(/^(SQLITE_[A-Z]+)_.*$/, '$1')
        : link.code;
      if (UNAVAILABLE_CODES.has(baseCode)) return true;
    }
    // mysql2 marks errors that killed the connection as fatal.
    if (link.fatal === true) return true;
  }
  return false;
}
