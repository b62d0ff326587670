import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { closeDatabase, createDatabase } from './create-database';

/** The pool Knex made (tarn), as it runs: its most connections at once. */
const poolMax = (db: Knex) => (db.client as { pool: { max: number } }).pool.max;

const mysqlUrl = process.env.TEST_MYSQL_URL;
const opened: Knex[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await closeDatabase(db);
});

describe('the MySQL connection pool', () => {
  it.runIf(mysqlUrl)('holds at most DATABASE_POOL_SIZE connections, 10 unless set', async () => {
    const sized = createDatabase(mysqlUrl!, { poolSize: 3 });
    const unsized = createDatabase(mysqlUrl!);
    opened.push(sized, unsized);
    await sized.raw('select 1');
    await unsized.raw('select 1');
    expect(poolMax(sized)).toBe(3);
    expect(poolMax(unsized)).toBe(10);
  });

  it('is one connection on SQLite, whatever the size asked', async () => {
    const db = createDatabase('sqlite::memory:', { poolSize: 3 });
    opened.push(db);
    await db.raw('select 1');
    expect(poolMax(db)).toBe(1);
  });
});
