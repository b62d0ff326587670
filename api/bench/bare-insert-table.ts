import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

/** The bare-insert yardstick's table (bare-insert-server.ts): a pledge's shape, nothing else. */
export const BARE_INSERT_TABLE = 'bench_bare_inserts';

export async function ensureBareInsertTable(db: Knex): Promise<void> {
  if (await db.schema.hasTable(BARE_INSERT_TABLE)) return;
  const { createTable, keyString, timestamp } = schemaHelpers(db);
  await createTable(BARE_INSERT_TABLE, (table) => {
    table.increments('id');
    table.string('name', 100).notNullable();
    keyString(table, 'email', 254).notNullable().unique();
    timestamp(table, 'created_at');
  });
}
