import { randomFillSync } from 'node:crypto';

/** Bytes drawn from the system's generator at a time. */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

/**
 * `bytes` random bytes (at most POOL_BYTES) from the system's cryptographic generator, as
 * base64url: a token. Each call to the generator costs far more than the bytes it gives, and a
 * pledge makes three tokens, so they are drawn from a pool filled 4 KB at a time (as Node's own
 * `randomUUID` does). Each byte is handed out once and zeroed as it is.
 */
export function randomToken(bytes: number): string {
  if (bytes > POOL_BYTES) throw new RangeError(`a token of at most ${POOL_BYTES} bytes`);
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  pool.fill(0, used, used + bytes);
  used += bytes;
  return token;
}
