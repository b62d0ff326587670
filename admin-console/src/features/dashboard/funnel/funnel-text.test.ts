import { describe, expect, it } from 'vitest';
import { formatChange, formatRate } from './funnel-text';

describe('the funnel texts', () => {
  it('writes rates with their decimal, a dash when there is nothing to divide by', () => {
    expect([formatRate(20), formatRate(66.7), formatRate(0), formatRate(null)]).toEqual([
      '20%',
      '66.7%',
      '0%',
      '–',
    ]);
  });

  it('writes each change with its sign and share of the previous figure', () => {
    expect(formatChange({ delta: 3, percent: 150 })).toBe('+3 (+150%)');
    expect(formatChange({ delta: -2, percent: -50 })).toBe('−2 (−50%)');
    expect(formatChange({ delta: 1200, percent: null })).toBe('+1,200 (none before)');
    expect(formatChange({ delta: 0, percent: 0 })).toBe('±0 (±0%)');
    expect(formatChange({ delta: 0, percent: null })).toBe('±0');
  });
});
