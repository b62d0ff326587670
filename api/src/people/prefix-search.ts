import type { Knex } from 'knex';
import { dialectOf } from '../db/create-database';

/**
 * The LIKE pattern for "starts with `text`": LIKE's wildcards (`%`, `_`) and its escape character
 * (`\`) in the text are escaped, so they match themselves, and one `%` is added at the end.
 */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The console's search, on one column: `column LIKE 'text%'`, `text` being already lower-cased
 * by the query schema.
 *
 * By prefix, not "contains": `LIKE 'text%'` is a range of an index, so a search stays fast on a
 * million rows, while `LIKE '%text%'` reads every row. People are looked up by the start of their
 * name or email, which a prefix serves (migration 0015 has the indexes: on SQLite they are
 * COLLATE NOCASE, as its LIKE ignores ASCII case and is only served by such an index). Emails are
 * stored lower-cased; names are compared ignoring case (on MySQL also ignoring accents, by the
 * column's collation; SQLite folds ASCII letters only).
 *
 * The escape character is a backslash, written as each dialect spells it in a string literal.
 */
export function startsWith(db: Knex, column: string, text: string): Knex.Raw {
  const escape = dialectOf(db) === 'mysql' ? "'\\\\'" : "'\\'";
  return db.raw(`?? LIKE ? ESCAPE ${escape}`, [column, likePrefix(text)]);
}

/** Narrows `query` to rows where any of `columns` starts with `text` (an OR of startsWith). */
export function wherePrefix(
  db: Knex,
  query: Knex.QueryBuilder,
  columns: readonly string[],
  text: string,
): Knex.QueryBuilder {
  return query.where((any) => {
    for (const column of columns) any.orWhere(startsWith(db, column, text));
  });
}

/**
 * The ids of the rows of `table` where any of `columns` starts with `text`: one index range per
 * column, combined with UNION. Written as an OR, the same search led MySQL to read the whole
 * table once a prefix matched many rows (it overestimates the ranges); each branch of a UNION
 * reads only its own index.
 */
export function idsStartingWith(
  db: Knex,
  table: string,
  columns: readonly string[],
  text: string,
): Knex.QueryBuilder {
  const [first, ...others] = columns.map((column) =>
    db
      .select('id')
      .from(table)
      .where(startsWith(db, column, text)),
  );
  // Not wrapped in parentheses, which SQLite does not take in a compound SELECT.
  return others.length ? first!.union(others) : first!;
}
