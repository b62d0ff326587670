import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // An email queued by its template's parameters (JSON) instead of its rendered parts: the pledge
  // welcome, written with every pledge, is a name here instead of some 4.6 KB of HTML and text,
  // and is rendered when it is sent or shown (mail/outbox-bodies.ts). Null: html and text hold
  // the email as written.
  await knex.schema.alterTable('email_outbox', (table) => {
    table.text('template_params').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.dropColumn('template_params');
  });
}
