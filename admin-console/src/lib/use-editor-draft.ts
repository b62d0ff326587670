import { useCallback, useState } from 'react';
import { useReportDirty, useUnsavedChanges } from './unsaved-changes';

export type DraftValues = Record<string, string>;

interface DraftState<T extends DraftValues> {
  /** What is being edited: a post slug, a tip id, a page key. */
  key: string;
  draft: T;
  /** The values as loaded or last saved; the draft is dirty when it differs from them. */
  baseline: T;
}

function sameValues<T extends DraftValues>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * Selection and draft of one editor panel, wired to the unsaved-changes guard: choosing another
 * item or closing the editor asks first when the draft has unsaved edits.
 */
export function useEditorDraft<T extends DraftValues>(editor: string) {
  const [state, setState] = useState<DraftState<T> | null>(null);
  const { confirmDiscard } = useUnsavedChanges();
  const dirty = state !== null && !sameValues(state.draft, state.baseline);
  useReportDirty(editor, dirty);

  /** Opens `key` with `values`, after confirmation when the current draft is unsaved. */
  const select = useCallback(
    async (key: string, values: T): Promise<boolean> => {
      if (state?.key === key) return true;
      if (!(await confirmDiscard())) return false;
      setState({ key, draft: values, baseline: values });
      return true;
    },
    [state?.key, confirmDiscard],
  );

  const change = useCallback((field: keyof T & string, value: string) => {
    setState((current) =>
      current ? { ...current, draft: { ...current.draft, [field]: value } } : current,
    );
  }, []);

  /** Closes the editor, asking first when the draft is unsaved. */
  const cancel = useCallback(async () => {
    if (await confirmDiscard()) setState(null);
  }, [confirmDiscard]);

  /** After a save: clears the selection and draft, unless another item was opened meanwhile. */
  const clearIfStill = useCallback((key: string) => {
    setState((current) => (current?.key === key ? null : current));
  }, []);

  /** After a save that keeps the editor open: what was sent becomes the new baseline. */
  const markSaved = useCallback((key: string, saved: T) => {
    setState((current) => (current?.key === key ? { ...current, baseline: saved } : current));
  }, []);

  return {
    selectedKey: state?.key ?? null,
    draft: state?.draft ?? null,
    dirty,
    select,
    change,
    cancel,
    clearIfStill,
    markSaved,
  };
}
