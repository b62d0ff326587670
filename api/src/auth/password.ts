import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashingSlots } from './hashing-slots';

/**
 * Password hashing with scrypt from node:crypto. The parameters are stored with each hash
 * (`scrypt$N=131072,r=8,p=1$<salt>$<key>`, base64url), so they can be raised later without
 * breaking existing accounts: a hash is always checked with the parameters it was made with.
 */

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** N=2^17, r=8, p=1: about 128 MiB and a few hundred milliseconds per hash. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/** What new hashes (and the dummy hash) are made with: SCRYPT_PARAMS unless configured. */
let currentParams: ScryptParams = SCRYPT_PARAMS;

/**
 * Sets the cost of new hashes to N = 2^logN (PASSWORD_HASH_COST), for the whole process: one
 * process hashes with one cost. Existing hashes keep working, each checked with its own
 * parameters. Test suites use a low cost so creating accounts takes milliseconds.
 */
export function setPasswordHashCost(logN: number): void {
  if (currentParams.N === 2 ** logN) return;
  currentParams = { ...SCRYPT_PARAMS, N: 2 ** logN };
  dummyHash = undefined;
}
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

// Bounds for parameters read back from the database, so a tampered row cannot make one sign-in
// allocate gigabytes or spin for minutes.
const MAX_LOG_N = 20;
const MAX_R = 32;
const MAX_P = 16;

/** scrypt needs 128·N·r bytes; Node refuses anything over `maxmem` (32 MiB by default). */
function maxmemFor({ N, r, p }: ScryptParams): number {
  return 128 * N * r + 128 * r * p + 64 * 1024 * 1024;
}

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  params: ScryptParams,
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: maxmemFor(params) };
  // Through the process's hashing slots: a burst of sign-ins cannot take every core and thread.
  return passwordHashingSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(
  password: string,
  params: ScryptParams = currentParams,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  const { N, r, p } = params;
  return `${PREFIX}$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** Reads a stored hash; null when it is not one this code made (or is out of bounds). */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1]!);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isPowerOfTwo(N) || N > 2 ** MAX_LOG_N) return null;
  if (r < 1 || r > MAX_R || p < 1 || p > MAX_P) return null;
  const salt = Buffer.from(parts[2]!, 'base64url');
  const key = Buffer.from(parts[3]!, 'base64url');
  if (salt.length < SALT_BYTES || key.length < 32 || key.length > 128) return null;
  return { params: { N, r, p }, salt, key };
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, made once per process: checking a password against it costs
 * the same as against a real account, so an unknown email answers as slowly as a wrong password.
 */
function dummy(): Promise<string> {
  // A failed attempt (no hashing slot came free) is forgotten, so the next call tries again.
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/**
 * True when `password` matches `stored`, compared in constant time. With no stored hash (unknown
 * email, or an account without a password) a dummy hash is checked and the answer is false.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parsed = stored ? parsePasswordHash(stored) : null;
  const target = parsed ?? parsePasswordHash(await dummy())!;
  const key = await derive(password, target.salt, target.key.length, target.params);
  return timingSafeEqual(key, target.key) && parsed !== null;
}

/** Warms the dummy hash up, so the first unknown-email sign-in is not the one that pays for it. */
export function prepareDummyHash(): Promise<unknown> {
  return dummy();
}
