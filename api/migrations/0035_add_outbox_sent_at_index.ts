import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The retention pass (maintenance/retention.ts) finds sent emails by when they were sent, to
  // clear the bodies of those older than SENT_EMAIL_RETENTION_DAYS. Expand-only: an index, which
  // the previous release neither knows nor minds.
  await knex.schema.alterTable('email_outbox', (table) => {
    table.index(['status', 'sent_at'], 'email_outbox_status_sent_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.dropIndex(['status', 'sent_at'], 'email_outbox_status_sent_at_index');
  });
}
