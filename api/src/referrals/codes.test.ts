import { describe, expect, it } from 'vitest';
import { SHARE_CODE_PATTERN } from '@campaign/shared';
import { newReferralPageToken, newShareCode, referralPageTokenHash } from './codes';

describe('share codes and page tokens', () => {
  it('makes share codes the attribution contract accepts, all different', () => {
    const codes = Array.from({ length: 1000 }, newShareCode);
    for (const code of codes) expect(code).toMatch(SHARE_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('makes long random page tokens and keeps only a digest of them', () => {
    const token = newReferralPageToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newReferralPageToken()).not.toBe(token);
    expect(referralPageTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(referralPageTokenHash(token)).not.toContain(token);
  });
});
