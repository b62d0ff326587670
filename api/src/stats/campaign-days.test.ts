import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PERIOD_MAX_DAYS } from '@campaign/shared';
import { campaignDayBounds } from './campaign-days';

const iso = (bounds: Date[]) => bounds.map((bound) => bound.toISOString());

describe('campaignDayBounds', () => {
  it('gives each day’s UTC start and the start of the day after the last', () => {
    expect(iso(campaignDayBounds({ start: '2026-11-29', end: '2026-12-01' }))).toEqual([
      '2026-11-29T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2026-12-02T00:00:00.000Z',
    ]);
  });

  it('covers a one-day period and November as 30 days', () => {
    expect(campaignDayBounds({ start: '2026-02-28', end: '2026-02-28' })).toHaveLength(2);
    expect(campaignDayBounds({ start: '2026-11-01', end: '2026-11-30' })).toHaveLength(31);
  });

  it('keeps whole days across a leap day', () => {
    const bounds = campaignDayBounds({ start: '2028-02-28', end: '2028-03-01' });
    expect(iso(bounds).map((bound) => bound.slice(0, 10))).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
    ]);
  });

  it('stops at the longest period allowed and gives nothing for a period that does not hold', () => {
    const long = campaignDayBounds({ start: '2020-01-01', end: '2026-12-31' });
    expect(long).toHaveLength(CAMPAIGN_PERIOD_MAX_DAYS + 1);
    expect(long[0]!.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(campaignDayBounds({ start: '2026-11-30', end: '2026-11-01' })).toEqual([]);
    expect(campaignDayBounds({ start: '', end: '' })).toEqual([]);
  });
});
