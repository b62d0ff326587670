import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, timestamp } = schemaHelpers(knex);
  await createTable('tips', (table) => {
    table.increments('id');
    table.string('category', 20).notNullable();
    table.string('title', 200).notNullable();
    table.text('description').notNullable();
    table.string('icon', 50).notNullable();
    table.integer('order').notNullable().defaultTo(0);
    timestamp(table, 'created_at');
    table.index(['category', 'order', 'id'], 'tips_listing_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tips');
}
