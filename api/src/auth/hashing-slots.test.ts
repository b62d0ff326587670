import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HASHING_SLOTS,
  HashingBusyError,
  HashingSlots,
  passwordHashingSlots,
} from './hashing-slots';
import { hashPassword } from './password';

/** A job the test finishes by hand, so nothing depends on how long anything takes. */
function manualJob<T = void>() {
  let finish!: (value: T) => void;
  const done = new Promise<T>((resolve) => (finish = resolve));
  return { done, finish, run: () => done };
}

/** Lets queued promise callbacks run (no timers involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('HashingSlots', () => {
  it('runs at most `slots` jobs at once, the rest in order as slots free up', async () => {
    const slots = new HashingSlots(2, 5000, 10);
    const jobs = [1, 2, 3, 4, 5].map(() => manualJob());
    const started: number[] = [];
    const results = jobs.map((job, index) =>
      slots.run(() => {
        started.push(index + 1);
        return job.run();
      }),
    );
    await settle();
    expect(started).toEqual([1, 2]);
    expect(slots.waiting).toBe(3);

    jobs[1]!.finish();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    jobs[0]!.finish();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    for (const job of jobs.slice(2)) job.finish();
    await Promise.all(results);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(slots.waiting).toBe(0);
  });

  it('gives up on a job that waited longer than allowed, without running it', async () => {
    vi.useFakeTimers();
    const slots = new HashingSlots(1, 50, 10);
    const long = manualJob();
    const running = slots.run(long.run);
    let ran = false;
    const waiting = slots.run(async () => {
      ran = true;
    });
    const outcome = waiting.then(
      () => 'ran',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(49);
    expect(slots.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(HashingBusyError);
    expect(slots.waiting).toBe(0);
    expect(ran).toBe(false);

    long.finish();
    await running;
    // The slot is free again afterwards.
    await expect(slots.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('refuses at once when the queue is full', async () => {
    const slots = new HashingSlots(1, 5000, 1);
    const first = manualJob();
    const running = slots.run(first.run);
    const queued = slots.run(() => Promise.resolve());
    await expect(slots.run(() => Promise.resolve())).rejects.toBeInstanceOf(HashingBusyError);
    first.finish();
    await Promise.all([running, queued]);
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
    // The queue's time limit cannot run out however slow the machine is: its clock is the test's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cheap = { N: 2 ** 10, r: 8, p: 1 };
    const burst = Array.from({ length: HASHING_SLOTS + 3 }, () =>
      hashPassword('a password to hash', cheap),
    );
    expect(passwordHashingSlots.waiting).toBe(3);
    await Promise.all(burst);
    expect(passwordHashingSlots.waiting).toBe(0);
  });
});
