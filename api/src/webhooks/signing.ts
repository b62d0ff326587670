import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@campaign/shared';

/**
 * How a webhook is signed (docs/product.md, "Webhooks"): `Webhook-Signature` is `v1=` followed
 * by the lower-case hex HMAC-SHA256 of `${timestamp}.${body}`, keyed with the endpoint's whole
 * secret (`whsec_…`, its UTF-8 bytes), where `timestamp` is `Webhook-Timestamp` (Unix seconds)
 * and `body` the exact bytes posted. The version prefix lets a later scheme be sent beside it.
 */
export const SIGNATURE_VERSION = 'v1';

/** A new signing secret: 256 random bits, recognisable by its prefix. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The first characters of a secret, shown in the console to tell secrets apart. */
export const secretHintOf = (secret: string) => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);

/** `v1=<hex>` for `body` posted at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `${SIGNATURE_VERSION}=${mac}`;
}

/**
 * A receiver's check, as docs/product.md shows it: the signature matches (compared in constant
 * time) and the timestamp is within `toleranceSeconds` of `now`, so a captured request cannot be
 * replayed later. `signatureHeader` may hold several space-separated signatures.
 */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  { now = Date.now(), toleranceSeconds = 300 }: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || !headers.signature) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
