import { describe, expect, it } from 'vitest';
import { webhookRetryDelayMs } from '../webhooks/worker';
import { backoffDelayMs } from './backoff';

describe('backoffDelayMs', () => {
  it('doubles from the first delay and stops growing at the cap', () => {
    const seconds = [1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, 1000, 10_000) / 1000);
    expect(seconds).toEqual([1, 2, 4, 8, 10]);
    // Never below the first delay, never a huge exponent.
    expect(backoffDelayMs(0, 1000, 10_000)).toBe(1000);
    expect(backoffDelayMs(10_000, 1000, 10_000)).toBe(10_000);
  });

  it('gives webhooks 30 s doubling to an hour: twelve attempts span about five hours', () => {
    const minutes = [1, 2, 3, 7, 8, 11].map((n) => webhookRetryDelayMs(n) / 60_000);
    expect(minutes).toEqual([0.5, 1, 2, 32, 60, 60]);
    let total = 0;
    for (let attempts = 1; attempts < 12; attempts++) total += webhookRetryDelayMs(attempts);
    expect(total / 3_600_000).toBeCloseTo(5.06, 1);
  });
});
