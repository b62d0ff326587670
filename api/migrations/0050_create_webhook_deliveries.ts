import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, longText, timestamp } = schemaHelpers(knex);
  // One row per event per subscribed endpoint, written in the transaction of the change that
  // causes the event (the outbox pattern, as email_outbox), delivered by the webhook worker.
  await createTable('webhook_deliveries', (table) => {
    table.increments('id').primary();
    table
      .integer('endpoint_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('webhook_endpoints')
      .onDelete('CASCADE');
    keyString(table, 'event_id', 40).notNullable();
    keyString(table, 'type', 40).notNullable();
    // The JSON body exactly as it is signed and posted; emptied once delivered.
    longText(table, 'body').notNullable();
    // SHA-256 of the email the event is about, if any: what an erasure deletes the rows by.
    keyString(table, 'subject_hash', 64).nullable().index();
    keyString(table, 'status', 16).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.datetime('next_attempt_at', { precision: 3 }).nullable();
    keyString(table, 'claimed_by', 80).nullable();
    table.datetime('claimed_until', { precision: 3 }).nullable();
    table.integer('last_response_code').nullable();
    table.string('last_error', 300).nullable();
    table.datetime('last_attempt_at', { precision: 3 }).nullable();
    table.datetime('delivered_at', { precision: 3 }).nullable();
    timestamp(table, 'created_at');
    table.index(['status', 'next_attempt_at']);
    table.index(['endpoint_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_deliveries');
}
