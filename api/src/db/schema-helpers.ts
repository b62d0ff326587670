import type { Knex } from 'knex';
import { dialectOf } from './create-database';

/**
 * Column recipes for migrations that behave the same on SQLite and MySQL:
 * - timestamps are DATETIME(3) in UTC on MySQL and epoch milliseconds on SQLite, which is what
 *   Knex binds a JS Date as there, so app-written and default values never mix formats;
 * - JSON is stored as text and (de)serialised by the models, because MariaDB's JSON type is text
 *   anyway and MySQL's returns parsed objects: text reads back identically everywhere;
 * - keys compared for uniqueness use a binary collation on MySQL, matching SQLite, so
 *   "résumé@x.org" and "resume@x.org" stay two different emails.
 */
export function schemaHelpers(db: Knex) {
  const mysql = dialectOf(db) === 'mysql';
  const now = mysql
    ? db.raw('CURRENT_TIMESTAMP(3)')
    : db.raw("(CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER))");

  return {
    createTable(name: string, build: (table: Knex.CreateTableBuilder) => void) {
      return db.schema.createTable(name, (table) => {
        if (mysql) {
          table.engine('InnoDB');
          table.charset('utf8mb4');
          table.collate('utf8mb4_unicode_ci');
        }
        build(table);
      });
    },

    /** A required timestamp defaulting to the current time. */
    timestamp(table: Knex.CreateTableBuilder, name: string) {
      return table.datetime(name, { precision: 3 }).notNullable().defaultTo(now);
    },

    /** A required timestamp without a default (e.g. an expiry). */
    requiredTimestamp(table: Knex.CreateTableBuilder, name: string) {
      return table.datetime(name, { precision: 3 }).notNullable();
    },

    /** Text compared byte for byte (unique keys: emails, slugs, ids). */
    keyString(table: Knex.CreateTableBuilder, name: string, length: number) {
      const column = table.string(name, length);
      return mysql ? column.collate('utf8mb4_bin') : column;
    },

    /** Long text: up to 16 MB on MySQL, where plain TEXT stops at 64 KB. */
    longText(table: Knex.CreateTableBuilder, name: string) {
      return table.text(name, 'mediumtext');
    },

    /** A JSON document stored as long text; `emptyJson` ('[]' or '{}') becomes the default. */
    jsonText(table: Knex.CreateTableBuilder, name: string, emptyJson?: '[]' | '{}') {
      // specificType: Knex drops any default given to a MySQL text column, but MySQL 8.0.13+ and
      // MariaDB 10.2+ accept one written as a parenthesised expression.
      const column = table.specificType(name, mysql ? 'mediumtext' : 'text').notNullable();
      return emptyJson ? column.defaultTo(db.raw(`('${emptyJson}')`)) : column;
    },
  };
}
