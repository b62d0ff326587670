import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

export type TestDialect = 'sqlite' | 'mysql';

/** SQLite always; MySQL too when TEST_MYSQL_URL points at a server (CI sets it). */
export const TEST_DIALECTS: TestDialect[] = process.env.TEST_MYSQL_URL
  ? ['sqlite', 'mysql']
  : ['sqlite'];

export interface TestDatabase {
  dialect: TestDialect;
  /** A DATABASE_URL for the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database: a SQLite file in a temp folder, or a randomly named MySQL schema. */
export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'campaign-api-test-'));
    return {
      dialect,
      url: `sqlite:${path.join(dir, 'test.db')}`,
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }

  const serverUrl = process.env.TEST_MYSQL_URL;
  if (!serverUrl) throw new Error('TEST_MYSQL_URL is not set');
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = await mysql.createConnection(serverUrl);
  try {
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    async drop() {
      const connection = await mysql.createConnection(serverUrl);
      try {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await connection.end();
      }
    },
  };
}
