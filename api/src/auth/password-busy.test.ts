import { expect, it } from 'vitest';
import { HASHING_SLOTS, HashingBusyError } from './hashing-slots';
import { hashPassword, prepareDummyHash, setPasswordHashCost, verifyPassword } from './password';

// Its own file: the dummy hash is made once per process, and this test needs the first try.
it('tries the unknown-email hash again after a burst left no hashing slot for it', async () => {
  // What is tested is the queue, not scrypt: cheap hashes keep the burst to milliseconds.
  setPasswordHashCost(10);
  // Every slot busy and the queue full: the first try at the dummy hash is refused.
  const burst = Array.from({ length: HASHING_SLOTS + 64 }, () =>
    hashPassword('a password to hash').catch(() => undefined),
  );
  await expect(prepareDummyHash()).rejects.toBeInstanceOf(HashingBusyError);
  await Promise.all(burst);
  // Once the burst is over, an unknown email is checked as usual instead of failing for good.
  await expect(verifyPassword('any password at all', undefined)).resolves.toBe(false);
});
