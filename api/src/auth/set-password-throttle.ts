import type { Knex } from 'knex';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey } from '../http/client-key';
import { sqlLimiter } from './sign-in-throttle';

/**
 * Posts of the set-password form one address may make per 15-minute window. A token cannot be
 * guessed (256 random bits), but each post with a valid one hashes a password: the limit keeps
 * one network from spending the server's hashing time, as the sign-in throttle does.
 */
export const SET_PASSWORD_LIMIT = 10;

export interface SetPasswordAttempt {
  allowed: boolean;
  /** When the window ends (allowed is false). */
  retryAt: Date;
}

/** Counts set-password posts per address, in the database like the sign-in throttle. */
export class SetPasswordThrottle {
  readonly #limiter: RateLimiterAbstract;

  constructor(db: Knex) {
    this.#limiter = sqlLimiter(db, 'setPassword', SET_PASSWORD_LIMIT);
  }

  /** Counts one post from `ip`, before its token or password is looked at. */
  async attempt(ip: string): Promise<SetPasswordAttempt> {
    try {
      await this.#limiter.consume(clientKey(ip));
      return { allowed: true, retryAt: new Date(0) };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAt: new Date(Date.now() + rejection.msBeforeNext) };
    }
  }
}
