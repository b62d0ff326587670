import { useCallback, useState } from 'react';
import type { FieldErrors } from './server-issues';
import { useReportDirty, useUnsavedChanges } from './unsaved-changes';

export type DraftValues = Record<string, string>;

interface DraftState<T extends DraftValues> {
  /** What is being edited: a post slug, a tip id, a page key. */
  key: string;
  draft: T;
  /** The values as loaded or last saved; the draft is dirty when it differs from them. */
  baseline: T;
  /** The server's messages from the last refused save, by field; a field's go when it changes. */
  errors: FieldErrors;
}

const NO_ERRORS: FieldErrors = {};

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
      setState({ key, draft: values, baseline: values, errors: NO_ERRORS });
      return true;
    },
    [state?.key, confirmDiscard],
  );

  const change = useCallback((field: keyof T & string, value: string) => {
    setState((current) => {
      if (!current) return current;
      const { [field]: _fixed, ...errors } = current.errors;
      return { ...current, draft: { ...current.draft, [field]: value }, errors };
    });
  }, []);

  /** Closes the editor, asking first when the draft is unsaved. */
  const cancel = useCallback(async () => {
    if (await confirmDiscard()) setState(null);
  }, [confirmDiscard]);

  /** After a save: clears the selection and draft, unless another item was opened meanwhile. */
  const clearIfStill = useCallback((key: string) => {
    setState((current) => (current?.key === key ? null : current));
  }, []);

  /**
   * After a save that keeps the editor open: what the server stored (`saved`, which may differ
   * from what was sent, e.g. HTML it cleaned) becomes the new baseline, and the draft too unless
   * it was edited after `sent` went out.
   */
  const markSaved = useCallback((key: string, saved: T, sent: T) => {
    setState((current) =>
      current?.key === key
        ? {
            ...current,
            baseline: saved,
            draft: current.draft === sent ? saved : current.draft,
            errors: NO_ERRORS,
          }
        : current,
    );
  }, []);

  /** After a refused save: the server's messages under their fields, unless another item opened. */
  const showErrors = useCallback((key: string, errors: FieldErrors) => {
    setState((current) => (current?.key === key ? { ...current, errors } : current));
  }, []);

  return {
    selectedKey: state?.key ?? null,
    draft: state?.draft ?? null,
    errors: state?.errors ?? NO_ERRORS,
    dirty,
    select,
    change,
    cancel,
    clearIfStill,
    markSaved,
    showErrors,
  };
}
