import type { Knex } from 'knex';
import { toDate } from '../models/base-model';

/** 10 failed sign-ins within 15 minutes, for one IP address or one account, lock it out. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const TABLE = 'login_failures';

export const ipKey = (ip: string) => `ip:${ip}`.slice(0, 300);
export const accountKey = (email: string) => `account:${email}`.slice(0, 300);

export interface Lockout {
  /** When the oldest failure that counts leaves the window, so an attempt may be made again. */
  retryAt: Date;
}

/**
 * Failed sign-ins counted in the database (table login_failures), so every API instance sees
 * the same count. Old rows are deleted as new failures come in, and by the periodic purge.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Knex,
    private readonly now: () => number = Date.now,
  ) {}

  /** The lockout in force for any of `keys`, the one lasting longest; null when none is. */
  async lockout(keys: string[]): Promise<Lockout | null> {
    const since = new Date(this.now() - LOGIN_WINDOW_MS);
    let latest: Date | null = null;
    for (const key of keys) {
      // The LOGIN_MAX_FAILURES-th most recent failure: while it is inside the window, the key is
      // locked; it leaves the window at createdAt + LOGIN_WINDOW_MS.
      const row = (await this.db(TABLE)
        .select('createdAt')
        .where('subject', key)
        .andWhere('createdAt', '>', since)
        .orderBy('createdAt', 'desc')
        .offset(LOGIN_MAX_FAILURES - 1)
        .first()) as { createdAt: unknown } | undefined;
      if (!row) continue;
      const retryAt = new Date((toDate(row.createdAt) as Date).getTime() + LOGIN_WINDOW_MS);
      if (!latest || retryAt > latest) latest = retryAt;
    }
    return latest ? { retryAt: latest } : null;
  }

  /** Records one failure under each key and drops failures that left the window. */
  async recordFailure(keys: string[]): Promise<void> {
    const at = this.now();
    await this.db(TABLE).insert(keys.map((key) => ({ subject: key, createdAt: new Date(at) })));
    await this.prune(at);
  }

  /** Forgets the failures of `key` (an account, after its owner signed in). */
  async clear(key: string): Promise<void> {
    await this.db(TABLE).where('subject', key).delete();
  }

  async prune(at = this.now()): Promise<number> {
    return this.db(TABLE)
      .where('createdAt', '<=', new Date(at - LOGIN_WINDOW_MS))
      .delete();
  }
}
