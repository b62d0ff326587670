import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString } = schemaHelpers(knex);
  // Per UTC day and instance, how often each page, referring host, landing page and campaign
  // tag was counted (visitor-stats/day-tally.ts): at most a hundred values of each kind and one
  // "(other)", so nothing a visitor sends can grow the table without bound.
  await createTable('visitor_day_tallies', (table) => {
    keyString(table, 'day', 10).notNullable();
    keyString(table, 'instance', 36).notNullable();
    keyString(table, 'kind', 16).notNullable();
    keyString(table, 'value', 255).notNullable();
    table.integer('count').notNullable();
    table.primary(['day', 'instance', 'kind', 'value']);
    // The console's top lists: one kind over a range of days.
    table.index(['kind', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('visitor_day_tallies');
}
