import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  // One-time codes that stand in for an authenticator app's code (auth/recovery-codes.ts). Only
  // the SHA-256 of each code is kept; `used_at` is set when it is spent.
  await createTable('recovery_codes', (table) => {
    table.increments('id');
    keyString(table, 'user_id', 64)
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE')
      .index('recovery_codes_user_id_index');
    keyString(table, 'code_hash', 64).notNullable();
    table.datetime('used_at', { precision: 3 }).nullable();
    timestamp(table, 'created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recovery_codes');
}
