import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token';

describe('randomToken', () => {
  it('gives tokens of the asked length, never the same one, across many pool refills', () => {
    const tokens = Array.from({ length: 5000 }, () => randomToken(24));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('uses every byte value (no zeroed or stuck bytes handed out)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      for (const byte of Buffer.from(randomToken(64), 'base64url')) seen.add(byte);
    }
    expect(seen.size).toBe(256);
  });

  it('refuses a token larger than its pool', () => {
    expect(() => randomToken(5000)).toThrow(RangeError);
  });
});
