import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app makes them: SHA-1, 6 digits,
 * a new code every 30 seconds. The otpauth library does the arithmetic; this module only fixes
 * the parameters and answers which time step a code belongs to, so a code can be used once.
 */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step either side are accepted too: phone clocks drift. */
const DRIFT_STEPS = 1;

function totpOf(secret: string, label = 'account', issuer = 'Console'): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The code for `secret` at time `now` (epoch ms): what the person's app shows. */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** The time step `code` was made for (within the drift allowed), or null when it matches none. */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** What the enrolment screen shows: the otpauth:// address and its QR code as an SVG data URL. */
export async function enrolmentDetails(
  secret: string,
  accountEmail: string,
  siteName: string,
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpOf(secret, accountEmail, siteName).toString();
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
