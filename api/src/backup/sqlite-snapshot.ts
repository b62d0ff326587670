import Database from 'better-sqlite3';
import { KNEX_TABLES, type DatabaseContents } from './archive-format';

/** How long the copy waits for the server's write lock, as the server itself does. */
const BUSY_TIMEOUT_MS = 4000;

/** The rows in each table of an open SQLite database and the migrations it has applied. */
export function sqliteContents(db: Database.Database): DatabaseContents {
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  const tables: Record<string, number> = {};
  for (const name of names.filter((table) => !KNEX_TABLES.has(table)).sort()) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    tables[name] = db.prepare(`SELECT COUNT(*) FROM ${quoted}`).pluck().get() as number;
  }
  const migrations = names.includes('knex_migrations')
    ? (db.prepare('SELECT name FROM knex_migrations ORDER BY id').pluck().all() as string[])
    : [];
  return { tables, migrations };
}

/**
 * Copies the SQLite database `filename` into the new file `destination` with SQLite's online
 * backup, which is safe while the server writes (it sees one consistent state), and describes
 * the copy. The copy is turned from WAL into a rollback journal, so it is one self-contained
 * file.
 */
export async function snapshotSqlite(
  filename: string,
  destination: string,
): Promise<DatabaseContents> {
  const source = new Database(filename, { fileMustExist: true });
  try {
    source.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await source.backup(destination);
  } finally {
    source.close();
  }
  const copy = new Database(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    return sqliteContents(copy);
  } finally {
    copy.close();
  }
}
