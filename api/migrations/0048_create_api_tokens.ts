import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  // The read API's tokens (api-tokens/). Only a hash of each token is kept: the token itself is
  // shown once, when it is created.
  await createTable('api_tokens', (table) => {
    table.increments('id').primary();
    table.string('name', 80).notNullable();
    keyString(table, 'token_hash', 64).notNullable().unique();
    keyString(table, 'hint', 16).notNullable();
    // Space-separated scope names (`totals:read pledges:read`).
    table.string('scopes', 200).notNullable();
    keyString(table, 'created_by', 254).notNullable();
    timestamp(table, 'created_at');
    table.datetime('last_used_at', { precision: 3 }).nullable();
    table.datetime('revoked_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_tokens');
}
