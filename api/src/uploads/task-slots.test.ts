import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotsBusyError, TaskSlots } from './task-slots';

/** A task that runs until its `finish` is called. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

afterEach(() => vi.useRealTimers());

describe('TaskSlots', () => {
  it('runs at most `size` tasks at once, the others in order as slots free up', async () => {
    const slots = new TaskSlots(2, 10_000);
    const started: number[] = [];
    const tasks = [pending(), pending(), pending(), pending()];
    const runs = tasks.map((t, i) =>
      slots.run(async () => {
        started.push(i);
        await t.task();
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.busy).toBe(2);
    tasks[1]!.finish();
    await runs[1];
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
    // A task arriving now waits behind the queue instead of taking a slot.
    const late = slots.run(async () => 'late');
    tasks[0]!.finish();
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all([...runs, late])).toEqual([0, 1, 2, 3, 'late']);
    expect(slots.busy).toBe(0);
  });

  it('refuses a task that waited too long, and frees the slot of one that failed', async () => {
    vi.useFakeTimers();
    const slots = new TaskSlots(1, 500);
    const first = pending();
    const running = slots.run(first.task);
    const refused = slots.run(async () => 'never');
    const assertion = expect(refused).rejects.toBeInstanceOf(SlotsBusyError);
    await vi.advanceTimersByTimeAsync(501);
    await assertion;
    first.finish();
    await running;
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.busy).toBe(0);
  });
});
