import type { Knex } from 'knex';

/**
 * Who brought whom: a referrer's count is the number of pledges whose `referral_code` (the share
 * code a pledge came with, added with the other attribution columns) is their `share_code`, read
 * through this index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.index(['referral_code'], 'pledges_referral_code_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.dropIndex(['referral_code'], 'pledges_referral_code_index');
  });
}
