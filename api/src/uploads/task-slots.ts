/** Thrown when a task waited for a free slot longer than its slots allow. */
export class SlotsBusyError extends Error {
  override name = 'SlotsBusyError';
}

interface Waiter {
  grant(): void;
}

/**
 * At most `size` tasks run at once; the next ones wait in order, each at most `waitMs`, then are
 * refused with SlotsBusyError. A finished task hands its slot straight to the first waiter, so
 * a task arriving meanwhile cannot jump the queue or push the count above `size`.
 */
export class TaskSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly size: number,
    private readonly waitMs: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Tasks running now (for tests and metrics). */
  get busy(): number {
    return this.running;
  }

  private acquire(): Promise<void> {
    if (this.running < this.size) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new SlotsBusyError('No slot became free in time'));
      }, this.waitMs);
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.running -= 1;
  }
}
