import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The outbox row format a worker must know to render the row (`OUTBOX_FORMAT`,
  // mail/outbox.ts). A worker claims only rows of its own format or older, so during a rolling
  // deploy an older instance leaves a newer instance's rows queued instead of sending them
  // half-rendered. Every row stored before this column existed is format 1, as is every row the
  // previous release writes (it does not know the column). Expand-only: nothing is dropped or
  // renamed, so the previous release keeps working on this schema.
  await knex.schema.alterTable('email_outbox', (table) => {
    table.integer('format').notNullable().defaultTo(1);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.dropColumn('format');
  });
}
