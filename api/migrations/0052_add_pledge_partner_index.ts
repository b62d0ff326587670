import type { Knex } from 'knex';

/**
 * The console counts each partner's pledges (`GROUP BY partner`); an index keeps that a read of
 * the index rather than of every pledge. Expand-only: the previous release never notices it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.index(['partner'], 'pledges_partner_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.dropIndex(['partner'], 'pledges_partner_index');
  });
}
