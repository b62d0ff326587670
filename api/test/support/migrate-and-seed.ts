/**
 * Runs the start-up database work (migrations, then default content) against the DATABASE_URL
 * given as argument, in its own process: several of these at once behave like instances of the
 * API starting together.
 */
import { closeDatabase, createDatabase } from '../../src/db/create-database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDefaultContent } from '../../src/seeds/seed-default-content';

const url = process.argv[2];
if (!url) throw new Error('usage: migrate-and-seed.ts <DATABASE_URL>');
const db = createDatabase(url);
try {
  await migrateToLatest(db, { lockWaitMs: 30_000 });
  await seedDefaultContent(db);
} finally {
  await closeDatabase(db);
}
