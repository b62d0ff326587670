import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, jsonText, keyString, longText, requiredTimestamp, timestamp } =
    schemaHelpers(knex);
  await createTable('blog_posts', (table) => {
    table.increments('id');
    keyString(table, 'slug', 200).notNullable().unique();
    table.string('title', 200).notNullable();
    table.text('excerpt').notNullable();
    longText(table, 'content').notNullable();
    table.string('author', 100).notNullable();
    requiredTimestamp(table, 'published_date').index('blog_posts_published_date_index');
    table.text('image_url').nullable();
    jsonText(table, 'tags', '[]');
    jsonText(table, 'citations', '[]');
    timestamp(table, 'created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_posts');
}
