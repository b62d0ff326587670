import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  // One row per failed sign-in, under two subjects ("ip:…" and "account:…"), so every API instance
  // counts the same failures. Rows older than the lockout window are deleted as we go.
  await createTable('login_failures', (table) => {
    table.increments('id');
    keyString(table, 'subject', 300).notNullable();
    timestamp(table, 'created_at');
    table.index(['subject', 'created_at'], 'login_failures_subject_created_at_index');
    table.index(['created_at'], 'login_failures_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_failures');
}
