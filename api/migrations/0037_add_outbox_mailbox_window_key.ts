import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // One pledge welcome or newsletter confirmation per mailbox per window (mail/mail-caps.ts):
  // such a row carries a hash of its kind, its normalised mailbox and its window, and the unique
  // index refuses a second one, across every API instance, in the statement that inserts it.
  // A hash (22 characters of base64url, 128 bits), so the column adds no readable address; null on every other row (a unique index
  // allows any number of nulls on both databases). Expand-only: the previous release writes
  // rows without it, which only means they are not capped.
  await knex.schema.alterTable('email_outbox', (table) => {
    table.string('mailbox_window_key', 22).nullable();
    table.unique(['mailbox_window_key'], { indexName: 'email_outbox_mailbox_window_key_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.dropUnique(['mailbox_window_key'], 'email_outbox_mailbox_window_key_unique');
    table.dropColumn('mailbox_window_key');
  });
}
