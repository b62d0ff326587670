import { useState } from 'react';
import { Button, Modal, Skeleton, Tag } from 'antd';
import type { ArticleRevision } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { LoadError } from '../../../lib/components/LoadError';
import { formatLocalDateTime } from '../../../lib/format-time';
import { fetchArticleRevision, useArticleRevisions } from '../api/article-revisions';
import styles from './blog.module.css';

interface ArticleHistoryDialogProps {
  /** The saved article's address; the dialog is open while set. */
  slug: string | null;
  onClose: () => void;
  /** Puts the chosen version in the editor (not saved until the organiser saves). */
  onRestore: (revision: ArticleRevision) => void;
}

/**
 * "History": the article's saved versions, newest first, with when, who and its state. Restoring
 * one puts it in the editor as unsaved changes, so it can be looked at (and previewed) before
 * it becomes the article again; saving it keeps it as the newest version.
 */
export function ArticleHistoryDialog({ slug, onClose, onRestore }: ArticleHistoryDialogProps) {
  const versions = useArticleRevisions(slug ?? '', slug !== null);
  const [restoring, setRestoring] = useState<number | null>(null);

  const restore = async (id: number) => {
    if (slug === null) return;
    setRestoring(id);
    try {
      const revision = await fetchArticleRevision(slug, id);
      onRestore(revision);
      toast({
        title: 'Version restored in the editor',
        description: `Saved ${formatLocalDateTime(revision.savedAt)}. Save to make it the article again.`,
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to load that version'),
        variant: 'destructive',
      });
    } finally {
      setRestoring(null);
    }
  };

  let body;
  if (versions.isPending) body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  else if (versions.isError)
    body = (
      <LoadError
        message="Failed to load the versions."
        error={versions.error}
        onRetry={() => void versions.refetch()}
      />
    );
  else if (versions.data.length === 0)
    body = <p>No saved versions yet: each save keeps one from now on.</p>;
  else
    body = (
      <ol className={styles.history} aria-label="Saved versions, newest first">
        {versions.data.map((version, index) => (
          <li key={version.id} className={styles.historyEntry}>
            <div>
              <div className={styles.historyTitle}>{version.title}</div>
              <div className={styles.historyMeta}>
                {formatLocalDateTime(version.savedAt)} · {version.savedBy}{' '}
                <Tag color={version.status === 'published' ? 'success' : undefined}>
                  {version.status === 'published' ? 'Published' : 'Draft'}
                </Tag>
                {index === 0 && <Tag>Current</Tag>}
              </div>
            </div>
            <Button
              size="small"
              onClick={() => void restore(version.id)}
              loading={restoring === version.id}
              disabled={restoring !== null && restoring !== version.id}
              aria-label={`Restore the version saved ${formatLocalDateTime(version.savedAt)}`}
            >
              Restore
            </Button>
          </li>
        ))}
      </ol>
    );

  return (
    <Modal open={slug !== null} title="History" onCancel={onClose} footer={null} width={640}>
      {body}
    </Modal>
  );
}
