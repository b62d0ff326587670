import type { Knex } from 'knex';
import {
  RateLimiterMySQL,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { dialectOf } from '../db/create-database';
import { clientKey } from '../http/client-key';

/**
 * The sign-in throttle. Every attempt is counted *before* its password is checked, so a burst of
 * concurrent guesses cannot all reach the password check: once a counter is full, the rest are
 * refused without hashing. Three counters, each over a 15-minute window:
 *
 * - address + account: 10 attempts. Guessing one account's password from one network stops here.
 * - address: 30 attempts, whatever the accounts (password spraying from one network).
 * - account: 100 attempts from all addresses together. Much higher than the first on purpose:
 *   an attacker who locks this counter needs 100 attempts per window from many networks, and
 *   one attacker alone locks only their own address, never the real admin signing in elsewhere.
 *
 * A successful sign-in clears its address + account counter and gives back the attempt it took
 * from the other two, so only failures add up. Addresses are IPv4 addresses or IPv6 /64
 * networks (http/client-key.ts). The counters live in the database (rate-limiter-flexible's SQL
 * stores on the `sign_in_limits` table), so every API instance counts the same attempts.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMITS = { addressAndAccount: 10, address: 30, account: 100 } as const;

const TABLE = 'sign_in_limits';

type Scope = keyof typeof SIGN_IN_LIMITS;

export interface SignInAttempt {
  /** False when a counter was already full: refuse without checking the password. */
  allowed: boolean;
  /** When the fullest counter's window ends (allowed is false). */
  retryAt: Date;
  /** Call after the password matched: only failures should count. */
  succeeded(): Promise<void>;
}

/**
 * A counter of `points` attempts per key over the 15-minute window, kept in `sign_in_limits`
 * under its own key prefix (the set-password page counts there too: auth/set-password-throttle.ts).
 */
export function sqlLimiter(db: Knex, keyPrefix: string, points: number): RateLimiterAbstract {
  const options = {
    storeClient: db,
    storeType: 'knex',
    tableName: TABLE,
    tableCreated: true, // by migration 0012
    clearExpiredByTimeout: false, // auth/maintenance.ts purges old rows
    keyPrefix,
    points,
    duration: SIGN_IN_WINDOW_MS / 1000,
  };
  if (dialectOf(db) === 'sqlite') return new RateLimiterSQLite(options);
  const connection = db.client.config.connection as { database: string };
  return new RateLimiterMySQL({ ...options, dbName: connection.database });
}

export class SignInThrottle {
  readonly #limiters: Record<Scope, RateLimiterAbstract>;

  constructor(db: Knex) {
    const limiter = (scope: Scope) => sqlLimiter(db, scope, SIGN_IN_LIMITS[scope]);
    this.#limiters = {
      addressAndAccount: limiter('addressAndAccount'),
      address: limiter('address'),
      account: limiter('account'),
    };
  }

  /**
   * Counts one attempt from `ip` for `email` (null when the form held no valid email: only the
   * address counts). Database errors propagate: no counting, no sign-in.
   */
  async attempt(ip: string, email: string | null): Promise<SignInAttempt> {
    const address = clientKey(ip);
    const keys: [Scope, string][] = email
      ? [
          ['addressAndAccount', `${address}|${email}`],
          ['address', address],
          ['account', email],
        ]
      : [['address', address]];
    let refusedUntil = 0;
    const counted: [Scope, string][] = [];
    for (const [scope, key] of keys) {
      try {
        await this.#limiters[scope].consume(key);
        counted.push([scope, key]);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        refusedUntil = Math.max(refusedUntil, Date.now() + rejection.msBeforeNext);
      }
    }
    return {
      allowed: refusedUntil === 0,
      retryAt: new Date(refusedUntil),
      succeeded: async () => {
        for (const [scope, key] of counted) {
          if (scope === 'addressAndAccount') await this.#limiters[scope].delete(key);
          else await this.#limiters[scope].reward(key);
        }
      },
    };
  }

  /**
   * Gives back the password's attempt of a sign-in finished by its second step (routes/auth.ts):
   * that attempt stays counted until the code is right, so guesses alternating passwords and
   * codes never clear a counter, and only failures add up.
   */
  async forgivePassword(ip: string, email: string): Promise<void> {
    const address = clientKey(ip);
    await this.#limiters.addressAndAccount.delete(`${address}|${email}`);
    await this.#limiters.address.reward(address);
    await this.#limiters.account.reward(email);
  }
}

/** Deletes sign-in counters whose window ended (auth/maintenance.ts); returns how many. */
export function pruneSignInCounters(db: Knex, now = Date.now()): Promise<number> {
  return db(TABLE).where('expire', '<', now).delete();
}
