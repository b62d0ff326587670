import { useCallback } from 'react';
import { Button, type TableColumnsType, type TableProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@campaign/shared/query';
import {
  ATTRIBUTION_TAG_MAX,
  CONSOLE_PAGE_SIZE,
  CONSOLE_PAGE_SIZE_MAX,
  type Page,
} from '@campaign/shared';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { ConsoleTable, pageTurn } from '../../../lib/components/ConsoleTable';
import { countOf } from '../../../lib/format-time';
import { parseUrlQuery, useUrlQuery } from '../../../lib/use-url-query';
import { exportUrl } from '../api/people-lists';
import { ErasePersonButton } from './ErasePersonButton';
import { SearchBox } from './SearchBox';
import area from '../../../lib/components/area.module.css';

/** What every people list's query holds (pledges and subscribers differ in their sort fields). */
export interface PeopleQuery<Sort extends string> {
  q: string | undefined;
  /** Where people came from (the source tag or referring site, the campaign tag). */
  source: string | undefined;
  campaign: string | undefined;
  sort: Sort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

interface QuerySchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
  parse(value: unknown): T;
}

export interface PeopleList<Row extends { id: number }, Sort extends string> {
  list: 'pledges' | 'subscribers';
  title: string;
  lead: string;
  /** "pledge": the total reads "3 pledges". */
  noun: string;
  searchLabel: string;
  searchPlaceholder: string;
  schema: QuerySchema<PeopleQuery<Sort>>;
  useRows: (query: PeopleQuery<Sort>) => UseQueryResult<Page<Row>>;
  /** Columns whose `key` is a sort field are sortable. */
  columns: TableColumnsType<Row>;
  sortFields: readonly Sort[];
}

/** The address leaves these out: `/admin/pledges` is the first page, newest first. */
const URL_DEFAULTS = { page: 1, pageSize: CONSOLE_PAGE_SIZE, sort: 'createdAt', order: 'desc' };

const toAntdOrder = (order: 'asc' | 'desc') => (order === 'asc' ? 'ascend' : 'descend');

/**
 * A list of people (pledges or subscribers): search, filters by source and campaign, total, a
 * server-sorted and paginated table, Export CSV and Erase a person. The whole state is in the
 * address (`?q=&source=&campaign=&page=&pageSize=&sort=&order=`), so deep links, reloads and
 * Back show the same rows.
 */
export function PeopleArea<Row extends { id: number }, Sort extends string>({
  config,
}: {
  config: PeopleList<Row, Sort>;
}) {
  const [params, update] = useUrlQuery(URL_DEFAULTS);
  const query = parseUrlQuery(config.schema, params);
  const rows = config.useRows(query);
  const search = params.get('q')?.trim() ?? '';
  const source = params.get('source')?.trim() ?? '';
  const campaign = params.get('campaign')?.trim() ?? '';
  const narrowed = Boolean(search || source || campaign);

  const onSearch = useCallback((q: string) => update({ q, page: null }), [update]);
  const onSource = useCallback((value: string) => update({ source: value, page: null }), [update]);
  const onCampaign = useCallback(
    (value: string) => update({ campaign: value, page: null }),
    [update],
  );

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const active = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = active?.order ? String(active.columnKey) : undefined;
      update({
        sort: field,
        order: field && active?.order === 'ascend' ? 'asc' : field ? 'desc' : undefined,
        page: null,
      });
    } else if (action === 'paginate') {
      update(
        pageTurn(query, pagination.current ?? query.page, pagination.pageSize ?? query.pageSize),
      );
    }
  };

  const columns = config.columns.map((column) => {
    const key = String(column.key);
    if (!(config.sortFields as readonly string[]).includes(key)) return column;
    return {
      ...column,
      sorter: true,
      // Always sorted one way or the other: a third click goes back to ascending.
      sortDirections: ['ascend', 'descend', 'ascend'] as const,
      sortOrder: query.sort === key ? toAntdOrder(query.order) : null,
    };
  });

  return (
    <>
      <AreaHeader
        title={config.title}
        lead={config.lead}
        actions={
          <>
            <Button
              icon={<DownloadOutlined aria-hidden="true" />}
              href={exportUrl(config.list, {
                q: search,
                source: source || undefined,
                campaign: campaign || undefined,
              })}
              download
            >
              Export CSV
            </Button>
            <ErasePersonButton />
          </>
        }
      />
      <div className={area.panel}>
        <div className={area.toolbar}>
          <div className={area.toolbarGrow}>
            <SearchBox
              value={search}
              label={config.searchLabel}
              placeholder={config.searchPlaceholder}
              onSearch={onSearch}
            />
          </div>
          <SearchBox
            value={source}
            label="Filter by source"
            placeholder="Source or referring site"
            onSearch={onSource}
            maxLength={ATTRIBUTION_TAG_MAX}
          />
          <SearchBox
            value={campaign}
            label="Filter by campaign"
            placeholder="Campaign"
            onSearch={onCampaign}
            maxLength={ATTRIBUTION_TAG_MAX}
          />
          {rows.data && (
            <p className={area.total} aria-live="polite">
              {countOf(rows.data.total, config.noun)}
              {narrowed && ' found'}
            </p>
          )}
        </div>
        <ConsoleTable<Row>
          label={config.title}
          failure={`Failed to load ${config.list}.`}
          rows={rows}
          columns={columns as TableColumnsType<Row>}
          onChange={onChange}
          emptyText={
            narrowed
              ? `No ${config.list} match ${[search && `“${search}”`, source && `source “${source}”`, campaign && `campaign “${campaign}”`].filter(Boolean).join(', ')}.`
              : `No ${config.list} yet.`
          }
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, CONSOLE_PAGE_SIZE_MAX],
            hideOnSinglePage: false,
          }}
        />
      </div>
    </>
  );
}
