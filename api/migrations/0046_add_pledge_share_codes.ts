import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';
import { newReferralPageToken, newShareCode, referralPageTokenHash } from '../src/referrals/codes';

/**
 * Every pledger's share code (public: it is in their link) and the SHA-256 of their private
 * referrals page's token (the token itself is only in their welcome email), and whether they
 * chose to appear by first name on the /impact leaderboard. Pledges stored before this get a
 * code and a token here; their token is never emailed, so their page stays unreachable, and
 * their link is in no email either: they simply start sharing with their next visit's code.
 * Both columns stay nullable for the migration's sake only: every pledge stored since sets them.
 */
export async function up(knex: Knex): Promise<void> {
  const { keyString } = schemaHelpers(knex);
  await knex.schema.alterTable('pledges', (table) => {
    keyString(table, 'share_code', 24).nullable().unique('pledges_share_code_unique');
    keyString(table, 'referral_page_token_hash', 64)
      .nullable()
      .unique('pledges_referral_page_token_unique');
    table.boolean('on_leaderboard').notNullable().defaultTo(false);
  });
  const rows: { id: number }[] = await knex('pledges').select('id').whereNull('share_code');
  for (const { id } of rows) {
    await knex('pledges')
      .where({ id })
      .update({
        share_code: newShareCode(),
        referral_page_token_hash: referralPageTokenHash(newReferralPageToken()),
      });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.dropUnique(['share_code'], 'pledges_share_code_unique');
    table.dropUnique(['referral_page_token_hash'], 'pledges_referral_page_token_unique');
    table.dropColumn('share_code');
    table.dropColumn('referral_page_token_hash');
    table.dropColumn('on_leaderboard');
  });
}
