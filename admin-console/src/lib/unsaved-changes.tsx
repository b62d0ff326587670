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
import { useNavigate } from '@campaign/shared/router';

interface UnsavedChanges {
  /** Editors report whether their draft differs from what was loaded or last saved. */
  setDirty: (editor: string, dirty: boolean) => void;
  /** Resolves true when nothing is unsaved or the user agrees to discard it; false otherwise. */
  confirmDiscard: () => Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

export const DISCARD_TITLE = 'Discard unsaved changes?';

/**
 * Guards every way out of an editor with unsaved changes:
 * - inside the console (another post, another tab, Cancel, Logout): a confirmation dialog;
 * - leaving or reloading the document: the browser's own `beforeunload` prompt;
 * - same-origin links in the shell's chrome (header, footer): intercepted before the router
 *   sees the click, confirmed, then followed. The shell uses a BrowserRouter, so react-router's
 *   `useBlocker` (data routers only) is not available; browser Back/Forward is not guarded.
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

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (dirtyEditors.current.size === 0 || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      // Other origins and the server's own pages unload the document: beforeunload asks.
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDiscard().then((discard) => {
        if (discard) navigate(`${url.pathname}${url.search}${url.hash}`);
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
