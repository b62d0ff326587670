import { describe, expect, it } from 'vitest';
import { dayBounds, monthBounds, startOfUtcDay, utcDate, utcMonth } from './dashboard-series';

describe('dashboard series', () => {
  it('lists the last days oldest first, today included, each ending where the next begins', () => {
    const bounds = dayBounds(new Date('2026-03-02T23:59:59.999Z'), 3);
    expect(bounds.map((d) => d.toISOString())).toEqual([
      '2026-02-28T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
      '2026-03-03T00:00:00.000Z',
    ]);
    expect(bounds.slice(0, -1).map(utcDate)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('starts a day at midnight UTC', () => {
    expect(startOfUtcDay(new Date('2026-11-23T00:00:00.000Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(startOfUtcDay(new Date('2026-11-23T23:59:59.999Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('lists every month from the first one to this one, across years', () => {
    const bounds = monthBounds(
      new Date('2025-11-30T23:59:59.999Z'),
      new Date('2026-02-01T00:00:00.000Z'),
    );
    expect(bounds.map((d) => d.toISOString())).toEqual([
      '2025-11-01T00:00:00.000Z',
      '2025-12-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(bounds.slice(0, -1).map(utcMonth)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('has no months without a first one, or with one in the future', () => {
    const now = new Date('2026-02-10T00:00:00Z');
    expect(monthBounds(null, now)).toEqual([]);
    expect(monthBounds(new Date('2026-02-10T00:00:01Z'), now)).toEqual([]);
    expect(monthBounds(now, now).map(utcMonth)).toEqual(['2026-02', '2026-03']);
  });
});
