import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashLinkToken, isWellFormedToken, newLinkToken, passwordLinkUrl } from './password-links';

describe('link tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = Array.from({ length: 50 }, newLinkToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isWellFormedToken(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are stored as their SHA-256 in hex, never as themselves', () => {
    const token = newLinkToken();
    const hash = hashLinkToken(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it('refuses anything else before it reaches the database', () => {
    const token = newLinkToken();
    for (const value of [
      undefined,
      null,
      42,
      [token],
      '',
      token.slice(1),
      `${token}A`,
      `${token.slice(1)}=`,
      `${token.slice(1)}+`,
      `${token.slice(2)}%41`,
      `${token.slice(1)}\n`,
    ]) {
      expect(isWellFormedToken(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('passwordLinkUrl', () => {
  it('points at the set-password page on the public origin', () => {
    expect(passwordLinkUrl('https://nitratefree.org', 'abc_-XYZ')).toBe(
      'https://nitratefree.org/api/set-password?token=abc_-XYZ',
    );
  });
});
