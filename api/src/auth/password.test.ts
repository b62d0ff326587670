import { describe, expect, it, vi } from 'vitest';
import { passwordHashingSlots } from './hashing-slots';
import {
  hashPassword,
  prepareDummyHash,
  parsePasswordHash,
  setPasswordHashCost,
  verifyPassword,
} from './password';

vi.setConfig({ testTimeout: 30_000 });

/**
 * What checking depends on is tested on cheap hashes (each carries its own cost); the default
 * cost is paid only where it is what is tested.
 */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a 16-byte random salt, stored with the hash', async () => {
    const [first, second] = await Promise.all([
      hashPassword('correct horse battery'),
      hashPassword('correct horse battery'),
    ]);
    expect(first).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second); // a fresh salt each time
    const parsed = parsePasswordHash(first)!;
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.key).toHaveLength(64);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('correct horse battery', CHEAP);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(await verifyPassword('correct horse battery ', hash)).toBe(false);
  });

  it('treats Unicode the same however it was composed', async () => {
    const hash = await hashPassword('pässwörd-12345'.normalize('NFC'), CHEAP);
    expect(await verifyPassword('pässwörd-12345'.normalize('NFD'), hash)).toBe(true);
  });

  it('checks a hash with the parameters stored in it', async () => {
    const cheap = await hashPassword('correct horse battery', { N: 2 ** 14, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$N=16384,r=8,p=1\$/);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
  });

  it('answers false (after the same work) when there is no usable hash', async () => {
    setPasswordHashCost(10);
    try {
      await prepareDummyHash();
      const derivations = vi.spyOn(passwordHashingSlots, 'run');
      expect(await verifyPassword('anything at all', null)).toBe(false);
      expect(await verifyPassword('anything at all', undefined)).toBe(false);
      expect(await verifyPassword('anything at all', 'not-a-hash')).toBe(false);
      // Each ran a derivation against the dummy hash, as a wrong password for an account does.
      expect(derivations).toHaveBeenCalledTimes(3);
      derivations.mockRestore();
    } finally {
      setPasswordHashCost(17);
    }
  });

  it('refuses stored parameters that are out of bounds', () => {
    const salt = Buffer.alloc(16).toString('base64url');
    const key = Buffer.alloc(64).toString('base64url');
    expect(parsePasswordHash(`scrypt$N=16384,r=8,p=1$${salt}$${key}`)).not.toBeNull();
    for (const params of [
      'N=2097152,r=8,p=1',
      'N=1000,r=8,p=1',
      'N=16384,r=64,p=1',
      'N=16384,r=8,p=99',
      'N=16384,r=0,p=1',
    ]) {
      expect(parsePasswordHash(`scrypt$${params}$${salt}$${key}`), params).toBeNull();
    }
    expect(
      parsePasswordHash(`scrypt$N=16384,r=8,p=1$${Buffer.alloc(8).toString('base64url')}$${key}`),
    ).toBeNull();
    expect(parsePasswordHash(`bcrypt$N=16384,r=8,p=1$${salt}$${key}`)).toBeNull();
  });
});

describe('the configured cost (PASSWORD_HASH_COST)', () => {
  it('makes new hashes with N = 2^cost, and still checks hashes made with another cost', async () => {
    const other = await hashPassword('correct horse battery', { N: 2 ** 12, r: 8, p: 1 });
    setPasswordHashCost(10);
    try {
      const cheap = await hashPassword('correct horse battery');
      expect(cheap).toMatch(/^scrypt\$N=1024,r=8,p=1\$/);
      expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
      expect(await verifyPassword('correct horse battery', other)).toBe(true);
      // An unknown account is checked against a dummy of the configured cost.
      expect(await verifyPassword('correct horse battery', null)).toBe(false);
    } finally {
      setPasswordHashCost(17);
    }
    expect(await hashPassword('x')).toMatch(/^scrypt\$N=131072,/);
  });
});
