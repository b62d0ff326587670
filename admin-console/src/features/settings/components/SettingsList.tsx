import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { UseQueryResult } from '@campaign/shared/query';
import { LoadError } from '../../../lib/components/LoadError';
import styles from './settings.module.css';

/**
 * The list under a Settings section's form (API tokens, webhook endpoints, partners): its load
 * error with a retry, a placeholder while it loads, a line when there is nothing yet, else one
 * item each in a named list.
 */
export function SettingsList<Item>({
  query,
  failure,
  empty,
  label,
  children,
}: {
  query: UseQueryResult<Item[]>;
  /** The load error's words, e.g. "Failed to load the API tokens". */
  failure: string;
  /** What shows when there is nothing, e.g. "No tokens yet." */
  empty: string;
  /** The list's accessible name. */
  label: string;
  /** One item's row, keyed. */
  children: (item: Item) => ReactNode;
}) {
  if (query.isError) {
    return <LoadError message={failure} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.data.length === 0) return <p className={styles.hint}>{empty}</p>;
  return (
    <ul className={styles.tokens} aria-label={label}>
      {query.data.map(children)}
    </ul>
  );
}
