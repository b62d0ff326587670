import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { keyString } = schemaHelpers(knex);
  // How the organisers were told of a message (routes/contact.ts): `own` (a notification of its
  // own, counted against CONTACT_NOTIFY_HOURLY_CAP), `digest` (it came after the hour's cap and
  // waits for the next digest, maintenance/contact-digest.ts) or `digested` (listed in one);
  // null when there was no one to tell. Indexed: the digest pass looks only for `digest`.
  // Expand-only: the previous release neither reads nor writes it.
  await knex.schema.alterTable('contacts', (table) => {
    keyString(table, 'notification', 16).nullable();
    table.index(['notification'], 'contacts_notification_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.dropIndex(['notification'], 'contacts_notification_index');
    table.dropColumn('notification');
  });
}
