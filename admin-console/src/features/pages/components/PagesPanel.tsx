import { Skeleton, Tag } from 'antd';
import {
  ABOUT_DEFAULTS,
  IMPACT_DEFAULTS,
  isLegalPageKey,
  PAGE_KEYS,
  type AllPagesContent,
  type LegalPageKey,
  type PageKey,
} from '@campaign/shared';
import { toastOutcome } from '../../../lib/toast-outcome';
import { EditorForm } from '../../../lib/components/EditorForm';
import { EmptyEditor } from '../../../lib/components/EmptyEditor';
import { LoadError } from '../../../lib/components/LoadError';
import { SelectableList } from '../../../lib/components/SelectableList';
import { SplitLayout } from '../../../lib/components/SplitLayout';
import { sameContent } from '../../../lib/same-content';
import { fieldErrorsOf, issuesOf } from '../../../lib/server-issues';
import { useEditorDraft, type DraftValues } from '../../../lib/use-editor-draft';
import { useAdminPages } from '../api/get-admin-pages';
import { useUpdatePage } from '../api/update-page';
import { TextPageEditor } from '../editor/TextPageEditor';
import { LEGAL_EDITORS, PAGE_INFO, applyDraft, draftOf, fieldForIssue } from '../page-editors';
import { PageHistory } from './PageHistory';

const isPageKey = (value: string | null): value is PageKey =>
  (PAGE_KEYS as readonly (string | null)[]).includes(value);

/** Text pages open with no flat draft of their own: their editor keeps the whole page. */
const NO_DRAFT: DraftValues = {};

/**
 * Whether a page still shows the built-in sample people, quotes or dates: the about page's
 * timeline or team, the impact page's testimonials.
 */
function hasSampleContent(key: PageKey, pages: AllPagesContent): boolean {
  if (key === 'about')
    return (
      sameContent(pages.about.team.members, ABOUT_DEFAULTS.team.members) ||
      sameContent(pages.about.timeline.events, ABOUT_DEFAULTS.timeline.events)
    );
  if (key === 'impact')
    return sameContent(pages.impact.testimonials.items, IMPACT_DEFAULTS.testimonials.items);
  return false;
}

/** Page Content tab: every visitor page's texts, lists and sections, and the legal pages. */
export function PagesPanel() {
  const pages = useAdminPages();
  const update = useUpdatePage();
  const editor = useEditorDraft<DraftValues>('pages');
  const key = isPageKey(editor.selectedKey) ? editor.selectedKey : null;

  const select = (candidate: string) => {
    if (!pages.data || !isPageKey(candidate)) return;
    void editor.select(
      candidate,
      isLegalPageKey(candidate) ? draftOf(candidate, pages.data[candidate]) : NO_DRAFT,
    );
  };

  const saveLegal = (legalKey: LegalPageKey) => {
    const draft = editor.draft;
    if (draft === null || !pages.data || update.isPending) return;
    const info = PAGE_INFO[legalKey];
    update.mutate(
      { key: legalKey, content: applyDraft(legalKey, pages.data[legalKey], draft) },
      toastOutcome({
        success: info.success,
        failure: info.failure,
        // Page editors stay open, now on the page as stored (the server cleans HTML).
        onSuccess: (saved) =>
          editor.markSaved(
            legalKey,
            draftOf(legalKey, saved as AllPagesContent[LegalPageKey]),
            draft,
          ),
        onError: (error) =>
          editor.showErrors(
            legalKey,
            fieldErrorsOf(issuesOf(error), (path) => fieldForIssue(legalKey, path)),
          ),
      }),
    );
  };

  // A restored version fills every field, as edits would: unsaved until the organiser saves.
  const restoreLegal = (legalKey: LegalPageKey, page: AllPagesContent[LegalPageKey]) => {
    for (const [field, value] of Object.entries(draftOf(legalKey, page)))
      editor.change(field, value);
  };

  let list;
  if (pages.isPending) list = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  else if (pages.isError)
    list = (
      <LoadError
        message="Failed to load page content."
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    );
  else
    list = (
      <SelectableList
        heading="Pages"
        entries={PAGE_KEYS.map((pageKey) => ({
          key: pageKey,
          title: PAGE_INFO[pageKey].name,
          meta: PAGE_INFO[pageKey].summary,
          badge: hasSampleContent(pageKey, pages.data) ? (
            <Tag color="warning">Sample</Tag>
          ) : undefined,
        }))}
        selectedKey={editor.selectedKey}
        dirty={editor.dirty}
        onSelect={select}
      />
    );

  let panel = <EmptyEditor prompt="Select a page to edit its content" />;
  if (key !== null && pages.data && editor.draft) {
    const info = PAGE_INFO[key];
    if (isLegalPageKey(key))
      panel = (
        <EditorForm
          key={key}
          heading={info.name}
          subtitle={info.summary}
          view={{ href: info.href, label: 'View page' }}
          fields={LEGAL_EDITORS[key].fields}
          draft={editor.draft}
          errors={editor.errors}
          restored={editor.restored}
          onDiscardRestored={editor.discardRestored}
          dirty={editor.dirty}
          saving={update.isPending}
          onChange={editor.change}
          onSave={() => saveLegal(key)}
          onCancel={() => void editor.cancel()}
          actions={<PageHistory pageKey={key} onRestore={(page) => restoreLegal(key, page)} />}
        />
      );
    else
      panel = (
        <TextPageEditor
          key={key}
          pageKey={key}
          info={info}
          page={pages.data[key]}
          onCancel={() => void editor.cancel()}
        />
      );
  }

  return <SplitLayout listLabel="Pages" list={list} editor={panel} />;
}
