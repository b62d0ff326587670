import { Skeleton } from 'antd';
import { PAGE_KEYS, type PageKey } from '@campaign/shared';
import { toastOutcome } from '../../../lib/toast-outcome';
import { EditorForm } from '../../../lib/components/EditorForm';
import { EmptyEditor } from '../../../lib/components/EmptyEditor';
import { LoadError } from '../../../lib/components/LoadError';
import { SelectableList } from '../../../lib/components/SelectableList';
import { SplitLayout } from '../../../lib/components/SplitLayout';
import { fieldErrorsOf, issuesOf } from '../../../lib/server-issues';
import { useEditorDraft, type DraftValues } from '../../../lib/use-editor-draft';
import { useAdminPages } from '../api/get-admin-pages';
import { useUpdatePage } from '../api/update-page';
import { PAGE_EDITORS, applyDraft, draftOf, fieldForIssue } from '../page-editors';

const isPageKey = (value: string | null): value is PageKey =>
  (PAGE_KEYS as readonly (string | null)[]).includes(value);

/** Page Content tab: homepage, about, values and the legal pages, with the texts staff edit. */
export function PagesPanel() {
  const pages = useAdminPages();
  const update = useUpdatePage();
  const editor = useEditorDraft<DraftValues>('pages');
  const key = isPageKey(editor.selectedKey) ? editor.selectedKey : null;

  const select = (candidate: string) => {
    if (pages.data && isPageKey(candidate))
      void editor.select(candidate, draftOf(candidate, pages.data[candidate]));
  };

  const save = () => {
    const draft = editor.draft;
    if (key === null || draft === null || !pages.data || update.isPending) return;
    const config = PAGE_EDITORS[key];
    update.mutate(
      { key, content: applyDraft(key, pages.data[key], draft) },
      toastOutcome({
        success: config.success,
        failure: config.failure,
        // Page editors stay open, now on the page as stored (the server cleans HTML).
        onSuccess: (saved) => editor.markSaved(key, draftOf(key, saved), draft),
        onError: (error) =>
          editor.showErrors(
            key,
            fieldErrorsOf(issuesOf(error), (path) => fieldForIssue(key, path)),
          ),
      }),
    );
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
          title: PAGE_EDITORS[pageKey].name,
          meta: PAGE_EDITORS[pageKey].summary,
        }))}
        selectedKey={editor.selectedKey}
        dirty={editor.dirty}
        onSelect={select}
      />
    );

  const config = key === null ? null : PAGE_EDITORS[key];
  return (
    <SplitLayout
      listLabel="Pages"
      list={list}
      editor={
        config && editor.draft ? (
          <EditorForm
            key={config.key}
            heading={config.name}
            subtitle={config.summary}
            view={{ href: config.href, label: 'View page' }}
            fields={config.fields}
            draft={editor.draft}
            errors={editor.errors}
            dirty={editor.dirty}
            saving={update.isPending}
            onChange={editor.change}
            onSave={save}
            onCancel={() => void editor.cancel()}
          />
        ) : (
          <EmptyEditor prompt="Select a page to edit its content" />
        )
      }
    />
  );
}
