import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Both nullable: an account from an external sign-in provider has no password, and a user
  // without a role may sign in but may not edit anything. Roles are checked by the app
  // (userRoleSchema), so adding one later needs no schema change.
  await knex.schema.alterTable('users', (table) => {
    table.string('password_hash', 255).nullable();
    table.string('role', 20).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('role');
    table.dropColumn('password_hash');
  });
}
