import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString } = schemaHelpers(knex);
  // Sign-in attempt counters of rate-limiter-flexible's SQL stores (auth/sign-in-throttle.ts),
  // in the layout those stores read and write: one row per counter key, with its points and the
  // end of its window in epoch milliseconds. Shared by every API instance on the database.
  await createTable('sign_in_limits', (table) => {
    keyString(table, 'key', 255).notNullable().primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire').unsigned().nullable();
    table.index(['expire'], 'sign_in_limits_expire_index');
  });
  // The failure log it replaces: its lockouts lasted 15 minutes, so nothing of value is lost.
  await knex.schema.dropTableIfExists('login_failures');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sign_in_limits');
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  await createTable('login_failures', (table) => {
    table.increments('id');
    keyString(table, 'subject', 300).notNullable();
    timestamp(table, 'created_at');
    table.index(['subject', 'created_at'], 'login_failures_subject_created_at_index');
    table.index(['created_at'], 'login_failures_created_at_index');
  });
}
