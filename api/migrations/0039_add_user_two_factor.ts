import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Two-factor sign-in (auth/two-factor.ts): the TOTP secret once confirmed, the one being set up
  // until its first code is confirmed, since when it is on, and the last time step a code was
  // accepted for (a code is refused once its step, or an earlier one, has been used).
  await knex.schema.alterTable('users', (table) => {
    table.string('two_factor_secret', 64).nullable();
    table.string('two_factor_pending_secret', 64).nullable();
    table.datetime('two_factor_enabled_at', { precision: 3 }).nullable();
    table.bigInteger('two_factor_last_step').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('two_factor_secret');
    table.dropColumn('two_factor_pending_secret');
    table.dropColumn('two_factor_enabled_at');
    table.dropColumn('two_factor_last_step');
  });
}
