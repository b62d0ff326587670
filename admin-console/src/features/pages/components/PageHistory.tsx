import { useState } from 'react';
import { Button } from 'antd';
import {
  mergePageContent,
  type PageContentMap,
  type PageKey,
  type PageRevisionSummary,
} from '@campaign/shared';
import { HistoryDialog } from '../../../lib/components/HistoryDialog';
import { pageRevisions } from '../api/page-revisions';

/** Sections whose key does not read as their name. */
const SECTION_NAMES: Readonly<Record<string, string>> = {
  cta: 'Call to action',
  hiddenSections: 'Sections shown',
  body: 'Text',
};

/** A page's section (or a legal page's field) in words: `howItWorks` → "How it works". */
export function sectionName(key: string): string {
  if (Object.hasOwn(SECTION_NAMES, key)) return SECTION_NAMES[key]!;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What tells a page's versions apart: the sections its save changed. */
export function changesOf({ changed }: Pick<PageRevisionSummary, 'changed'>): string {
  if (changed === null) return 'The oldest version kept';
  if (changed.length === 0) return 'Saved without changes';
  return `Changed: ${changed.map(sectionName).join(', ')}`;
}

interface PageHistoryProps<K extends PageKey> {
  pageKey: K;
  /** Puts the version's whole page in the editor (not saved until the organiser saves). */
  onRestore: (page: PageContentMap[K]) => void;
}

/**
 * "History" in a page's editor: the page's saved versions (lib/components/HistoryDialog.tsx),
 * each with the sections its save changed. A restored version is laid over the built-in texts
 * as the page list is, so the editor always gets a whole page.
 */
export function PageHistory<K extends PageKey>({ pageKey, onRestore }: PageHistoryProps<K>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>History</Button>
      <HistoryDialog
        source={open ? pageRevisions(pageKey) : null}
        subject="the page"
        describe={changesOf}
        onClose={() => setOpen(false)}
        onRestore={(revision) => onRestore(mergePageContent(pageKey, revision.content))}
      />
    </>
  );
}
