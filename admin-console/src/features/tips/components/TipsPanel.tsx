import { useMemo } from 'react';
import { Button, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { toast } from '@campaign/shared/react';
import { toastOutcome } from '../../../lib/toast-outcome';
import { EmptyEditor } from '../../../lib/components/EmptyEditor';
import { LoadError } from '../../../lib/components/LoadError';
import { SplitLayout } from '../../../lib/components/SplitLayout';
import { fieldErrorsOf, issuesOf } from '../../../lib/server-issues';
import { useEditorDraft } from '../../../lib/use-editor-draft';
import { useCreateTip } from '../api/create-tip';
import { useDeleteTip } from '../api/delete-tip';
import { useAdminTips } from '../api/get-admin-tips';
import { useReorderTips } from '../api/reorder-tips';
import { useUpdateTip } from '../api/update-tip';
import {
  createInputOf,
  draftOf,
  emptyDraft,
  groupByCategory,
  movedIds,
  NEW_TIP,
  updateInputOf,
  type MoveDirection,
  type TipDraft,
  type TipGroup,
} from '../tip-draft';
import { TipEditor } from './TipEditor';
import { TipList } from './TipList';
import styles from './tips.module.css';

/** Tips tab: tips grouped by category, "New tip", and an editor for the one selected. */
export function TipsPanel() {
  const tips = useAdminTips();
  const create = useCreateTip();
  const update = useUpdateTip();
  const remove = useDeleteTip();
  const reorder = useReorderTips();
  const editor = useEditorDraft<TipDraft>('tips');

  const groups = useMemo(() => groupByCategory(tips.data ?? []), [tips.data]);
  const key = editor.selectedKey;
  const isNew = key === NEW_TIP;
  const selected = isNew ? undefined : tips.data?.find((tip) => String(tip.id) === key);

  const select = (tipKey: string) => {
    const tip = tips.data?.find((candidate) => String(candidate.id) === tipKey);
    if (tip) void editor.select(tipKey, draftOf(tip));
  };

  const showIssues = (forKey: string, error: unknown) =>
    editor.showErrors(forKey, fieldErrorsOf(issuesOf(error)));

  const saveNew = (draft: TipDraft) => {
    create.mutate(
      createInputOf(draft),
      toastOutcome({
        success: 'Tip created successfully',
        failure: 'Failed to create tip',
        onSuccess: () => editor.clearIfStill(NEW_TIP),
        onError: (error) => showIssues(NEW_TIP, error),
      }),
    );
  };

  const saveExisting = (tipKey: string, draft: TipDraft) => {
    const input = selected
      ? updateInputOf(draft, selected)
      : { title: draft.title, description: draft.description };
    update.mutate(
      { id: Number(tipKey), input },
      toastOutcome({
        success: 'Tip updated successfully',
        failure: 'Failed to update tip',
        onSuccess: () => editor.clearIfStill(tipKey),
        onError: (error) => showIssues(tipKey, error),
      }),
    );
  };

  const save = () => {
    if (key === null || editor.draft === null || create.isPending || update.isPending) return;
    if (isNew) saveNew(editor.draft);
    else saveExisting(key, editor.draft);
  };

  const deleteSelected = () => {
    if (!selected || remove.isPending) return;
    const tipKey = String(selected.id);
    remove.mutate(
      selected.id,
      toastOutcome({
        success: `Deleted "${selected.title}"`,
        failure: 'Failed to delete tip',
        onSuccess: () => editor.clearIfStill(tipKey),
      }),
    );
  };

  // Leaves the editor alone: an open draft, saved or not, stays as it is.
  const move = async (group: TipGroup, index: number, direction: MoveDirection) => {
    const ids = movedIds(group, index, direction);
    if (!ids || reorder.isPending) return false;
    try {
      await reorder.mutateAsync({ category: group.category, ids });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Failed to reorder tips', variant: 'destructive' });
      return false;
    }
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
    list = (
      <TipList
        groups={groups}
        selectedKey={key}
        dirty={editor.dirty}
        onSelect={select}
        onMove={move}
      />
    );

  return (
    <SplitLayout
      listLabel="Tips"
      list={
        <>
          <div className={styles.listActions}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden="true" />}
              onClick={() => void editor.select(NEW_TIP, emptyDraft())}
            >
              New tip
            </Button>
          </div>
          {list}
        </>
      }
      editor={
        key !== null && editor.draft !== null ? (
          <TipEditor
            key={key}
            isNew={isNew}
            tip={selected}
            draft={editor.draft}
            errors={editor.errors}
            restored={editor.restored}
            onDiscardRestored={editor.discardRestored}
            dirty={editor.dirty}
            saving={isNew ? create.isPending : update.isPending}
            deleting={remove.isPending}
            onChange={editor.change}
            onSave={save}
            onCancel={() => void editor.cancel()}
            onDelete={deleteSelected}
          />
        ) : (
          <EmptyEditor prompt="Select a tip to edit" />
        )
      }
    />
  );
}
