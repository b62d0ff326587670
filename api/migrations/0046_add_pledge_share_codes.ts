import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

/**
 * Every pledger's share code (public: it is in their link; unique, and the index that finds a
 * pledger's private referrals page too) and the SHA-256 of that page's secret (the secret itself
 * is only in their welcome email), and whether they chose to appear by first name on the
 * /impact leaderboard. Pledges stored before this keep no code: no email ever gave them a link
 * or a page, so a code made up here would reach nobody, and the migration stays one ALTER on a
 * table of any size. Both columns are nullable for them alone: every pledge stored since sets
 * them.
 */
export async function up(knex: Knex): Promise<void> {
  const { keyString } = schemaHelpers(knex);
  await knex.schema.alterTable('pledges', (table) => {
    keyString(table, 'share_code', 24).nullable().unique('pledges_share_code_unique');
    table.string('referral_page_token_hash', 64).nullable();
    table.boolean('on_leaderboard').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.dropUnique(['share_code'], 'pledges_share_code_unique');
    table.dropColumn('share_code');
    table.dropColumn('referral_page_token_hash');
    table.dropColumn('on_leaderboard');
  });
}
