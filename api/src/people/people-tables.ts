import type { Knex } from 'knex';
import type {
  AttributionFilter,
  Page,
  PLEDGE_SORT_FIELDS,
  SORT_ORDERS,
  SUBSCRIBER_SORT_FIELDS,
  SubscriptionStatus,
} from '@campaign/shared';
import { dialectOf } from '../db/create-database';
import { toDate } from '../models/base-model';
import { idsStartingWith, wherePrefix } from './prefix-search';

/** Where each person came from (migration 0042), on every list item and export row. */
const ATTRIBUTION = ['utmSource', 'utmMedium', 'utmCampaign', 'referrerHost', 'referralCode'];

type SortOrder = (typeof SORT_ORDERS)[number];

/** How the console reads one table of people: the pledges, or the newsletter's subscribers. */
export interface PeopleTable<Field extends string> {
  table: string;
  /** What each list item and export row carries (camelCase; the Knex mappers snake them). */
  columns: readonly string[];
  /** What a search matches by prefix (prefix-search.ts). */
  searchColumns: readonly string[];
  /** The column each sort field orders by; names order ignoring case. */
  sortColumns: Record<Field, { column: string; ignoreCase?: boolean }>;
  /** Which rows an export takes (all when not set). */
  exported?: Record<string, string>;
}

export const PLEDGES: PeopleTable<(typeof PLEDGE_SORT_FIELDS)[number]> = {
  table: 'pledges',
  columns: ['id', 'name', 'email', 'createdAt', ...ATTRIBUTION],
  searchColumns: ['email', 'name'],
  sortColumns: {
    createdAt: { column: 'createdAt' },
    name: { column: 'name', ignoreCase: true },
    email: { column: 'email' },
  },
};

export const SUBSCRIBERS: PeopleTable<(typeof SUBSCRIBER_SORT_FIELDS)[number]> = {
  table: 'newsletters',
  columns: ['id', 'email', 'status', 'createdAt', ...ATTRIBUTION],
  searchColumns: ['email'],
  sortColumns: { createdAt: { column: 'createdAt' }, email: { column: 'email' } },
  // Only addresses whose owners confirmed them may be taken elsewhere to be mailed.
  exported: { status: 'confirmed' satisfies SubscriptionStatus },
};

/** A row as read, its timestamp a Date whatever the driver gave back. */
export type PersonRow = Record<string, unknown> & { id: number; createdAt: Date };

function toPersonRow(row: Record<string, unknown>): PersonRow {
  return { ...row, id: Number(row.id), createdAt: toDate(row.createdAt) as Date };
}

export interface ListQuery<Field extends string> extends AttributionFilter {
  q?: string | undefined;
  sort: Field;
  order: SortOrder;
  page: number;
  pageSize: number;
}

const hasFilter = ({ source, campaign }: AttributionFilter) =>
  source !== undefined || campaign !== undefined;

/**
 * Narrows `query` to the people who came from `source` (the campaign source tag, or the
 * referring site's host when there was no tag) and `campaign`, matched exactly. Not indexed: a
 * filter narrows a list an organiser pages through, whose ids are read in order and stop at the
 * page's end.
 */
function whereAttribution(
  query: Knex.QueryBuilder,
  table: string,
  { source, campaign }: AttributionFilter,
): Knex.QueryBuilder {
  if (source !== undefined) {
    void query.where((from) => {
      void from.where(`${table}.utmSource`, source).orWhere((untagged) => {
        void untagged.whereNull(`${table}.utmSource`).where(`${table}.referrerHost`, source);
      });
    });
  }
  if (campaign !== undefined) void query.where(`${table}.utmCampaign`, campaign);
  return query;
}

/**
 * The rows a search and the attribution filter match, as an OR of the search columns (an export
 * narrows it to a window of ids first).
 */
