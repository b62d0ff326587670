import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, jsonText, keyString, longText, requiredTimestamp, timestamp } =
    schemaHelpers(knex);
  // Every email the site sends, written in the same transaction as the pledge, message or
  // subscription that causes it (mail/outbox.ts), then delivered by the mail worker. A row is
  // never deleted by sending: it is the Outbox view's record of what went out or failed.
  await createTable('email_outbox', (table) => {
    table.increments('id');
    table.string('kind', 32).notNullable();
    table.string('to_address', 254).notNullable();
    table.string('reply_to', 254).nullable();
    table.string('subject', 300).notNullable();
    longText(table, 'html').notNullable();
    longText(table, 'text').notNullable();
    // Extra headers, e.g. List-Unsubscribe on newsletters.
    jsonText(table, 'headers', '{}');
    // queued → sending → sent, or back to queued with a later next_attempt_at, or failed.
    keyString(table, 'status', 16).notNullable().defaultTo('queued');
    table.integer('attempts').notNullable().defaultTo(0);
    requiredTimestamp(table, 'next_attempt_at');
    // A worker's claim: another instance may take the row over once claimed_until has passed.
    table.string('claimed_by', 64).nullable();
    table.datetime('claimed_until', { precision: 3 }).nullable();
    table.datetime('sent_at', { precision: 3 }).nullable();
    table.string('last_error', 500).nullable();
    // Set on the copies of one newsletter, so its progress can be counted.
    table.integer('newsletter_id').nullable();
    timestamp(table, 'created_at');
    // The worker looks for due rows; the Outbox view lists newest first, optionally by status.
    table.index(['status', 'next_attempt_at'], 'email_outbox_status_due_index');
    table.index(['created_at'], 'email_outbox_created_at_index');
    table.index(['newsletter_id', 'status'], 'email_outbox_newsletter_status_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_outbox');
}
