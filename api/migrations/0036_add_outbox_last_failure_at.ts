import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // When an email's latest delivery attempt failed (whether it will be tried again or not), for
  // the console's System health card: failures of the last day, and the most recent one.
  // Expand-only: a nullable column the previous release neither reads nor writes (its failed
  // attempts leave it null, and the card counts only the ones it can date).
  await knex.schema.alterTable('email_outbox', (table) => {
    table.datetime('last_failure_at', { precision: 3 }).nullable();
    table.index(['last_failure_at'], 'email_outbox_last_failure_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.dropIndex(['last_failure_at'], 'email_outbox_last_failure_at_index');
    table.dropColumn('last_failure_at');
  });
}
