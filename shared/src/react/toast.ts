import { TOAST_EVENT, type ToastCommand, type ToastLink, type ToastVariant } from '../events';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** A link after the words, to a path on this site (the shell drops any other). */
  link?: ToastLink | undefined;
  /** Milliseconds before the toast closes by itself; the shell's default applies when absent. */
  duration?: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Omit<ToastOptions, 'duration'>) => void;
}

let counter = 0;
const nextId = () => `t${Date.now().toString(36)}-${(counter += 1)}`;

function send(command: ToastCommand): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: command }));
}

/** Raises a toast in the shell's toaster. Works from any remote; a no-op outside a browser. */
export function toast(options: ToastOptions): ToastHandle {
  const id = nextId();
  send({ type: 'add', id, ...options });
  return {
    id,
    dismiss: () => send({ type: 'dismiss', id }),
    update: (patch) => send({ type: 'update', id, ...patch }),
  };
}

/** Dismisses one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  send(id === undefined ? { type: 'dismiss' } : { type: 'dismiss', id });
}
