/**
 * The backoff both outboxes retry by (mail/retry-policy.ts, webhooks/worker.ts): the delay after
 * the `attempts`-th failed attempt (1: the first) doubles from `firstMs` and stops growing at
 * `maxMs`.
 */
export function backoffDelayMs(attempts: number, firstMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(firstMs * 2 ** exponent, maxMs);
}
