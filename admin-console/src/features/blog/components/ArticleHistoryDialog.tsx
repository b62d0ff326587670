import { Tag } from 'antd';
import type { ArticleRevision, ArticleRevisionSummary } from '@campaign/shared';
import { HistoryDialog } from '../../../lib/components/HistoryDialog';
import { articleRevisions } from '../api/article-revisions';
import { defined } from '../../../lib/defined';

interface ArticleHistoryDialogProps {
  /** The saved article's address; the dialog is open while set. */
  slug: string | null;
  onClose: () => void;
  /** Puts the chosen version in the editor (not saved until the organiser saves). */
  onRestore: (revision: ArticleRevision) => void;
}

const stateOf = ({ status }: ArticleRevisionSummary) => (
  <Tag {...defined({ color: status === 'published' ? 'success' : undefined })}>
    {status === 'published' ? 'Published' : 'Draft'}
  </Tag>
);

/** "History" of an article (lib/components/HistoryDialog.tsx): each version's title and state. */
export function ArticleHistoryDialog({ slug, onClose, onRestore }: ArticleHistoryDialogProps) {
  return (
    <HistoryDialog
      source={slug === null ? null : articleRevisions(slug)}
      subject="the article"
      describe={(version) => version.title}
      tags={stateOf}
      onClose={onClose}
      onRestore={onRestore}
    />
  );
}
