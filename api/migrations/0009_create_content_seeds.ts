import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, timestamp } = schemaHelpers(knex);
  // Which default items were ever inserted (e.g. "tip:Cooking:Cook with fresh herbs"), so a later
  // start never inserts an item again after an organiser edited its title or text.
  await createTable('content_seeds', (table) => {
    keyString(table, 'seed_key', 255).primary();
    timestamp(table, 'seeded_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_seeds');
}
