import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { MIGRATIONS } from '../src/db/migrate';
import { seedBlogPosts } from '../src/seeds/blog-posts';
import { seedTips } from '../src/seeds/tips';
import { createTestDatabase, TEST_DIALECTS } from './support/test-databases';

const MIGRATE_AND_SEED = fileURLToPath(new URL('./support/migrate-and-seed.ts', import.meta.url));

function runProcess(
  script: string,
  ...args: string[]
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject).on('close', (code) => resolve({ code, stderr }));
  });
}

describe.each(TEST_DIALECTS)('instances starting together on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  async function freshDatabase() {
    const database = await createTestDatabase(dialect);
    cleanups.push(() => database.drop());
    return database;
  }
  function open(url: string): Knex {
    const db = createDatabase(url);
    cleanups.push(() => closeDatabase(db));
    return db;
  }
  const countRows = async (db: Knex, table: string) =>
    Number((await db(table).count({ n: '*' }))[0]?.n);

  it('lets instances starting together migrate and seed once', async () => {
    const { url } = await freshDatabase();
    // Separate processes, as real instances are (SQLite's lock waits would block one event loop).
    const results = await Promise.all([1, 2, 3].map(() => runProcess(MIGRATE_AND_SEED, url)));
    for (const result of results) expect(result.stderr).toBe('');
    expect(results.map((result) => result.code)).toEqual([0, 0, 0]);

    const db = open(url);
    expect(await countRows(db, 'knex_migrations')).toBe(MIGRATIONS.length);
    expect(await countRows(db, 'knex_migrations_lock')).toBe(1);
    expect(await countRows(db, 'blog_posts')).toBe(seedBlogPosts.length);
    expect(await countRows(db, 'tips')).toBe(seedTips.length);
    expect(await countRows(db, 'content_seeds')).toBe(1 + seedBlogPosts.length + seedTips.length);
  });
});
