import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { DraftEditor } from '@campaign/shared';
import {
  localDraftKey,
  readLocalCopy,
  removeLocalCopy,
  writeLocalCopy,
  type LocalDraftCopy,
} from './local-draft-copy';
import { AUTOSAVE_DELAY_MS, useServerDrafts } from './server-drafts';
import type { FieldErrors } from './server-issues';
import { SignedInUserContext } from './signed-in-user';
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
  /** Edits brought back from this browser's copy when the item was opened. */
  restored: RestoredEdits | null;
}

/** Unsaved edits the editor brought back from this browser (lib/local-draft-copy.ts). */
export interface RestoredEdits {
  /** When they were last changed (ISO 8601). */
  at: string;
  /** The item was saved since the edits began (by someone else, or in another tab). */
  stale: boolean;
}

const NO_ERRORS: FieldErrors = {};

function sameValues<T extends DraftValues>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** The later of two copies of the same edits (the browser's and the server's). */
const newer = (a: LocalDraftCopy | null, b: LocalDraftCopy | null) =>
  a && b ? (Date.parse(b.at) > Date.parse(a.at) ? b : a) : (a ?? b);

/**
 * Selection and draft of one editor panel, wired to the unsaved-changes guard: choosing another
 * item or closing the editor asks first when the draft has unsaved edits. Unsaved edits are also
 * kept in this browser as they are typed and autosaved to the server when typing pauses, and
 * brought back when the same item is opened again (after a reload, a closed tab, a crash, in
 * another browser) until they are saved or discarded.
 */
export function useEditorDraft<T extends DraftValues>(editor: DraftEditor) {
  const [state, setState] = useState<DraftState<T> | null>(null);
  const { confirmDiscard } = useUnsavedChanges();
  const dirty = state !== null && !sameValues(state.draft, state.baseline);
  useReportDirty(editor, dirty);
  const userId = useContext(SignedInUserContext)?.id ?? 'signed-out';
  const copyKey = useCallback(
    (item: string) => localDraftKey(userId, editor, item),
    [userId, editor],
  );
  const { save: autosave, forget: forgetOnServer, find: findOnServer } = useServerDrafts(editor);
  /** The edits of `item` were saved or given up: no copy is kept of them anywhere. */
  const forget = useCallback(
    (item: string) => {
      removeLocalCopy(copyKey(item));
      forgetOnServer(item);
    },
    [copyKey, forgetOnServer],
  );

  // Every change to the draft is copied, stamped with its time; a draft back at its baseline
  // (saved, discarded, or typed back) leaves no copy. A draft just brought back keeps its stamp.
  const copied = useRef<T | null>(null);
  useEffect(() => {
    if (!state) return;
    const key = copyKey(state.key);
    if (sameValues(state.draft, state.baseline)) {
      forget(state.key);
      copied.current = null;
    } else if (state.draft !== copied.current) {
      writeLocalCopy(key, {
        baseline: state.baseline,
        draft: state.draft,
        at: new Date().toISOString(),
      });
      copied.current = state.draft;
    }
  }, [state, copyKey, forget]);

  // The server keeps them too, a few seconds after typing pauses: another browser, or this one
  // after its storage was cleared, brings them back.
  useEffect(() => {
    if (!state || sameValues(state.draft, state.baseline)) return;
    const { key, baseline, draft } = state;
    const timer = setTimeout(
      () => void autosave(key, { baseline, draft, at: '' }),
      AUTOSAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state, autosave]);

  /** Opens `key` with `values`, after confirmation when the current draft is unsaved. */
  const select = useCallback(
    async (key: string, values: T): Promise<boolean> => {
      if (state?.key === key) return true;
      if (!(await confirmDiscard())) return false;
      // Confirmed: the edits open until now are given up, here and in the copy.
      if (state) forget(state.key);
      const copy = newer(readLocalCopy(copyKey(key)), findOnServer(key));
      const draft = copy ? ({ ...values, ...copy.draft } as T) : values;
      if (copy) copied.current = draft;
      setState({
        key,
        draft,
        baseline: values,
        errors: NO_ERRORS,
        restored:
          copy && !sameValues(draft, values)
            ? { at: copy.at, stale: !sameValues({ ...values, ...copy.baseline } as T, values) }
            : null,
      });
      return true;
    },
    [state, confirmDiscard, copyKey, forget, findOnServer],
  );

  const change = useCallback((field: keyof T & string, value: string) => {
    setState((current) => {
      if (!current) return current;
      const { [field]: _fixed, ...errors } = current.errors;
      return { ...current, draft: { ...current.draft, [field]: value }, errors };
    });
  }, []);

  /** Closes the editor, asking first when the draft is unsaved (its copy goes too). */
  const cancel = useCallback(async () => {
    if (!(await confirmDiscard())) return;
    if (state) forget(state.key);
    setState(null);
  }, [state, confirmDiscard, forget]);

  /** Puts back the saved values in place of edits brought back from this browser. */
  const discardRestored = useCallback(() => {
    setState((current) =>
      current
        ? { ...current, draft: current.baseline, errors: NO_ERRORS, restored: null }
        : current,
    );
  }, []);

  /** After a save: clears the selection and draft, unless another item was opened meanwhile. */
  const clearIfStill = useCallback(
    (key: string) => {
      forget(key);
      setState((current) => (current?.key === key ? null : current));
    },
    [forget],
  );

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
            restored: null,
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
    restored: state?.restored ?? null,
    dirty,
    select,
    change,
    cancel,
    discardRestored,
    clearIfStill,
    markSaved,
    showErrors,
  };
}
