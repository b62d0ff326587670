import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, keyString, requiredTimestamp, timestamp } = schemaHelpers(knex);
  // Links that show an unpublished article to someone without an account (blog/preview-links.ts).
  // Only the SHA-256 of the link's random token is kept, so a copy of this table opens nothing.
  await createTable('article_preview_links', (table) => {
    table.increments('id');
    // An article's links go with it.
    table
      .integer('blog_post_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('blog_posts')
      .onDelete('CASCADE');
    keyString(table, 'token_hash', 64).notNullable().unique();
    requiredTimestamp(table, 'expires_at');
    // Who made it: the account may go, the link stays until it expires; the email says who.
    keyString(table, 'created_by', 64)
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('SET NULL');
    table.string('created_by_email', 254).notNullable();
    timestamp(table, 'created_at');
    table.index(['blog_post_id', 'expires_at'], 'article_preview_links_post_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('article_preview_links');
}
