import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

/**
 * The share code a pledge came with (`ref`), as sent: who brought whom. A referrer's count is
 * the number of pledges whose `referral_code` is their `share_code`, read through this index.
 */
export async function up(knex: Knex): Promise<void> {
  const { keyString } = schemaHelpers(knex);
  await knex.schema.alterTable('pledges', (table) => {
    keyString(table, 'referral_code', 24).nullable().index('pledges_referral_code_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.dropIndex(['referral_code'], 'pledges_referral_code_index');
    table.dropColumn('referral_code');
  });
}
