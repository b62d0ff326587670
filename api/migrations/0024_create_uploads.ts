import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { createTable, jsonText, keyString, timestamp } = schemaHelpers(knex);
  // Images organisers uploaded (uploads/). The files live in the upload storage, named
  // `<hash>-<width>.webp`; a row says which widths exist and what the image shows.
  await createTable('uploads', (table) => {
    table.increments('id');
    // SHA-256 of the uploaded bytes, first 32 hex digits: the stored files' names.
    keyString(table, 'hash', 32).notNullable().index('uploads_hash_index');
    table.string('alt', 300).notNullable();
    // The widest variant's size in pixels.
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    // The stored widths, narrowest first, e.g. [480, 960, 1440].
    jsonText(table, 'widths', '[]');
    // What the bytes were: jpeg, png or webp.
    table.string('source_type', 16).notNullable();
    table.integer('source_bytes').notNullable();
    timestamp(table, 'created_at');
  });
  // An article's uploaded image; deleting the upload row leaves the article without one.
  await knex.schema.alterTable('blog_posts', (table) => {
    table
      .integer('image_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('uploads')
      .onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (table) => {
    table.dropForeign(['image_id']);
    table.dropColumn('image_id');
  });
  await knex.schema.dropTable('uploads');
}
