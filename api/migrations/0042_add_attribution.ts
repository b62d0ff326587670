import type { Knex } from 'knex';

/**
 * Where each pledge and newsletter sign-up came from (shared/src/schemas/attribution.ts): the
 * landing address's campaign tags, the referring site's host, the share code it arrived with
 * (kept raw; what it means is the referrals' business), and the partner whose embedded form took
 * it (no writer yet). All nullable: older rows and visits without any stay empty.
 * Expand-only: the previous release neither reads nor writes them.
 */
const addAttribution = (table: Knex.AlterTableBuilder) => {
  table.string('utm_source', 100).nullable();
  table.string('utm_medium', 100).nullable();
  table.string('utm_campaign', 100).nullable();
  table.string('referrer_host', 253).nullable();
  table.string('referral_code', 24).nullable();
  table.string('partner', 100).nullable();
};

const COLUMNS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer_host',
  'referral_code',
  'partner',
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', addAttribution);
  await knex.schema.alterTable('newsletters', addAttribution);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletters', (table) => table.dropColumns(...COLUMNS));
  await knex.schema.alterTable('pledges', (table) => table.dropColumns(...COLUMNS));
}
