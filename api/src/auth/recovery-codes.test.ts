import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCode,
  normaliseRecoveryCode,
} from './recovery-codes';

describe('recovery codes', () => {
  it('are ten letters and digits without look-alikes, written in two groups', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('compare however they were typed: case, spaces and dashes do not matter', () => {
    expect(normaliseRecoveryCode(' ABCDE fghjk ')).toBe('abcdefghjk');
    expect(hashRecoveryCode('ABCDE-FGHJK')).toBe(hashRecoveryCode('abcdefghjk'));
    expect(hashRecoveryCode('abcde-fghjk')).not.toBe(hashRecoveryCode('abcde-fghjm'));
    expect(hashRecoveryCode('abcde-fghjk')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are told apart from an app’s 6-digit code by their length', () => {
    expect(looksLikeRecoveryCode('abcde-fghjk')).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('123 456')).toBe(false);
  });
});
