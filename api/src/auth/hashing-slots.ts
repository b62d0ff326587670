import { availableParallelism } from 'node:os';

/** Thrown when no hashing slot came free in time: the caller answers 503 "try again". */
export class HashingBusyError extends Error {
  override name = 'HashingBusyError';
  constructor() {
    super('Too many sign-ins at once');
  }
}

/**
 * A counting semaphore for password hashing. scrypt runs on libuv's thread pool (4 threads by
 * default), which file reads and DNS lookups share, and each derivation keeps a core busy for a
 * few hundred milliseconds. Unbounded, 20 concurrent sign-ins fill the pool and every core, and
 * static files and API reads wait seconds. So at most `slots` derivations run at once; the rest
 * queue for at most `maxWaitMs` (and at most `maxQueue` of them), then fail with
 * HashingBusyError.
 */
export class HashingSlots {
  #free: number;
  readonly #queue: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    readonly slots: number,
    private readonly maxWaitMs: number,
    private readonly maxQueue: number,
  ) {
    this.#free = slots;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    if (this.#queue.length >= this.maxQueue) return Promise.reject(new HashingBusyError());
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.#queue.splice(this.#queue.indexOf(entry), 1);
          reject(new HashingBusyError());
        }, this.maxWaitMs),
      };
      this.#queue.push(entry);
    });
  }

  #release(): void {
    const next = this.#queue.shift();
    // The slot passes straight to the next in line.
    if (next) next.grant();
    else this.#free++;
  }
}

const POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * One slot per core but one (the event loop keeps a core to itself), and always fewer than the
 * thread pool's threads: 1 on a 2-core machine.
 */
export const HASHING_SLOTS = Math.max(1, Math.min(availableParallelism() - 1, POOL_SIZE - 1));

/** The process's hashing slots: sign-in waits up to 2.5 s for one, well inside the API deadline. */
export const passwordHashingSlots = new HashingSlots(HASHING_SLOTS, 2500, 64);
