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
 * The console's search: rows where any of `columns` starts with `text` (already lower-cased by
 * the query schema), ignoring case.
 *
 * By prefix, not "contains": `column LIKE 'text%'` is a range of an index, so a search stays
 * fast on a million rows, while `LIKE '%text%'` reads every row. People are looked up by the
 * start of their name or email, which a prefix serves (migration 0015 has the indexes: on SQLite
 * they are COLLATE NOCASE, as its LIKE ignores ASCII case and is only served by such an index).
 * Emails are stored lower-cased; names are compared ignoring case (on MySQL also ignoring accents,
 * by the column's collation; SQLite folds ASCII letters only).
 *
 * The escape character is a backslash, written as each dialect spells it in a string literal.
 */
export function wherePrefix(
  db: Knex,
  query: Knex.QueryBuilder,
  columns: readonly string[],
  text: string,
): Knex.QueryBuilder {
  const escape = dialectOf(db) === 'mysql' ? "'\\\\'" : "'\\'";
  const pattern = likePrefix(text);
  return query.where((any) => {
    for (const column of columns) any.orWhereRaw(`?? LIKE ? ESCAPE ${escape}`, [column, pattern]);
  });
}
