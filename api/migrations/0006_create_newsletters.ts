import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  await createTable('newsletters', (table) => {
    table.increments('id');
    keyString(table, 'email', 254).notNullable().unique();
    timestamp(table, 'created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletters');
}
