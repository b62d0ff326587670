import type { Stats } from '@campaign/shared';
import { utcDate } from '../people/dashboard-series';
import { buildStats, type StatsSnapshot } from './build-stats';

export type { StatsSnapshot } from './build-stats';

export interface PledgeStatsOptions {
  /** Loads the figures from the database (aggregate queries plus the site settings). */
  load: () => Promise<StatsSnapshot>;
  /** How old the snapshot may get before the next request reloads it; 0 reloads every time. */
  maxAgeMs: number;
  now?: () => Date;
}

/**
 * The figures behind GET /api/stats, kept in memory so a spike of visitors does not count the
 * pledges table on every request (see docs/decisions/003-stats-counter.md).
 *
 * A pledge stored through `recordPledge` is added to the snapshot at once, so this instance's
 * own pledges show immediately and exactly; pledges deleted through `recordErasure` are taken
 * off the same way. The snapshot is reloaded from the database when it is
 * older than `maxAgeMs`, which brings in pledges taken by other instances and heals any drift.
 * A reload waits until pledges in flight on this instance have finished, and holds new ones back
 * while it reads, so every pledge is either in the loaded figures or added after them, never both
 * or neither.
 */
export class PledgeStats {
  readonly #load: () => Promise<StatsSnapshot>;
  readonly #maxAgeMs: number;
  readonly #now: () => Date;

  #pledgesByYear: Map<number, number> | null = null;
  #pledgesByDay = new Map<string, number>();
  #socialReach = 0;
  /** The answer last built, and its JSON, kept until the figures change or the UTC year turns. */
  #built: { year: number; stats: Stats; json: string } | null = null;
  #loadedAt = 0;
  #stale = false;
  #reloading: Promise<void> | null = null;
  #pledgesInFlight = 0;
  #onIdle: (() => void) | null = null;

  constructor(options: PledgeStatsOptions) {
    this.#load = options.load;
    this.#maxAgeMs = options.maxAgeMs;
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * The figures as GET /api/stats answers them. The same object is answered until the figures
   * change, so a busy page does not rebuild the campaign's daily series on every request: a
   * caller reads it and never modifies it.
   */
  async current(): Promise<Stats> {
    return (await this.#current()).stats;
  }

  /** The figures as JSON text, written once per change (the daily series makes it long). */
  async currentJson(): Promise<string> {
    return (await this.#current()).json;
  }

  async #current(): Promise<{ stats: Stats; json: string }> {
    const now = this.#now();
    if (!this.#pledgesByYear || this.#stale || now.getTime() - this.#loadedAt >= this.#maxAgeMs)
      await this.#reload();
    const year = now.getUTCFullYear();
    if (this.#built?.year !== year) {
      const snapshot = {
        pledgesByYear: this.#pledgesByYear ?? new Map<number, number>(),
        pledgesByDay: this.#pledgesByDay,
        socialReach: this.#socialReach,
      };
      const stats = buildStats(snapshot, now);
      this.#built = { year, stats, json: JSON.stringify(stats) };
    }
    return this.#built;
  }

  /**
   * Makes the next read reload the snapshot: the site settings were just saved (the social
   * reach, the campaign period the daily series covers), and the admin who saved them expects
   * the site to show them now, not after the refresh interval.
   */
  invalidate(): void {
    this.#stale = true;
  }

  /**
   * Runs `store`, which inserts a pledge and resolves with its creation time, or with null when
   * nothing new was stored (a repeat pledge). Only a stored pledge is counted.
   */
  async recordPledge(store: () => Promise<Date | null>): Promise<Date | null> {
    return this.#changing(async () => {
      const createdAt = await store();
      if (createdAt) this.#count(createdAt, 1);
      return createdAt;
    });
  }

  /**
   * Runs `erase`, which deletes pledges (an erasure, routes/admin-erasures.ts) and resolves with
   * its answer and the creation times of the pledges it deleted, once committed. Those are taken
   * off the snapshot at once, so the public count follows immediately; nothing is taken off if
   * `erase` fails. Like a pledge, an erasure in flight holds reloads back, so a reload never
   * reads the table without the rows and then has them subtracted again.
   */
  async recordErasure<T>(erase: () => Promise<{ result: T; erased: Date[] }>): Promise<T> {
    return this.#changing(async () => {
      const { result, erased } = await erase();
      for (const createdAt of erased) this.#count(createdAt, -1);
      return result;
    });
  }

  /** Runs a change to the pledges table between reloads (see the class comment). */
  async #changing<T>(change: () => Promise<T>): Promise<T> {
    while (this.#reloading) await this.#reloading.catch(() => undefined);
    this.#pledgesInFlight++;
    try {
      return await change();
    } finally {
      this.#pledgesInFlight--;
      if (this.#pledgesInFlight === 0) this.#onIdle?.();
    }
  }

  /**
   * Adds `delta` pledges to the year of `createdAt`, and to its day when that day is in the
   * campaign period, once the snapshot is loaded.
   */
  #count(createdAt: Date, delta: number): void {
    if (!this.#pledgesByYear) return;
    this.#built = null;
    const year = createdAt.getUTCFullYear();
    this.#pledgesByYear.set(year, Math.max(0, (this.#pledgesByYear.get(year) ?? 0) + delta));
    const day = utcDate(createdAt);
    const onDay = this.#pledgesByDay.get(day);
    if (onDay !== undefined) this.#pledgesByDay.set(day, Math.max(0, onDay + delta));
  }

  /** One reload at a time; concurrent callers share it. */
  #reload(): Promise<void> {
    this.#reloading ??= (async () => {
      try {
        await this.#pledgesSettled();
        this.#stale = false;
        const snapshot = await this.#load();
        this.#pledgesByYear = new Map(snapshot.pledgesByYear);
        this.#pledgesByDay = new Map(snapshot.pledgesByDay);
        this.#socialReach = snapshot.socialReach;
        this.#built = null;
        this.#loadedAt = this.#now().getTime();
      } finally {
        this.#reloading = null;
      }
    })();
    return this.#reloading;
  }

  #pledgesSettled(): Promise<void> {
    if (this.#pledgesInFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.#onIdle = () => {
        this.#onIdle = null;
        resolve();
      };
    });
  }
}
