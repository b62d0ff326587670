import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { keyString } = schemaHelpers(knex);
  // `draft` (never shown) or `published` (shown from published_date on, so a date ahead
  // schedules it). Every article written before this was public: they stay published.
  await knex.schema.alterTable('blog_posts', (table) => {
    keyString(table, 'status', 16).notNullable().defaultTo('published');
    // The public list and feeds ask for published articles up to now, newest first.
    table.index(['status', 'published_date'], 'blog_posts_status_published_date_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (table) => {
    table.dropIndex(['status', 'published_date'], 'blog_posts_status_published_date_index');
    table.dropColumn('status');
  });
}
