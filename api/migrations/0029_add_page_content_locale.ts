import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

/** The one locale every page has today; a second language adds rows under its own code. */
const DEFAULT_LOCALE = 'en';

export async function up(knex: Knex): Promise<void> {
  const { keyString } = schemaHelpers(knex);
  // Page content keyed by page and locale: a translation becomes another row of the same page,
  // and the rows stored so far are the default locale's, unchanged.
  await knex.schema.alterTable('page_content', (table) => {
    keyString(table, 'locale', 16).notNullable().defaultTo(DEFAULT_LOCALE);
  });
  await knex.schema.alterTable('page_content', (table) => {
    table.dropUnique(['page_key']);
    table.unique(['page_key', 'locale'], { indexName: 'page_content_page_key_locale_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  // Only the default locale's rows fit the one-row-per-page table of before.
  await knex('page_content').whereNot({ locale: DEFAULT_LOCALE }).delete();
  await knex.schema.alterTable('page_content', (table) => {
    table.dropUnique(['page_key', 'locale'], 'page_content_page_key_locale_unique');
    table.unique(['page_key']);
  });
  await knex.schema.alterTable('page_content', (table) => {
    table.dropColumn('locale');
  });
}
