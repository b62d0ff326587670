import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mysql from 'mysql2';
import { KNEX_TABLES, type DatabaseContents } from './archive-format';
import { connectMysql, mysqlTables, type MysqlTarget } from './mysql-connection';

/**
 * A table as JSON lines: the first line names the columns (`{"columns":[…],"binary":[…]}`),
 * each further line is one row as an array in that order. Every value is MySQL's own text for
 * it (numbers, dates, JSON) or null, so the load gives MySQL back exactly what it wrote; the
 * columns listed in `binary` (by position) hold base64 instead.
 */
interface TableHeader {
  columns: string[];
  binary: number[];
}

/** Column types whose values are bytes when their character set is binary (63). */
const BYTE_TYPES: ReadonlySet<number> = new Set([
  mysql.Types.STRING,
  mysql.Types.VAR_STRING,
  mysql.Types.VARCHAR,
  mysql.Types.BLOB,
  mysql.Types.TINY_BLOB,
  mysql.Types.MEDIUM_BLOB,
  mysql.Types.LONG_BLOB,
  mysql.Types.BIT,
  mysql.Types.GEOMETRY,
]);
const BINARY_CHARSET = 63;

// A binary column's text is read as latin1, which maps each byte to one character and back.
const readAsText: mysql.TypeCast = (field) =>
  field.type === 'JSON' ? field.string('utf8') : field.string();

/** Writes one table as JSON lines into `file`; answers the number of rows. */
async function dumpTable(connection: mysql.Connection, table: string, file: string) {
  const query = connection.query({
    sql: 'SELECT * FROM ??',
    values: [table],
    rowsAsArray: true,
    typeCast: readAsText,
  });
  let header: TableHeader | undefined;
  query.on('fields', (fields: mysql.FieldPacket[]) => {
    header = {
      columns: fields.map((field) => field.name),
      binary: fields.flatMap((field, index) =>
        field.characterSet === BINARY_CHARSET && BYTE_TYPES.has(field.columnType ?? -1)
          ? [index]
          : [],
      ),
    };
  });
  let rows = 0;
  let headerWritten = false;
  const headerLine = () => {
    if (!header) throw new Error(`MySQL sent no columns for ${table}`);
    headerWritten = true;
    return `${JSON.stringify(header)}\n`;
  };
  const toLines = new Transform({
    writableObjectMode: true,
    transform(row: (string | null)[], _encoding, done) {
      rows += 1;
      for (const index of header?.binary ?? []) {
        const value = row[index];
        if (value !== null && value !== undefined)
          row[index] = Buffer.from(value, 'latin1').toString('base64');
      }
      done(null, `${headerWritten ? '' : headerLine()}${JSON.stringify(row)}\n`);
    },
    flush(done) {
      done(null, headerWritten ? '' : headerLine());
    },
  });
  await pipeline(query.stream({ highWaterMark: 500 }), toLines, createWriteStream(file));
  return rows;
}

/**
 * Dumps every table of the MySQL database into `folder` (one `<table>.jsonl` each), all read in
 * one REPEATABLE READ transaction started WITH CONSISTENT SNAPSHOT: the files show the database
 * at one instant, as the running instances keep writing. Knex's bookkeeping tables are left
 * out; the migrations they list are answered instead.
 */
export async function dumpMysql(target: MysqlTarget, folder: string): Promise<DatabaseContents> {
  await mkdir(folder, { recursive: true });
  const connection = await connectMysql(target);
  const sql = connection.promise();
  try {
    await sql.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await sql.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const names = await mysqlTables(connection);
    const migrations = names.includes('knex_migrations')
      ? (
          await sql.query<mysql.RowDataPacket[]>('SELECT name FROM knex_migrations ORDER BY id')
        )[0].map((row) => String(row.name))
      : [];
    const tables: Record<string, number> = {};
    for (const table of names.filter((name) => !KNEX_TABLES.has(name))) {
      tables[table] = await dumpTable(connection, table, path.join(folder, `${table}.jsonl`));
    }
    await sql.query('COMMIT');
    return { tables, migrations };
  } finally {
    connection.destroy();
  }
}

/** Rows per INSERT, and the most text one INSERT may carry (well under max_allowed_packet). */
const ROWS_PER_INSERT = 1000;
const BYTES_PER_INSERT = 1_000_000;

/** Inserts the rows of one dumped table through `connection`; answers the number of rows. */
async function loadTable(connection: mysql.Connection, table: string, file: string) {
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let header: TableHeader | undefined;
  let batch: unknown[][] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0 || !header) return;
    await connection
      .promise()
      .query('INSERT INTO ?? (??) VALUES ?', [table, header.columns, batch]);
    batch = [];
    batchBytes = 0;
  };
  for await (const line of lines) {
    if (!line) continue;
    if (!header) {
      header = JSON.parse(line) as TableHeader;
      continue;
    }
    const row = JSON.parse(line) as unknown[];
    for (const index of header.binary) {
      const value = row[index];
      if (typeof value === 'string') row[index] = Buffer.from(value, 'base64');
    }
    batch.push(row);
    batchBytes += line.length;
    rows += 1;
    if (batch.length >= ROWS_PER_INSERT || batchBytes >= BYTES_PER_INSERT) await flush();
  }
  await flush();
  return rows;
}

/**
 * Loads the dumped tables into the MySQL database, whose schema must already be at the dump's
 * level, in one transaction: rows the migrations inserted are replaced by the dumped ones, and
 * on any error nothing is kept. Foreign keys are checked by the source database already; they
 * are not checked again here, so tables load in any order.
 */
export async function loadMysql(
  target: MysqlTarget,
  folder: string,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const connection = await connectMysql(target);
  const sql = connection.promise();
  try {
    await sql.query('SET FOREIGN_KEY_CHECKS = 0');
    // An id of 0 stays 0 instead of taking the next AUTO_INCREMENT value.
    await sql.query(
      "SET SESSION sql_mode = CONCAT_WS(',', @@SESSION.sql_mode, 'NO_AUTO_VALUE_ON_ZERO')",
    );
    await sql.query('START TRANSACTION');
    const loaded: Record<string, number> = {};
    try {
      for (const table of tables) {
        await sql.query('DELETE FROM ??', [table]);
        loaded[table] = await loadTable(connection, table, path.join(folder, `${table}.jsonl`));
      }
      await sql.query('COMMIT');
    } catch (error) {
      await sql.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    return loaded;
  } finally {
    connection.destroy();
  }
}
