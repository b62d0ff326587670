import { describe, expect, it } from 'vitest';
import { enrolmentDetails, matchingStep, newTotpSecret, totpCode } from './totp';

// RFC 6238's SHA-1 test secret ("12345678901234567890") in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it('makes the codes of RFC 6238 (last six digits)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('answers the time step a code belongs to, one step of drift either side, else null', () => {
    const at = 1_700_000_000_000;
    const step = Math.floor(at / 30_000);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, at + 90_000), at)).toBeNull();
    expect(matchingStep(newTotpSecret(), totpCode(RFC_SECRET, at), at)).toBeNull();
  });

  it('makes a new 160-bit secret each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('gives the otpauth address with issuer and account, and its QR code as an SVG data URL', async () => {
    const details = await enrolmentDetails(RFC_SECRET, 'ada@example.org', 'Green Future');
    expect(details.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Green%20Future:ada%40example\.org\?/);
    expect(details.otpauthUrl).toContain(`secret=${RFC_SECRET}`);
    expect(details.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(details.qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
  });
});
