import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, jsonText, keyString, timestamp } = schemaHelpers(knex);
  // Unsaved edits the console autosaves while someone types: one row per account, editor and
  // item, replaced by each autosave and deleted when the edits are saved or discarded. Apart
  // from what visitors see: nothing here is public until it is saved through the item's route.
  await createTable('editor_drafts', (table) => {
    table.increments('id');
    // An account's drafts go with it.
    keyString(table, 'user_id', 64)
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    keyString(table, 'editor', 32).notNullable();
    keyString(table, 'item_key', 191).notNullable();
    jsonText(table, 'baseline');
    jsonText(table, 'draft');
    timestamp(table, 'saved_at');
    table.unique(['user_id', 'editor', 'item_key'], { indexName: 'editor_drafts_item_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('editor_drafts');
}
