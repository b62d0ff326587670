import { useMemo } from 'react';
import { Skeleton } from 'antd';
import { PUBLIC_ROUTES, TIP_CATEGORIES, type Tip } from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { EditorForm, type FieldSpec } from '../../../lib/components/EditorForm';
import { EmptyEditor } from '../../../lib/components/EmptyEditor';
import { LoadError } from '../../../lib/components/LoadError';
import { SelectableList } from '../../../lib/components/SelectableList';
import { SplitLayout } from '../../../lib/components/SplitLayout';
import { fieldErrorsOf, issuesOf } from '../../../lib/server-issues';
import { useEditorDraft } from '../../../lib/use-editor-draft';
import { useAdminTips } from '../api/get-admin-tips';
import { useUpdateTip } from '../api/update-tip';

type TipDraft = {
  title: string;
  description: string;
};

const FIELDS: readonly FieldSpec<keyof TipDraft>[] = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', rows: 4 },
];

const draftOf = (tip: Tip): TipDraft => ({ title: tip.title, description: tip.description });

/** The tips by category, in the site's category order, each sorted by `order` then id. */
function groupByCategory(tips: readonly Tip[]) {
  return TIP_CATEGORIES.map((category) => ({
    category,
    tips: tips
      .filter((tip) => tip.category === category)
      .sort((a, b) => a.order - b.order || a.id - b.id),
  })).filter((group) => group.tips.length > 0);
}

/** Tips tab: tips grouped by category, and an editor for the one selected. */
export function TipsPanel() {
  const tips = useAdminTips();
  const update = useUpdateTip();
  const editor = useEditorDraft<TipDraft>('tips');

  const groups = useMemo(() => groupByCategory(tips.data ?? []), [tips.data]);
  const selected = tips.data?.find((tip) => String(tip.id) === editor.selectedKey);

  const select = (key: string) => {
    const tip = tips.data?.find((candidate) => String(candidate.id) === key);
    if (tip) void editor.select(key, draftOf(tip));
  };

  const save = () => {
    const key = editor.selectedKey;
    if (key === null || editor.draft === null || update.isPending) return;
    update.mutate(
      { id: Number(key), input: editor.draft },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Tip updated successfully' });
          editor.clearIfStill(key);
        },
        onError: (error) => {
          toast({ title: 'Error', description: 'Failed to update tip', variant: 'destructive' });
          editor.showErrors(key, fieldErrorsOf(issuesOf(error)));
        },
      },
    );
  };

  let list;
  if (tips.isPending) list = <Skeleton active title={false} paragraph={{ rows: 8 }} />;
  else if (tips.isError)
    list = (
      <LoadError
        message="Failed to load tips."
        error={tips.error}
        onRetry={() => void tips.refetch()}
      />
    );
  else if (groups.length === 0) list = <p>No tips yet.</p>;
  else
    list = groups.map((group) => (
      <SelectableList
        key={group.category}
        heading={`${group.category} (${group.tips.length})`}
        entries={group.tips.map((tip) => ({ key: String(tip.id), title: tip.title }))}
        selectedKey={editor.selectedKey}
        dirty={editor.dirty}
        onSelect={select}
      />
    ));

  return (
    <SplitLayout
      listLabel="Tips"
      list={list}
      editor={
        editor.selectedKey !== null && editor.draft !== null ? (
          <EditorForm
            key={editor.selectedKey}
            heading={selected?.title ?? editor.draft.title}
            subtitle={selected ? `Category: ${selected.category}` : undefined}
            view={{ href: PUBLIC_ROUTES.tips, label: 'View tips page' }}
            fields={FIELDS}
            draft={editor.draft}
            errors={editor.errors}
            dirty={editor.dirty}
            saving={update.isPending}
            onChange={editor.change}
            onSave={save}
            onCancel={() => void editor.cancel()}
          />
        ) : (
          <EmptyEditor prompt="Select a tip to edit" />
        )
      }
    />
  );
}
