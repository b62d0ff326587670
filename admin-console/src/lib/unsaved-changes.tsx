import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { Modal } from 'antd';
import { guardHistorySteps } from '@campaign/shared/react';
import { useLocation, useNavigate } from '@campaign/shared/router';
import { leaveTo } from './navigation';

interface UnsavedChanges {
  /** Editors report whether their draft differs from what was loaded or last saved. */
  setDirty: (editor: string, dirty: boolean) => void;
  /** Resolves true when nothing is unsaved or the user agrees to discard it; false otherwise. */
  confirmDiscard: () => Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

export const DISCARD_TITLE = 'Discard unsaved changes?';

/** The history index react-router keeps in each entry's state (createBrowserHistory). */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : null;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Guards every way out of an editor with unsaved changes:
 * - inside the console (another post, another tab, Cancel, the side navigation): a
 *   confirmation dialog;
 * - same-origin links anywhere on the page (the shell's chrome, the console's own links, the
 *   shell's Logout): intercepted before the router sees the click, confirmed, then followed;
 *   links to the server's pages (/api/…) then leave the document without a second prompt;
 * - browser Back/Forward: the step is undone before the router sees it, confirmed, then
 *   replayed. The shell uses a BrowserRouter, so react-router's `useBlocker` (data routers only)
 *   is not available; the shell's history guard lets this see each step ahead of the router;
 * - leaving or reloading the document otherwise: the browser's own `beforeunload` prompt.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [modal, contextHolder] = Modal.useModal();
  const navigate = useNavigate();
  const dirtyEditors = useRef(new Set<string>());
  const pending = useRef<Promise<boolean> | null>(null);

  const setDirty = useCallback((editor: string, dirty: boolean) => {
    if (dirty) dirtyEditors.current.add(editor);
    else dirtyEditors.current.delete(editor);
  }, []);

  const confirmDiscard = useCallback((): Promise<boolean> => {
    if (dirtyEditors.current.size === 0) return Promise.resolve(true);
    if (pending.current) return pending.current;
    const answer = new Promise<boolean>((resolve) => {
      modal.confirm({
        title: DISCARD_TITLE,
        content:
          'Your changes in this editor have not been saved. If you continue, they will be lost.',
        okText: 'Discard changes',
        cancelText: 'Keep editing',
        okButtonProps: { danger: true },
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => {
          // The editor is about to close or be replaced; its next change reports again.
          dirtyEditors.current.clear();
          resolve(true);
        },
        onCancel: () => resolve(false),
      });
    }).finally(() => {
      pending.current = null;
    });
    pending.current = answer;
    return answer;
  }, [modal]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyEditors.current.size === 0) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // The history index of the location the console shows, to measure a Back/Forward step.
  const location = useLocation();
  const shownIndex = useRef<number | null>(null);
  useEffect(() => {
    shownIndex.current = historyIndex();
  }, [location.key]);

  useEffect(() => {
    // Set while a refused step is being undone: that popstate is ours, not the visitor's.
    let undoing: (() => void) | null = null;
    const onPopState = (event: PopStateEvent) => {
      if (undoing) {
        event.stopImmediatePropagation();
        undoing();
        undoing = null;
        return;
      }
      if (dirtyEditors.current.size === 0) return;
      const target = historyIndex();
      const shown = shownIndex.current;
      if (target === null || shown === null || target === shown) return;
      // The router's listener comes after the guard's: stopped here, it never sees the step.
      event.stopImmediatePropagation();
      const steps = target - shown;
      const undone = new Promise<void>((resolve) => (undoing = resolve));
      window.history.go(-steps);
      void undone
        .then(() => confirmDiscard())
        .then((discard) => {
          // Nothing is dirty any more: this time the step reaches the router.
          if (discard) window.history.go(steps);
        });
    };
    // A shell released before the history guard existed does not share it: Back then goes
    // unguarded rather than the console failing.
    if (typeof guardHistorySteps !== 'function') return;
    return guardHistorySteps(onPopState);
  }, [confirmDiscard]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (dirtyEditors.current.size === 0 || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      // Other origins unload the document: beforeunload asks.
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      event.preventDefault();
      event.stopPropagation();
      // The server's own pages (sign-out) are full navigations; the rest are client routes.
      const serverPage = url.pathname.startsWith('/api/');
      void confirmDiscard().then((discard) => {
        if (!discard) return;
        if (serverPage) leaveTo(`${url.pathname}${url.search}`);
        else navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [confirmDiscard, navigate]);

  const value = useMemo(() => ({ setDirty, confirmDiscard }), [setDirty, confirmDiscard]);
  return (
    <UnsavedChangesContext.Provider value={value}>
      {contextHolder}
      {children}
    </UnsavedChangesContext.Provider>
  );
}

export function useUnsavedChanges(): UnsavedChanges {
  const context = useContext(UnsavedChangesContext);
  if (!context) throw new Error('useUnsavedChanges must be used inside <UnsavedChangesProvider>');
  return context;
}

/** Keeps the guard informed about one editor; clears its flag when the editor goes away. */
export function useReportDirty(editor: string, dirty: boolean): void {
  const { setDirty } = useUnsavedChanges();
  useEffect(() => {
    setDirty(editor, dirty);
    return () => setDirty(editor, false);
  }, [setDirty, editor, dirty]);
}

/** Navigates within the app after the unsaved-changes check (the side navigation uses it). */
export function useGuardedNavigate(): (to: string) => Promise<boolean> {
  const { confirmDiscard } = useUnsavedChanges();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      if (!(await confirmDiscard())) return false;
      navigate(to);
      return true;
    },
    [confirmDiscard, navigate],
  );
}
