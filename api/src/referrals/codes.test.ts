import { describe, expect, it } from 'vitest';
import { SHARE_CODE_PATTERN } from '@campaign/shared';
import {
  newReferralPageSecret,
  newShareCode,
  referralPageSecretHash,
  referralPageToken,
  secretMatches,
  splitReferralPageToken,
} from './codes';

describe('share codes and page tokens', () => {
  it('makes share codes the attribution contract accepts, all different', () => {
    const codes = Array.from({ length: 1000 }, newShareCode);
    for (const code of codes) expect(code).toMatch(SHARE_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('makes long random page secrets and keeps only a digest of them', () => {
    const secret = newReferralPageSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newReferralPageSecret()).not.toBe(secret);
    expect(referralPageSecretHash(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(referralPageSecretHash(secret)).not.toContain(secret);
  });

  it('reads back the share code and secret of a token, and nothing from other shapes', () => {
    const shareCode = newShareCode();
    const secret = newReferralPageSecret();
    expect(splitReferralPageToken(referralPageToken(shareCode, secret))).toEqual({
      shareCode,
      secret,
    });
    for (const bad of [secret, `${shareCode}.`, `.${secret}`, `${shareCode}.${secret}.x`, 42, null])
      expect(splitReferralPageToken(bad)).toBeNull();
  });

  it('accepts only the secret whose digest was stored', () => {
    const secret = newReferralPageSecret();
    const stored = referralPageSecretHash(secret);
    expect(secretMatches(secret, stored)).toBe(true);
    expect(secretMatches(newReferralPageSecret(), stored)).toBe(false);
    expect(secretMatches(secret, null)).toBe(false);
    expect(secretMatches(secret, 'abc')).toBe(false);
  });
});
