import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  await createTable('pledges', (table) => {
    table.increments('id');
    table.string('name', 100).notNullable();
    // Stored trimmed and lower-cased; unique so one person counts once.
    keyString(table, 'email', 254).notNullable().unique();
    // Indexed: the yearly counts behind GET /api/stats read only this index.
    timestamp(table, 'created_at').index('pledges_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pledges');
}
