import { useState, type ReactNode } from 'react';
import { Button, Modal, Skeleton, Tag } from 'antd';
import type { RevisionSummary } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { fetchRevision, useRevisions, type RevisionSource } from '../api/revisions';
import { formatLocalDateTime } from '../format-time';
import { LoadError } from './LoadError';
import styles from './entry-list.module.css';

interface HistoryDialogProps<S extends RevisionSummary, R extends RevisionSummary> {
  /** Where the saved versions are read; the dialog is open while set. */
  source: RevisionSource<S, R> | null;
  /** What a restored version becomes once saved, for the toast: "the article", "the page". */
  subject: string;
  /** An entry's first line: what tells the version apart (an article's title). */
  describe: (version: S) => ReactNode;
  /** Tags after when and who saved it (an article's state); "Current" marks the newest. */
  tags?: (version: S) => ReactNode;
  onClose: () => void;
  /** Puts the chosen version in the editor (not saved until the organiser saves). */
  onRestore: (revision: R) => void;
}

/**
 * "History": the saved versions of an article or a page, newest first, with when and who.
 * Restoring one puts it in the editor as unsaved changes, so it can be looked at (and
 * previewed) before it becomes the article or page again; saving it keeps it as the newest
 * version.
 */
export function HistoryDialog<S extends RevisionSummary, R extends RevisionSummary>({
  source,
  subject,
  describe,
  tags,
  onClose,
  onRestore,
}: HistoryDialogProps<S, R>) {
  const versions = useRevisions(source);
  const [restoring, setRestoring] = useState<number | null>(null);

  const restore = async (id: number) => {
    if (source === null) return;
    setRestoring(id);
    try {
      const revision = await fetchRevision(source, id);
      onRestore(revision);
      toast({
        title: 'Version restored in the editor',
        description: `Saved ${formatLocalDateTime(revision.savedAt)}. Save to make it ${subject} again.`,
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
      <ol className={styles.list} aria-label="Saved versions, newest first">
        {versions.data.map((version, index) => (
          <li key={version.id} className={styles.entry}>
            <div className={styles.entryText}>
              <div className={styles.entryTitle}>{describe(version)}</div>
              <div className={styles.entryMeta}>
                {formatLocalDateTime(version.savedAt)} · {version.savedBy} {tags?.(version)}
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
    <Modal open={source !== null} title="History" onCancel={onClose} footer={null} width={640}>
      {body}
    </Modal>
  );
}
