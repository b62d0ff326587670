import type { Knex } from 'knex';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey } from '../http/client-key';
import { sqlLimiter } from './sign-in-throttle';

/**
 * Limits on "Forgot your password?", each over the sign-in throttle's 15-minute window and kept
 * in the same database table, so every API instance counts the same requests:
 *
 * - network: 10 requests from one address (IPv4, or IPv6 /64), whatever the email entered. Over
 *   it, the page says to wait: that tells nothing about any account.
 * - address: 3 links to one email address, from all networks together. Over it, the answer stays
 *   the same and nothing is sent, so nobody can fill a person's inbox with our mail, nor learn
 *   from a different answer that the address has an account.
 */
export const FORGOT_PASSWORD_LIMITS = { network: 10, email: 3 } as const;

export type ForgotPasswordAttempt =
  | {
      allowed: true;
      /** False once the email's own limit is reached: answer, send nothing. */ send: boolean;
    }
  | { allowed: false; retryAt: Date };

export class ForgotPasswordThrottle {
  readonly #network: RateLimiterAbstract;
  readonly #email: RateLimiterAbstract;

  constructor(db: Knex) {
    this.#network = sqlLimiter(db, 'forgotPasswordNetwork', FORGOT_PASSWORD_LIMITS.network);
    this.#email = sqlLimiter(db, 'forgotPasswordEmail', FORGOT_PASSWORD_LIMITS.email);
  }

  /**
   * Counts one request from `ip` (before anything is looked up), then, for a well-formed
   * address, one link to `email` (as the form schema lower-cased it; null: the form held none).
   * Database errors propagate.
   */
  async attempt(ip: string, email: string | null): Promise<ForgotPasswordAttempt> {
    try {
      await this.#network.consume(clientKey(ip));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAt: new Date(Date.now() + rejection.msBeforeNext) };
    }
    if (email === null) return { allowed: true, send: false };
    try {
      await this.#email.consume(email);
      return { allowed: true, send: true };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: true, send: false };
    }
  }
}
