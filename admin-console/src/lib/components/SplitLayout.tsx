import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** List beside the editor on wide screens; stacked (list first) on phones. */
export function SplitLayout({
  listLabel,
  list,
  editor,
}: {
  listLabel: string;
  list: ReactNode;
  editor: ReactNode;
}) {
  return (
    <div className={styles.split}>
      <nav className={styles.listPane} aria-label={listLabel}>
        {list}
      </nav>
      <section className={styles.editorPane} aria-label="Editor">
        {editor}
      </section>
    </div>
  );
}
