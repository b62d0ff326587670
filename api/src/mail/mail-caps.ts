import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import type { RateLimitBackend } from '../http/rate-limit';
import { mailboxDomain, normaliseMailbox } from './normalise-mailbox';
import type { EmailKind } from './outbox';

/**
 * Caps on the mail the visitor forms make the site send, so that nobody can turn it on a third
 * party's inbox (docs/decisions/036-outgoing-mail-caps.md):
 *
 * - One pledge welcome and one newsletter confirmation per mailbox per window, whatever
 *   spelling of the address was used (normalise-mailbox.ts). Held by the database: such an
 *   outbox row carries `mailboxWindowKey`, unique, so a second one for the same mailbox, kind
 *   and window is refused by the insert itself, on every API instance alike.
 * - Hourly caps on that mail (to addresses nobody has confirmed), per recipient domain and in
 *   all. Counted with the rate limits' store (http/rate-limit.ts): shared by every instance with
 *   REDIS_URL, else per instance. Beyond them a form is refused with a polite "try again later"
 *   before anything is stored.
 */

/** The windows a mailbox cap counts in: fixed, so the key of one is known without a read. */
function windowStart(now: Date, windowMs: number): number {
  return Math.floor(now.getTime() / windowMs);
}

const HOUR_MS = 3_600_000;
/** The key of the cap on all unconfirmed mail. */
const ALL = 'all';

/** Why an unconfirmed email is being sent: the refusal says what was not taken. */
export type UnconfirmedMailReason = 'pledge' | 'newsletter';

const REFUSALS: Record<UnconfirmedMailReason, string> = {
  pledge:
    'So many people are pledging right now that we cannot send any more welcome emails this ' +
    'hour, so your pledge was not saved yet. Please try again a little later.',
  newsletter:
    'So many people are signing up right now that we cannot send any more confirmation ' +
    'emails this hour. Please try again a little later.',
};

/** A second newsletter sign-up for one mailbox within the window. */
export const CONFIRMATION_ALREADY_SENT =
  'We already sent a confirmation email to this address a short while ago. Please check your ' +
  'inbox (and spam folder) for it, or try again later.';

export interface MailCaps {
  /**
   * The `mailboxWindowKey` of an email of `kind` to `address` queued at `now`: equal for every
   * spelling of one mailbox within one window. Null when the mailbox cap is off.
   */
  windowKey(kind: EmailKind, address: string, now: Date): string | null;
  /**
   * Counts one email to an unconfirmed `address` against the hourly caps, or refuses the form
   * (503 with Retry-After and a message saying what to do) when a cap is full. Resolves with a
   * function that gives the count back, for when the email turns out not to be queued after all
   * (a repeat pledge, a mailbox that had its email this window): only mail sent uses the caps up.
   */
  countUnconfirmed(address: string, reason: UnconfirmedMailReason): Promise<() => Promise<void>>;
  /**
   * The refusal of a newsletter sign-up whose mailbox had its confirmation in the window of
   * `now`: 429, with Retry-After at the window's end.
   */
  confirmationAlreadySent(now: Date): HttpError;
  /** Contact notifications sent one by one per hour; the rest wait for a digest (0: no cap). */
  contactNotifyHourlyCap: number;
}

type CapSettings = Pick<
  Config,
  | 'MAIL_MAILBOX_WINDOW_MINUTES'
  | 'MAIL_DOMAIN_HOURLY_CAP'
  | 'MAIL_UNCONFIRMED_HOURLY_CAP'
  | 'CONTACT_NOTIFY_HOURLY_CAP'
>;

export function mailCaps(config: CapSettings, backend: RateLimitBackend): MailCaps {
  const windowMs = config.MAIL_MAILBOX_WINDOW_MINUTES * 60_000;
  const hourly = (name: string, cap: number) =>
    cap > 0 ? backend.limiter(name, cap, HOUR_MS) : null;
  const perDomain = hourly('mail-domain', config.MAIL_DOMAIN_HOURLY_CAP);
  const inAll = hourly('mail-unconfirmed', config.MAIL_UNCONFIRMED_HOURLY_CAP);

  return {
    windowKey(kind, address, now) {
      if (windowMs === 0) return null;
      const key = `${kind}\n${normaliseMailbox(address)}\n${windowStart(now, windowMs)}`;
      // 128 bits of the hash in 22 characters: collisions are out of reach, and a short key
      // keeps the unique index small (SQLite maintains it on the pledge path's thread).
      return createHash('sha256').update(key).digest('base64url').slice(0, 22);
    },

    async countUnconfirmed(address, reason) {
      const domain = mailboxDomain(normaliseMailbox(address));
      await consumeOrRefuse(perDomain, domain, reason);
      try {
        await consumeOrRefuse(inAll, ALL, reason);
      } catch (error) {
        await giveBack(perDomain, domain);
        throw error;
      }
      return async () => {
        await Promise.all([giveBack(perDomain, domain), giveBack(inAll, ALL)]);
      };
    },

    confirmationAlreadySent(now) {
      const left = windowMs > 0 ? windowMs - (now.getTime() % windowMs) : 0;
      const seconds = Math.max(1, Math.ceil(left / 1000));
      return new HttpError(429, CONFIRMATION_ALREADY_SENT, undefined, {
        'Retry-After': String(seconds),
      });
    },

    contactNotifyHourlyCap: config.CONTACT_NOTIFY_HOURLY_CAP,
  };
}

async function consumeOrRefuse(
  limiter: RateLimiterAbstract | null,
  key: string,
  reason: UnconfirmedMailReason,
): Promise<void> {
  if (!limiter) return;
  try {
    await limiter.consume(key);
  } catch (rejection) {
    // Only a store without insurance fails otherwise: then, as the rate limits do, mail passes
    // (the mailbox cap, held by the database, still holds).
    if (!(rejection instanceof RateLimiterRes)) return;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new HttpError(503, REFUSALS[reason], undefined, { 'Retry-After': String(seconds) });
  }
}

/** Gives one count back to `key`; a store that cannot answer keeps it (the cap errs safe). */
async function giveBack(limiter: RateLimiterAbstract | null, key: string): Promise<void> {
  await limiter?.reward(key, 1).catch(() => undefined);
}
