import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

/**
 * Saved segments of the mailing audience (newsletter/audience.ts): a name and the filter, as
 * JSON text (`audienceFilterSchema` in shared/src/schemas/audience.ts).
 */
export async function up(knex: Knex): Promise<void> {
  const { createTable, jsonText, keyString, timestamp } = schemaHelpers(knex);
  await createTable('newsletter_segments', (table) => {
    table.increments('id');
    table.string('name', 80).notNullable();
    jsonText(table, 'filter', '{}');
    // The staff account that made it (users.id is text); no foreign key, as for newsletters.
    keyString(table, 'created_by', 64).nullable();
    timestamp(table, 'created_at');
    timestamp(table, 'updated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_segments');
}
