import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

/** The single row's id: there is one set of site settings. */
const ROW_ID = 1;

export async function up(knex: Knex): Promise<void> {
  const { createTable, jsonText, keyString, timestamp } = schemaHelpers(knex);
  // The campaign's public details an admin edits (contact details, social links, pledge goal,
  // social reach). Like page_content, the row holds what was saved and the defaults live in
  // @campaign/shared, laid under it on read, so a fresh site looks as it did before.
  await createTable('site_settings', (table) => {
    table.integer('id').primary();
    jsonText(table, 'settings', '{}');
    timestamp(table, 'updated_at');
    keyString(table, 'updated_by', 64)
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('SET NULL');
  });
  // The social reach figure used to live in page_content's `stats` row: carry it over, so a
  // figure organisers set there survives.
  const settings: Record<string, unknown> = {};
  const stats = (await knex('page_content').where({ page_key: 'stats' }).first('content')) as
    { content: unknown } | undefined;
  try {
    const content: unknown = typeof stats?.content === 'string' ? JSON.parse(stats.content) : null;
    const reach = (content as { socialReach?: unknown } | null)?.socialReach;
    if (typeof reach === 'number' && Number.isSafeInteger(reach) && reach >= 0) {
      settings.socialReach = reach;
    }
  } catch {
    // Unreadable content: the default figure applies.
  }
  await knex('site_settings').insert({ id: ROW_ID, settings: JSON.stringify(settings) });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_settings');
}
