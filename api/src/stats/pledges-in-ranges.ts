import type { Knex } from 'knex';

/** SQLite refuses a compound SELECT of more than 500 parts. */
const RANGES_PER_QUERY = 100;

/**
 * Pledges created in each range [bounds[i], bounds[i + 1]). Each range is its own COUNT(*) with
 * `created_at >= ? AND created_at < ?`, which counts entries of the created_at index without
 * reading rows or computing a date per row, and compares timestamps the same way on both
 * databases (Knex binds a Date as epoch milliseconds on SQLite, as UTC DATETIME on MySQL). The
 * counts go out together, UNION ALL, a hundred ranges per query, each tagged with its index.
 */
export async function pledgesInRanges(db: Knex, bounds: Date[]): Promise<number[]> {
  const counts: number[] = [];
  for (let start = 0; start < bounds.length - 1; start += RANGES_PER_QUERY) {
    const parts: Knex.QueryBuilder[] = [];
    for (let i = start; i < Math.min(start + RANGES_PER_QUERY, bounds.length - 1); i++) {
      parts.push(
        db('pledges')
          .select(db.raw('? as i', [i]))
          .count({ n: '*' })
          .where('createdAt', '>=', bounds[i]!)
          .andWhere('createdAt', '<', bounds[i + 1]!),
      );
    }
    const [first, ...rest] = parts;
    // Not wrapped in parentheses, which SQLite does not take in a compound SELECT.
    const rows = (await (rest.length ? first!.unionAll(rest) : first!)) as {
      i: unknown;
      n: unknown;
    }[];
    for (const row of rows) counts[Number(row.i)] = Number(row.n);
  }
  return counts;
}
