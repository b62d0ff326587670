import type { ReactNode } from 'react';
import {
  Table,
  type TableColumnType,
  type TableColumnsType,
  type TablePaginationConfig,
  type TableProps,
} from 'antd';
import type { UseQueryResult } from '@campaign/shared/query';
import { LoadError } from './LoadError';
import { LocalTime } from './LocalTime';
import { TableFrame } from './TableFrame';
import area from './area.module.css';
import { defined } from '../defined';

/** A list as the API answers it; paged lists also say which page this is and how many there are. */
interface ListAnswer<Row> {
  items: Row[];
  page?: number;
  pageSize?: number;
  total?: number;
}

interface ConsoleTableProps<Row> {
  /** Names the table's scroll region for screen readers: "Outbox". */
  label: string;
  /** Shown with Try again when the list failed and nothing is on screen yet. */
  failure: string;
  rows: UseQueryResult<ListAnswer<Row>>;
  columns: TableColumnsType<Row>;
  emptyText?: ReactNode;
  /**
   * `current` and `pageSize` are what the address asks for; they show until the answer says which
   * page it is. `false`: the whole list on one page.
   */
  pagination: TablePaginationConfig | false;
  onChange?: TableProps<Row>['onChange'];
  /** Defaults to "fetching", so a refetch after a change shows too. */
  loading?: boolean;
}

/**
 * Every list in the console: its load error with a way forward, or its table, which scrolls
 * sideways on a phone and pages on the server.
 */
export function ConsoleTable<Row extends { id: number | string }>({
  label,
  failure,
  rows,
  columns,
  emptyText,
  pagination,
  onChange,
  loading = rows.isFetching,
}: ConsoleTableProps<Row>) {
  if (rows.isError && !rows.data) {
    return <LoadError message={failure} error={rows.error} onRetry={() => void rows.refetch()} />;
  }
  const answer = rows.data;
  return (
    <TableFrame label={label}>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={answer?.items ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        {...defined({ onChange, locale: emptyText === undefined ? undefined : { emptyText } })}
        pagination={
          pagination && {
            ...pagination,
            ...defined({
              current: answer?.page ?? pagination.current,
              pageSize: answer?.pageSize ?? pagination.pageSize,
            }),
            total: answer?.total ?? 0,
          }
        }
      />
    </TableFrame>
  );
}

/** Choosing another page size starts again at page 1: the old page number means other rows. */
export function pageTurn(
  shown: { pageSize: number },
  page: number,
  pageSize: number,
): { page: number; pageSize: number } {
  return { page: pageSize === shown.pageSize ? page : 1, pageSize };
}

/** Paging for a list whose page and page size are in the address; the organiser picks the size. */
export function sizedPaging(
  shown: { page: number; pageSize: number },
  turn: (to: { page: number; pageSize: number }) => void,
): TablePaginationConfig {
  return {
    current: shown.page,
    pageSize: shown.pageSize,
    showSizeChanger: true,
    onChange: (page, pageSize) => turn(pageTurn(shown, page, pageSize)),
  };
}

/** A column of moments, in the organiser's time zone and kept on one line. */
export function timeColumn<Row>(field: keyof Row & string, title: string): TableColumnType<Row> {
  return {
    key: field,
    dataIndex: field,
    title,
    className: area.nowrap,
    render: (iso: string | null) => <LocalTime iso={iso} />,
  };
}
