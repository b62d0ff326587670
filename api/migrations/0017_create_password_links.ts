import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, requiredTimestamp, timestamp } = schemaHelpers(knex);
  // One-time links that let a new or reset account set its password (auth/password-links.ts).
  // Only the SHA-256 of the link's random token is kept, so a copy of this table opens nothing.
  await createTable('password_links', (table) => {
    table.increments('id');
    keyString(table, 'user_id', 64)
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE')
      .index('password_links_user_id_index');
    keyString(table, 'token_hash', 64).notNullable().unique();
    requiredTimestamp(table, 'expires_at');
    table.datetime('used_at', { precision: 3 }).nullable();
    timestamp(table, 'created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_links');
}
