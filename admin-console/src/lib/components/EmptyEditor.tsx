import { Empty } from 'antd';
import styles from './ui.module.css';

/** What the editor pane shows before anything is selected. */
export function EmptyEditor({ prompt }: { prompt: string }) {
  return (
    <div className={styles.empty}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<p className={styles.emptyText}>{prompt}</p>}
      />
    </div>
  );
}
