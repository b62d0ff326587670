import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  // Who changed what and when. The email is copied, not joined, so an entry still names its author
  // after the account is deleted. Rows are only ever inserted (no API edits or deletes them).
  await createTable('activity_log', (table) => {
    table.increments('id');
    keyString(table, 'user_id', 64).nullable();
    table.string('user_email', 254).notNullable();
    table.string('action', 32).notNullable();
    table.string('entity', 32).notNullable();
    table.string('entity_id', 200).nullable();
    table.string('summary', 500).notNullable();
    timestamp(table, 'created_at');
    // The console lists newest first, optionally filtered by entity or by person.
    table.index(['created_at'], 'activity_log_created_at_index');
    table.index(['entity', 'created_at'], 'activity_log_entity_created_at_index');
    table.index(['user_id', 'created_at'], 'activity_log_user_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity_log');
}
