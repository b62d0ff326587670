import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { keyString } = schemaHelpers(knex);
  // Double opt-in: a subscription is `pending` until its emailed link is confirmed, then
  // `confirmed`, and `unsubscribed` once its owner leaves. Only confirmed addresses are mailed
  // and exported. Addresses stored before this never confirmed: they start as pending.
  await knex.schema.alterTable('newsletters', (table) => {
    keyString(table, 'status', 16).notNullable().defaultTo('pending');
    // SHA-256 of the confirmation link's token (the token itself is only in the email).
    table.string('confirm_token_hash', 64).nullable().unique('newsletters_confirm_token_unique');
    // When the confirmation email was last queued: a repeat sign-up re-sends it once an hour.
    table.datetime('confirm_sent_at', { precision: 3 }).nullable();
    table.datetime('confirmed_at', { precision: 3 }).nullable();
    table.datetime('unsubscribed_at', { precision: 3 }).nullable();
    // In every newsletter's unsubscribe link; it can do nothing but unsubscribe this address.
    table.string('unsubscribe_token', 64).nullable().unique('newsletters_unsubscribe_token_unique');
    // What the person agreed to, and when: the sign-up form's wording version.
    table.datetime('consent_at', { precision: 3 }).nullable();
    table.string('consent_version', 32).nullable();
    // A newsletter is sent to the confirmed addresses.
    table.index(['status', 'id'], 'newsletters_status_index');
  });
  const rows: { id: number }[] = await knex('newsletters').select('id');
  for (const { id } of rows) {
    await knex('newsletters')
      .where({ id })
      .update({ unsubscribe_token: randomBytes(32).toString('base64url') });
  }
  await knex.schema.alterTable('pledges', (table) => {
    table.datetime('consent_at', { precision: 3 }).nullable();
    table.string('consent_version', 32).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.dropColumn('consent_at');
    table.dropColumn('consent_version');
  });
  await knex.schema.alterTable('newsletters', (table) => {
    table.dropIndex(['status', 'id'], 'newsletters_status_index');
    table.dropUnique(['confirm_token_hash'], 'newsletters_confirm_token_unique');
    table.dropUnique(['unsubscribe_token'], 'newsletters_unsubscribe_token_unique');
    for (const column of [
      'status',
      'confirm_token_hash',
      'confirm_sent_at',
      'confirmed_at',
      'unsubscribed_at',
      'unsubscribe_token',
      'consent_at',
      'consent_version',
    ]) {
      table.dropColumn(column);
    }
  });
}
