import { useId, type ReactNode } from 'react';
import { Flex } from 'antd';
import styles from './ui.module.css';

export interface ListEntry {
  key: string;
  title: string;
  meta?: string;
  /** A tag beside the title, e.g. "Sample" while a page still shows built-in sample content. */
  badge?: ReactNode;
}

interface SelectableListProps {
  entries: readonly ListEntry[];
  selectedKey: string | null;
  /** Marks the selected entry while its draft has unsaved edits. */
  dirty?: boolean;
  onSelect: (key: string) => void;
  /** Visible heading above the group, e.g. a tip category. */
  heading?: string;
  /** Controls beside an entry's button, e.g. moving it; outside the button so each is its own. */
  actions?: (entry: ListEntry) => ReactNode;
}

/** A list of items to edit; the open one carries aria-current. */
export function SelectableList({
  entries,
  selectedKey,
  dirty = false,
  onSelect,
  heading,
  actions,
}: SelectableListProps) {
  const id = useId();
  const headingId = heading ? `${id}-heading` : undefined;
  return (
    <div className={styles.listGroup}>
      {heading && (
        <h2 id={headingId} className={styles.listHeading}>
          {heading}
        </h2>
      )}
      <ul className={styles.list} aria-labelledby={headingId}>
        {entries.map((entry) => {
          const selected = entry.key === selectedKey;
          const button = (
            <button
              type="button"
              className={styles.item}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(entry.key)}
            >
              <span className={styles.itemTitle}>
                {entry.title}
                {entry.badge && <> {entry.badge}</>}
              </span>
              {(entry.meta || (selected && dirty)) && (
                <span className={styles.itemMeta}>
                  {entry.meta}
                  {selected && dirty && (
                    <>
                      {entry.meta ? ' · ' : ''}
                      <span className={styles.itemDirty}>Unsaved changes</span>
                    </>
                  )}
                </span>
              )}
            </button>
          );
          return (
            <li key={entry.key}>
              {actions ? (
                <Flex align="center" gap={4}>
                  {button}
                  {actions(entry)}
                </Flex>
              ) : (
                button
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
