import { describe, expect, it } from 'vitest';
import {
  HASHING_SLOTS,
  HashingBusyError,
  HashingSlots,
  passwordHashingSlots,
} from './hashing-slots';
import { hashPassword } from './password';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('HashingSlots', () => {
  it('runs at most `slots` jobs at once, the rest in order as slots free up', async () => {
    const slots = new HashingSlots(2, 5000, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (id: number) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await tick(20);
        order.push(id);
        running--;
      });
    await Promise.all([1, 2, 3, 4, 5].map(job));
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
  });

  it('gives up on a job that waited longer than allowed, without running it', async () => {
    const slots = new HashingSlots(1, 50, 10);
    let ran = false;
    const long = slots.run(() => tick(200));
    const waiting = slots.run(async () => {
      ran = true;
    });
    await expect(waiting).rejects.toBeInstanceOf(HashingBusyError);
    expect(ran).toBe(false);
    await long;
    // The slot is free again afterwards.
    await expect(slots.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('refuses at once when the queue is full', async () => {
    const slots = new HashingSlots(1, 5000, 1);
    const first = slots.run(() => tick(50));
    const queued = slots.run(() => tick(1));
    await expect(slots.run(() => tick(1))).rejects.toBeInstanceOf(HashingBusyError);
    await Promise.all([first, queued]);
  });

  it('frees the slot when a job fails', async () => {
    const slots = new HashingSlots(1, 5000, 10);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});

describe('password hashing', () => {
  it('keeps a core and pool threads free: fewer slots than cores and than libuv threads', () => {
    expect(HASHING_SLOTS).toBeGreaterThanOrEqual(1);
    expect(HASHING_SLOTS).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE) || 4);
  });

  it('goes through the slots: a burst of hashes queues instead of running at once', async () => {
    const burst = Array.from({ length: HASHING_SLOTS + 3 }, () =>
      hashPassword('a password to hash'),
    );
    await tick();
    expect(passwordHashingSlots.waiting).toBe(3);
    await Promise.all(burst);
    expect(passwordHashingSlots.waiting).toBe(0);
  }, 30_000);
});
