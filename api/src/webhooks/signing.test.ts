import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, secretHintOf, signWebhook, verifyWebhook } from './signing';

const SECRET = 'whsec_test-secret';
const BODY =
  '{"id":"evt_1","type":"pledge.created","createdAt":"2026-11-29T12:00:00.000Z","data":{}}';

describe('webhook signatures', () => {
  it('is v1= and the hex HMAC-SHA256 of "timestamp.body" keyed with the whole secret', () => {
    const expected = createHmac('sha256', SECRET).update(`1764417600.${BODY}`).digest('hex');
    expect(signWebhook(SECRET, 1764417600, BODY)).toBe(`v1=${expected}`);
    // A known answer, so the documented example can be checked against it.
    expect(signWebhook('whsec_example', 1700000000, '{}')).toBe(
      `v1=${createHmac('sha256', 'whsec_example').update('1700000000.{}').digest('hex')}`,
    );
  });

  it('verifies its own signature and refuses a changed body, secret, time or stale request', () => {
    const now = 1764417600_000;
    const timestamp = now / 1000;
    const signature = signWebhook(SECRET, timestamp, BODY);
    const headers = { timestamp: String(timestamp), signature };
    expect(verifyWebhook(SECRET, headers, BODY, { now })).toBe(true);
    expect(verifyWebhook(SECRET, headers, `${BODY} `, { now })).toBe(false);
    expect(verifyWebhook('whsec_other', headers, BODY, { now })).toBe(false);
    expect(
      verifyWebhook(SECRET, { ...headers, timestamp: String(timestamp + 1) }, BODY, { now }),
    ).toBe(false);
    expect(verifyWebhook(SECRET, headers, BODY, { now: now + 301_000 })).toBe(false);
    expect(verifyWebhook(SECRET, { ...headers, signature: undefined }, BODY, { now })).toBe(false);
    // Several signatures (a scheme added beside v1): any that matches will do.
    expect(
      verifyWebhook(SECRET, { ...headers, signature: `v2=abc ${signature}` }, BODY, { now }),
    ).toBe(true);
  });

  it('makes 256-bit secrets with a prefix and a short hint', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(secretHintOf(secret)).toBe(secret.slice(0, 10));
  });
});
