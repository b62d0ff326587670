import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks and the tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'task queued before', 'after nextTask']);
  });
});
