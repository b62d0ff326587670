import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // When someone in the console first opened a message, and when they dealt with it; null until
  // then. Nullable DATETIME(3) on MySQL, epoch milliseconds on SQLite (as schema-helpers.ts).
  await knex.schema.alterTable('contacts', (table) => {
    table.datetime('read_at', { precision: 3 }).nullable();
    table.datetime('handled_at', { precision: 3 }).nullable();
  });
  // The inbox lists newest first, all messages or only the unhandled ones: "handled_at IS NULL
  // ORDER BY created_at DESC" walks this index backwards (the id, the tie-breaker, is in every
  // index entry on both databases). All messages use contacts_created_at_index.
  await knex.schema.alterTable('contacts', (table) => {
    table.index(['handled_at', 'created_at'], 'contacts_handled_at_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.dropIndex(['handled_at', 'created_at'], 'contacts_handled_at_created_at_index');
  });
  await knex.schema.alterTable('contacts', (table) => {
    table.dropColumn('handled_at');
    table.dropColumn('read_at');
  });
}
