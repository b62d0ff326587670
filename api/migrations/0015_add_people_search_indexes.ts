import type { Knex } from 'knex';
import { dialectOf } from '../src/db/create-database';

/**
 * Indexes behind the console's lists of pledges and subscribers, which must stay fast on a
 * million rows. Searches match names and emails by prefix with LIKE (people/prefix-search.ts),
 * which an index serves as a range:
 *
 * - MySQL: `name` (utf8mb4_unicode_ci, so LIKE and ORDER BY ignore case) gets a plain index;
 *   emails (utf8mb4_bin, stored lower-cased) are served by their unique indexes.
 * - SQLite: LIKE ignores ASCII case there, and its planner uses an index for it only when the
 *   index ignores case too (COLLATE NOCASE). So names and emails get NOCASE indexes; the one on
 *   names also serves sorting by name (ORDER BY name COLLATE NOCASE).
 *
 * Sorting subscribers by date needs `newsletters.created_at`; `pledges.created_at` has an index
 * since 0004.
 */
export async function up(knex: Knex): Promise<void> {
  if (dialectOf(knex) === 'mysql') {
    await knex.schema.alterTable('pledges', (table) => {
      table.index(['name'], 'pledges_name_index');
    });
  } else {
    await knex.raw('CREATE INDEX pledges_name_index ON pledges (name COLLATE NOCASE)');
    await knex.raw('CREATE INDEX pledges_email_nocase_index ON pledges (email COLLATE NOCASE)');
    await knex.raw(
      'CREATE INDEX newsletters_email_nocase_index ON newsletters (email COLLATE NOCASE)',
    );
  }
  await knex.schema.alterTable('newsletters', (table) => {
    table.index(['created_at'], 'newsletters_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletters', (table) => {
    table.dropIndex(['created_at'], 'newsletters_created_at_index');
  });
  if (dialectOf(knex) === 'mysql') {
    await knex.schema.alterTable('pledges', (table) => {
      table.dropIndex(['name'], 'pledges_name_index');
    });
  } else {
    await knex.raw('DROP INDEX pledges_name_index');
    await knex.raw('DROP INDEX pledges_email_nocase_index');
    await knex.raw('DROP INDEX newsletters_email_nocase_index');
  }
}
