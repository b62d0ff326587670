import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  // Partners whose sites frame the pledge form (partners/, docs/decisions/045-partner-embeds.md).
  // `code` is what a pledge taken through the embed stores in pledges.partner.
  await createTable('partners', (table) => {
    table.increments('id').primary();
    table.string('name', 80).notNullable();
    keyString(table, 'code', 40).notNullable().unique();
    // Space-separated origins allowed to frame the form (`https://a.example https://b.example`).
    table.text('origins').notNullable();
    table.string('consent_line', 300).notNullable().defaultTo('');
    table.string('accent', 20).notNullable();
    table.string('theme', 10).notNullable();
    table.string('layout', 10).notNullable();
    table.boolean('enabled').notNullable().defaultTo(true);
    timestamp(table, 'created_at');
    timestamp(table, 'updated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('partners');
}
