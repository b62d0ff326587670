import type { Model, QueryBuilder } from 'objection';
import type { Page } from '@campaign/shared';

/**
 * One page of a console list, as every paged list answers it: the page's rows (turned into
 * their JSON by `toJson`), how many rows match in all, and the page asked for. `page` counts
 * from 1, as the query string does. Filters and order are the caller's, on `query`.
 */
export async function readPage<M extends Model, T>(
  query: QueryBuilder<M, M[]>,
  { page, pageSize }: { page: number; pageSize: number },
  toJson: (row: M) => T,
): Promise<Page<T>> {
  const { results, total } = await query.page(page - 1, pageSize);
  return { items: results.map(toJson), total, page, pageSize };
}
