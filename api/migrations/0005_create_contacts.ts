import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, timestamp } = schemaHelpers(knex);
  await createTable('contacts', (table) => {
    table.increments('id');
    table.string('name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.text('message').notNullable();
    timestamp(table, 'created_at').index('contacts_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contacts');
}
