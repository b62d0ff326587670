import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, jsonText, keyString, requiredTimestamp } = schemaHelpers(knex);
  await createTable('sessions', (table) => {
    keyString(table, 'sid', 255).primary();
    jsonText(table, 'sess');
    // Indexed so purging expired sessions does not scan the table.
    requiredTimestamp(table, 'expire').index('sessions_expire_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
