import { createHash, randomBytes } from 'node:crypto';

/**
 * A pledger's share code: 9 random bytes (72 bits), 12 URL-safe characters. Public (it is in the
 * pledger's link), random so that nobody can guess another pledger's code or tell anything
 * about them from it; never derived from the email.
 */
export const newShareCode = (): string => randomBytes(9).toString('base64url');

/**
 * The secret of a pledger's private referrals page: 24 random bytes (192 bits). Only its
 * SHA-256 is stored, so the pledges table alone opens no page; the token itself is in the
 * welcome email.
 */
export const newReferralPageToken = (): string => randomBytes(24).toString('base64url');

/** What the pledges table keeps of a page token. */
export const referralPageTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
