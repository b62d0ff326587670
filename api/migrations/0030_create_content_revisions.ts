import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, jsonText, keyString, timestamp } = schemaHelpers(knex);
  // Every saved version of an article (and, by the same table, any other edited content): what
  // was stored, who saved it and when, so an earlier version can be brought back.
  await createTable('content_revisions', (table) => {
    table.increments('id');
    // What it is a version of: an activity-log entity ('blog-post') and its key (an article's
    // id, which outlives a change of address).
    keyString(table, 'entity', 32).notNullable();
    keyString(table, 'entity_key', 191).notNullable();
    // The stored value as the console reads it (JSON).
    jsonText(table, 'snapshot');
    // No foreign key: the history outlives the account; the email is copied for that reason.
    keyString(table, 'created_by', 64).nullable();
    table.string('created_by_email', 254).notNullable();
    timestamp(table, 'created_at');
    table.index(['entity', 'entity_key', 'id'], 'content_revisions_entity_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_revisions');
}
