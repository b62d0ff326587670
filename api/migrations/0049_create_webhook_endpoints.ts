import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  // Where signed webhooks go (webhooks/). The signing secret is kept as it is, because every
  // delivery must be signed with it (docs/decisions/044-signed-webhooks.md); the console shows
  // it once, at creation, and afterwards only its hint.
  await createTable('webhook_endpoints', (table) => {
    table.increments('id').primary();
    table.string('name', 80).notNullable();
    table.string('url', 500).notNullable();
    // Space-separated event names (`pledge.created person.erased`).
    table.string('events', 200).notNullable();
    keyString(table, 'secret', 80).notNullable();
    keyString(table, 'secret_hint', 16).notNullable();
    table.boolean('enabled').notNullable().defaultTo(true);
    keyString(table, 'created_by', 254).notNullable();
    timestamp(table, 'created_at');
    timestamp(table, 'updated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_endpoints');
}
