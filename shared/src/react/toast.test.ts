import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseToastCommand, TOAST_EVENT } from '../events';
import { dismissToast, toast } from './toast';

describe('toast contract', () => {
  const received: unknown[] = [];
  const listener = (e: Event) => received.push((e as CustomEvent).detail);

  afterEach(() => {
    window.removeEventListener(TOAST_EVENT, listener);
    received.length = 0;
  });

  it('sends add, update and dismiss commands the shell schema accepts', () => {
    window.addEventListener(TOAST_EVENT, listener);
    const handle = toast({ title: 'Success!', description: 'Done', variant: 'destructive' });
    handle.update({ title: 'Changed' });
    handle.dismiss();
    dismissToast();
    expect(received).toHaveLength(4);
    for (const command of received) expect(parseToastCommand(command)).not.toBeNull();
    expect(received[0]).toMatchObject({ type: 'add', id: handle.id, title: 'Success!' });
    expect(received[1]).toMatchObject({ type: 'update', id: handle.id, title: 'Changed' });
    expect(received[2]).toEqual({ type: 'dismiss', id: handle.id });
    expect(received[3]).toEqual({ type: 'dismiss', id: undefined });
  });

  it('gives every toast its own id', () => {
    const spy = vi.fn();
    window.addEventListener(TOAST_EVENT, spy);
    expect(toast({ title: 'a' }).id).not.toBe(toast({ title: 'b' }).id);
    window.removeEventListener(TOAST_EVENT, spy);
  });
});
