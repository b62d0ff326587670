import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, longText, timestamp } = schemaHelpers(knex);
  // Newsletters organisers write in the console and send to the confirmed subscribers. Each copy
  // is a row of email_outbox carrying this row's id (newsletter_id), which is how progress is
  // counted; a sent newsletter is never edited again, so those copies keep matching it.
  await createTable('newsletter_editions', (table) => {
    table.increments('id');
    table.string('subject', 200).notNullable();
    // Sanitised HTML, as sent.
    longText(table, 'html').notNullable();
    // draft → sent, once: the send flips it with a conditional update.
    keyString(table, 'status', 16).notNullable().defaultTo('draft');
    // The staff account that wrote it (users.id is text); no foreign key, so the newsletter's
    // history outlives the account.
    keyString(table, 'created_by', 64).nullable();
    timestamp(table, 'created_at');
    table.datetime('sent_at', { precision: 3 }).nullable();
    // How many confirmed subscribers it was queued for.
    table.integer('recipients').nullable();
    table.index(['created_at'], 'newsletter_editions_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_editions');
}
