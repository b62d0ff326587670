import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  // The sign-in rules an admin sets (auth/sign-in-policy.ts), one row. Not in site_settings:
  // those are public (GET /api/settings), these are not.
  await createTable('sign_in_policy', (table) => {
    table.integer('id').primary();
    table.boolean('require_admin_two_factor').notNullable().defaultTo(false);
    timestamp(table, 'updated_at');
    keyString(table, 'updated_by', 64).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sign_in_policy');
}
