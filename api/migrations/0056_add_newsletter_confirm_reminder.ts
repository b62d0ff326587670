import type { Knex } from 'knex';

/**
 * When an unconfirmed subscription was sent its one reminder (newsletter/confirm-reminders.ts).
 * Set once and never cleared, so an address is reminded at most once whatever it does later.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletters', (table) => {
    table.datetime('confirm_reminded_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletters', (table) => {
    table.dropColumn('confirm_reminded_at');
  });
}
