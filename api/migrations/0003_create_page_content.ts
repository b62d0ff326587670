import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, jsonText, keyString, timestamp } = schemaHelpers(knex);
  // One row per page key, holding only what an organiser changed; the defaults live in
  // @campaign/shared and are merged on read.
  await createTable('page_content', (table) => {
    table.increments('id');
    keyString(table, 'page_key', 50).notNullable().unique();
    jsonText(table, 'content', '{}');
    timestamp(table, 'updated_at');
    keyString(table, 'updated_by', 64)
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_content');
}