function matching(
  db: Knex,
  spec: PeopleTable<string>,
  { q, ...filter }: AttributionFilter & { q?: string | undefined },
): Knex.QueryBuilder {
  const query = whereAttribution(db(spec.table), spec.table, filter);
  return q ? wherePrefix(db, query, spec.searchColumns, q) : query;
}

/**
 * One page of a list, in the chosen order with the id breaking ties (in the same direction, so
 * the order is total and pages never overlap or skip a row), and the total over all pages.
 *
 * Page numbers mean OFFSET, whose cost grows with the page: the ids of the page are picked first,
 * which reads only the sort column's index (every index entry holds the id too), and just the
 * page's rows are then read in full, instead of reading and throwing away every row before the
 * page. A search first collects the matching ids from the search indexes (idsStartingWith); the
 * total is a COUNT over the same rows.
 */
export async function listPage<Field extends string>(
  db: Knex,
  spec: PeopleTable<Field>,
  query: ListQuery<Field>,
): Promise<Page<PersonRow>> {
  const { table } = spec;
  const { column, ignoreCase } = spec.sortColumns[query.sort];
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const nocase = ignoreCase && dialectOf(db) === 'sqlite' ? ' COLLATE NOCASE' : '';
  const matches = () =>
    query.q ? idsStartingWith(db, table, spec.searchColumns, query.q).as('matches') : null;
  const filtered = (matched: Knex.QueryBuilder | null) =>
    whereAttribution(
      matched ? db(table).join(matched, 'matches.id', `${table}.id`) : db(table),
      table,
      query,
    );
  const ordered = (matched: Knex.QueryBuilder | null) =>
    filtered(matched)
      .select(`${table}.id`)
      .orderByRaw(`??${nocase} ${direction}, ?? ${direction}`, [
        `${table}.${column}`,
        `${table}.id`,
      ]);
  const matched = matches();
  const counting: Knex.QueryBuilder =
    matched && !hasFilter(query) ? db.from(matched) : filtered(matched);
  // The page's ids and the total at once (two connections on MySQL).
  const [pageIds, [counted]] = (await Promise.all([
    ordered(matches())
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    counting.count({ n: '*' }),
  ])) as [{ id: number }[], { n: number | string }[]];
  const ids = pageIds.map((row) => Number(row.id));
  const rows: Record<string, unknown>[] = ids.length
    ? await db(table).select(spec.columns).whereIn('id', ids)
    : [];
  const byId = new Map(rows.map((row) => [Number(row.id), toPersonRow(row)]));
  return {
    items: ids.flatMap((id) => byId.get(id) ?? []),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Ids per read of an export: a few hundred KB of rows in memory at a time. */
export const EXPORT_WINDOW = 5000;

/**
 * Every row matching the search, oldest id first, for an export: read in windows of ids
 * (`id > from AND id <= from + window`), each a short query on the primary key, so nothing holds
 * a connection between reads (SQLite has only one; a held MySQL connection would meet its query
 * timeout on a slow download) and memory stays at one window however large the table. The
 * windows end at the highest id when the export starts, so it ends even while rows keep arriving.
 * Yields one list per window, empty when no row in it matches.
 */
export async function* exportRows(
  db: Knex,
  spec: PeopleTable<string>,
  search: AttributionFilter & { q?: string | undefined },
  window = EXPORT_WINDOW,
): AsyncGenerator<PersonRow[]> {
  const [bounds] = (await db(spec.table).min({ first: 'id' }).max({ last: 'id' })) as {
    first: number | string | null;
    last: number | string | null;
  }[];
  if (bounds?.first == null || bounds.last == null) return;
  const last = Number(bounds.last);
  for (let from = Number(bounds.first) - 1; from < last; from += window) {
    const rows: Record<string, unknown>[] = await matching(db, spec, search)
      .select(spec.columns)
      .where(spec.exported ?? {})
      .where('id', '>', from)
      .andWhere('id', '<=', Math.min(from + window, last))
      .orderBy('id');
    yield rows.map(toPersonRow);
  }
}
