import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastCommand,
  type ToastLink,
  type ToastVariant,
} from '@campaign/shared';

/** One toast as the toaster holds it. `open` turns false on dismissal; removal comes later. */
export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  link?: ToastLink | undefined;
  variant: ToastVariant;
  /** Own auto-close time in ms; the toaster's default (TOAST_DURATION) when absent. */
  duration?: number;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export const initialToastState: ToastState = { toasts: [] };

/**
 * The pure toast rules: newest first and at most TOAST_LIMIT (1) kept, so a new
 * toast replaces the older one; update patches one toast; dismiss closes one (or all);
 * remove drops one (or all) from the list.
 */
export function toastReducer(state: ToastState, command: ToastCommand): ToastState {
  switch (command.type) {
    case 'add': {
      const { type: _type, variant, ...rest } = command;
      const item: ToastItem = { ...rest, variant: variant ?? 'default', open: true };
      return {
        toasts: [item, ...state.toasts.filter((t) => t.id !== item.id)].slice(0, TOAST_LIMIT),
      };
    }
    case 'update': {
      const { type: _type, id, ...patch } = command;
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      return { toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...defined } : t)) };
    }
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          command.id === undefined || t.id === command.id ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return {
        toasts: command.id === undefined ? [] : state.toasts.filter((t) => t.id !== command.id),
      };
  }
}

export interface ToastStore {
  getState: () => ToastState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (command: ToastCommand) => void;
  /** Cancels pending removals (when the toaster unmounts). */
  dispose: () => void;
}

/**
 * Runs the reducer and its one side effect: a dismissed toast is removed from the list
 * TOAST_REMOVE_DELAY (1,000,000 ms) after its dismissal.
 */
export function createToastStore(): ToastStore {
  let state = initialToastState;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_REMOVE_DELAY),
    );
  };

  function dispatch(command: ToastCommand) {
    const next = toastReducer(state, command);
    if (command.type === 'dismiss') {
      for (const t of next.toasts) if (!t.open) scheduleRemoval(t.id);
    }
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    dispose: () => {
      for (const timer of removals.values()) clearTimeout(timer);
      removals.clear();
    },
  };
}
