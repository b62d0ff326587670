import { createHash, randomBytes } from 'node:crypto';

/** The UTC day of `date`, written YYYY-MM-DD: the day figures are counted on. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

export interface VisitorHashOptions {
  now?: () => Date;
  /** Where the salt comes from; crypto's random bytes unless a test gives its own. */
  random?: (size: number) => Buffer;
}

/**
 * Tells visitors apart for one UTC day without knowing who they are, the way Plausible does:
 * a hash of the client address and user agent with a salt drawn at random for each day. The
 * salt lives in this closure only (never stored, logged or shared) and is replaced when the day
 * changes, so yesterday's hashes cannot be recomputed, and the same visitor tomorrow is a new
 * hash. Answers the day and the hash (the first 16 bytes of SHA-256, in base64).
 */
export function visitorHasher({
  now = () => new Date(),
  random = randomBytes,
}: VisitorHashOptions = {}) {
  let saltDay = '';
  let salt: Buffer = Buffer.alloc(0);
  return (address: string, userAgent: string): { day: string; hash: string } => {
    const day = utcDay(now());
    if (day !== saltDay) {
      salt = random(32);
      saltDay = day;
    }
    const hash = createHash('sha256')
      .update(salt)
      .update(address)
      .update('\n')
      .update(userAgent)
      .digest()
      .subarray(0, 16)
      .toString('base64');
    return { day, hash };
  };
}
export type VisitorHasher = ReturnType<typeof visitorHasher>;
