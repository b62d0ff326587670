import { createHash, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../crypto/random-token';

/**
 * A pledger's share code: 9 random bytes (72 bits), 12 URL-safe characters. Public (it is in the
 * pledger's link), random so that nobody can guess another pledger's code or tell anything
 * about them from it; never derived from the email.
 */
export const newShareCode = (): string => randomToken(9);

/**
 * The secret of a pledger's private referrals page: 24 random bytes (192 bits). Only its
 * SHA-256 is stored, so the pledges table alone opens no page; the secret itself is only in the
 * welcome email.
 */
export const newReferralPageSecret = (): string => randomToken(24);

/** What the pledges table keeps of a page secret. */
export const referralPageSecretHash = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/**
 * The page token the welcome email carries: the (public) share code, then the secret. The code
 * finds the pledge through the share code's own index, so the secret's digest needs no index
 * of its own: one index fewer to update on every pledge.
 */
export const referralPageToken = (shareCode: string, secret: string): string =>
  `${shareCode}.${secret}`;

const TOKEN = /^([A-Za-z0-9_-]{8,40})\.([A-Za-z0-9_-]{20,100})$/;

/** A token's share code and secret, or null for anything that is not shaped like one. */
export function splitReferralPageToken(
  token: unknown,
): { shareCode: string; secret: string } | null {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  return match ? { shareCode: match[1]!, secret: match[2]! } : null;
}

/** Whether `secret` is the one whose digest was stored, compared in constant time. */
export function secretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(referralPageSecretHash(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
