import { useEffect } from 'react';
import { TOAST_EVENT, toastCommandSchema } from '@campaign/shared';
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
      const parsed = toastCommandSchema.safeParse((event as CustomEvent<unknown>).detail);
      if (!parsed.success) {
        console.warn('[shell] ignored an invalid toast command', parsed.error.issues);
        return;
      }
      store.dispatch(parsed.data);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [store]);
}
