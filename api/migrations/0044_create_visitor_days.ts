import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  // Page views and unique visitors per UTC day, one row per instance that counted them
  // (visitor-stats/visitor-counter.ts): each instance writes its own row in place, readers
  // add them up. Counts only: no address, user agent or visitor hash is ever stored.
  await createTable('visitor_days', (table) => {
    keyString(table, 'day', 10).notNullable();
    keyString(table, 'instance', 36).notNullable();
    table.integer('views').notNullable().defaultTo(0);
    table.integer('uniques').notNullable().defaultTo(0);
    timestamp(table, 'updated_at');
    table.primary(['day', 'instance']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('visitor_days');
}
