import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, initialToastState, toastReducer, type ToastState } from './toast-store';

const add = (id: string, extra: Record<string, unknown> = {}) => ({
  type: 'add' as const,
  id,
  ...extra,
});

describe('toastReducer', () => {
  it('keeps at most one toast: a new one replaces the older', () => {
    let state = toastReducer(initialToastState, add('a', { title: 'First' }));
    state = toastReducer(state, add('b', { title: 'Second' }));
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
    expect(state.toasts[0]).toMatchObject({ title: 'Second', open: true, variant: 'default' });
  });

  it('keeps the variant and duration it was given', () => {
    const state = toastReducer(
      initialToastState,
      add('a', { variant: 'destructive', duration: 900 }),
    );
    expect(state.toasts[0]).toMatchObject({ variant: 'destructive', duration: 900 });
  });

  it('updates one toast by id and leaves fields it was not given', () => {
    let state = toastReducer(initialToastState, add('a', { title: 'Saving', description: 'Wait' }));
    state = toastReducer(state, {
      type: 'update',
      id: 'a',
      title: 'Saved',
      variant: 'destructive',
    });
    expect(state.toasts[0]).toMatchObject({
      title: 'Saved',
      description: 'Wait',
      variant: 'destructive',
    });
    expect(toastReducer(state, { type: 'update', id: 'other', title: 'x' }).toasts[0]?.title).toBe(
      'Saved',
    );
  });

  it('dismisses one toast, or all without an id, by closing it (it stays listed)', () => {
    const state: ToastState = {
      toasts: [
        { id: 'a', variant: 'default', open: true },
        { id: 'b', variant: 'default', open: true },
      ],
    };
    expect(toastReducer(state, { type: 'dismiss', id: 'a' }).toasts.map((t) => t.open)).toEqual([
      false,
      true,
    ]);
    expect(toastReducer(state, { type: 'dismiss' }).toasts.map((t) => t.open)).toEqual([
      false,
      false,
    ]);
  });

  it('removes one toast, or all without an id', () => {
    const state: ToastState = {
      toasts: [
        { id: 'a', variant: 'default', open: false },
        { id: 'b', variant: 'default', open: true },
      ],
    };
    expect(toastReducer(state, { type: 'remove', id: 'a' }).toasts.map((t) => t.id)).toEqual(['b']);
    expect(toastReducer(state, { type: 'remove' }).toasts).toEqual([]);
  });
});

describe('createToastStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes a dismissed toast 1,000,000 ms after the dismissal, not before', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);

    store.dispatch(add('a', { title: 'Hello' }));
    store.dispatch({ type: 'dismiss', id: 'a' });
    expect(store.getState().toasts).toEqual([expect.objectContaining({ id: 'a', open: false })]);

    vi.advanceTimersByTime(999_999);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    store.dispose();
  });

  it('schedules one removal per toast even when dismissed twice, and dispose cancels it', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.dispatch(add('a'));
    store.dispatch({ type: 'dismiss' });
    store.dispatch({ type: 'dismiss', id: 'a' });
    expect(vi.getTimerCount()).toBe(1);
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000_000);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('never removes a toast that was not dismissed', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.dispatch(add('a'));
    vi.advanceTimersByTime(2_000_000);
    expect(store.getState().toasts).toHaveLength(1);
  });
});
