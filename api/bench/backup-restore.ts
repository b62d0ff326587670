/**
 * `pnpm bench:backup`: how long a backup and a restore take, and how big the archive is, on
 * BENCH_PLEDGES pledges (default 100,000) besides the default content. On SQLite, and on MySQL
 * when TEST_MYSQL_URL names a server: fills a fresh database, backs it up with `createBackup`
 * (what `pnpm backup` runs), restores the archive into another fresh database with
 * `restoreBackup` (what `pnpm restore` runs), checks the pledges arrived, and prints one table.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createBackup } from '../src/backup/create-backup';
import { restoreBackup } from '../src/backup/restore-backup';
import { loadConfig } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDefaultContent } from '../src/seeds/seed-default-content';
import {
  createTestDatabase,
  TEST_DIALECTS,
  type TestDialect,
} from '../test/support/test-databases';

const PLEDGES = Number(process.env.BENCH_PLEDGES ?? 100_000);
/** Rows per INSERT: Knex writes a multi-row insert on SQLite as a compound SELECT (500 at most). */
const INSERT_BATCH: Record<TestDialect, number> = { sqlite: 400, mysql: 2000 };

async function fillPledges(db: Knex, dialect: TestDialect): Promise<void> {
  const now = Date.now();
  await db.transaction(async (trx) => {
    for (let start = 0; start < PLEDGES; start += INSERT_BATCH[dialect]) {
      const rows = [];
      for (let i = start; i < Math.min(start + INSERT_BATCH[dialect], PLEDGES); i++) {
        rows.push({
          name: `Supporter ${i}`,
          email: `supporter.${i}@example.org`,
          createdAt: new Date(now - i * 60_000),
        });
      }
      await trx('pledges').insert(rows);
    }
  });
}

const count = async (url: string) => {
  const db = createDatabase(url);
  try {
    return Number((await db('pledges').count({ n: '*' }))[0]?.n);
  } finally {
    await closeDatabase(db);
  }
};

async function bench(dialect: TestDialect) {
  const source = await createTestDatabase(dialect);
  const target = await createTestDatabase(dialect);
  const folder = await mkdtemp(path.join(tmpdir(), 'campaign-bench-backup-'));
  try {
    const db = createDatabase(source.url);
    try {
      await migrateToLatest(db);
      await seedDefaultContent(db);
      await fillPledges(db, dialect);
    } finally {
      await closeDatabase(db);
    }
    const settings = (url: string, uploads: string) =>
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: url,
        UPLOADS_DIR: path.join(folder, uploads),
        BACKUP_DIR: folder,
      });

    let started = performance.now();
    const backup = await createBackup(settings(source.url, 'uploads'));
    const backupMs = performance.now() - started;

    started = performance.now();
    await restoreBackup(settings(target.url, 'restored-uploads'), backup.file);
    const restoreMs = performance.now() - started;

    const restored = await count(target.url);
    if (restored !== PLEDGES) throw new Error(`${dialect}: ${restored} pledges restored`);
    return { dialect, backupMs, restoreMs, bytes: backup.bytes };
  } finally {
    await source.drop();
    await target.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

const rows = [];
for (const dialect of TEST_DIALECTS) rows.push(await bench(dialect));
console.log(`Backup and restore of ${PLEDGES.toLocaleString('en')} pledges`);
console.log('| database | backup | restore | archive |');
console.log('|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.dialect} | ${(row.backupMs / 1000).toFixed(2)} s | ${(row.restoreMs / 1000).toFixed(2)} s | ${(row.bytes / 1_048_576).toFixed(2)} MiB |`,
  );
}
