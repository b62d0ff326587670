import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { TOAST_HOTKEY } from '@campaign/shared';
import { createToastStore } from './toast-store';
import { useToastEvents } from './use-toast-events';
import { Toast } from './Toast';
import styles from './Toaster.module.css';

/**
 * The shell's one toast viewport. Remotes and the shell raise toasts only through
 * `toast()` from @campaign/shared/react; this listens for those events, runs the store and shows
 * the open toast in a live region. F8 moves focus to the viewport; focus there pauses the timer.
 */
export function Toaster() {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.dispose(), [store]);
  useToastEvents(store);

  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const viewport = useRef<HTMLElement>(null);
  const [viewportFocused, setViewportFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      // A toast that closes with focus inside hands focus back to the viewport, not to <body>.
      const holder = viewport.current;
      const active = document.activeElement;
      if (holder && active && active !== holder && holder.contains(active)) holder.focus();
      store.dispatch({ type: 'dismiss', id });
    },
    [store],
  );

  return (
    <section
      ref={viewport}
      className={styles.viewport}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      onFocus={(event) => setViewportFocused(event.target === event.currentTarget)}
      onBlur={(event) => {
        if (event.target === event.currentTarget) setViewportFocused(false);
      }}
    >
      <div className={styles.list} role="status" aria-live="polite" aria-atomic="true">
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <Toast
              key={toast.id}
              toast={toast}
              viewportFocused={viewportFocused}
              onDismiss={dismiss}
            />
          ))}
      </div>
    </section>
  );
}
