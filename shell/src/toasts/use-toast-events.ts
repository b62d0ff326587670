import { useEffect } from 'react';
import { TOAST_EVENT, parseToastCommand } from '@campaign/shared';
import type { ToastStore } from './toast-store';

/**
 * Feeds the toast store from the shared contract: every app (the shell included) raises toasts
 * with `toast()` from @campaign/shared/react, which dispatches a `campaign:toast` CustomEvent.
 * Payloads are checked with the shared zod schema; anything else is ignored, so a remote built
 * against another contract version can never break the toaster.
 */
export function useToastEvents(store: ToastStore): void {
  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      const command = parseToastCommand(detail);
      if (!command) {
        console.warn('[shell] ignored an invalid toast command', detail);
        return;
      }
      store.dispatch(command);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [store]);
}
