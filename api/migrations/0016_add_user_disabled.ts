import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // When an admin disabled the account; null while it may sign in. A timestamp rather than a
  // flag, so the console can say since when. Literal DATETIME(3), like the schema helpers'.
  await knex.schema.alterTable('users', (table) => {
    table.datetime('disabled_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('disabled_at');
  });
}
