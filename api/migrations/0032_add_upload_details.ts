import type { Knex } from 'knex';
import { schemaHelpers } from '../src/db/schema-helpers';

export async function up(knex: Knex): Promise<void> {
  const { keyString } = schemaHelpers(knex);
  // The media library names each image by the file it came from and by who uploaded it. Images
  // uploaded before have neither: the library shows them without, nothing is guessed.
  await knex.schema.alterTable('uploads', (table) => {
    table.string('file_name', 200).nullable();
    // An account's uploads stay when the account goes.
    keyString(table, 'created_by', 64)
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('uploads', (table) => {
    table.dropForeign(['created_by']);
    table.dropColumn('created_by');
    table.dropColumn('file_name');
  });
}
