import { describe, expect, it } from 'vitest';
import { figureRules, goalPercent, goalPercentText, pledgeCountText } from './pledge-figures';

describe('pledge figures', () => {
  it('rounds the share of the goal down and caps it at 100', () => {
    expect(goalPercent(4321, 25_000)).toBe(17);
    expect(goalPercent(7999, 8000)).toBe(99);
    expect(goalPercent(9000, 8000)).toBe(100);
    expect(goalPercent(5, 0)).toBe(0);
  });

  it('says "less than 1" rather than 0 once there are pledges', () => {
    expect(goalPercentText(3, 1000)).toBe('less than 1');
    expect(goalPercentText(0, 1000)).toBe('0');
    expect(goalPercentText(10, 1000)).toBe('1');
  });

  it('writes the count as the pledge texts use it', () => {
    expect(pledgeCountText(12_847)).toBe('12,847+');
  });

  it('hides the total, growth and goal below the threshold, growth without a previous period', () => {
    const settings = { displayThreshold: 50, pledgeGoal: 1000 };
    expect(figureRules({ totalPledges: 49, hasPreviousPeriod: true }, settings)).toEqual({
      total: false,
      growth: false,
      goal: false,
    });
    expect(figureRules({ totalPledges: 50, hasPreviousPeriod: false }, settings)).toEqual({
      total: true,
      growth: false,
      goal: true,
    });
    expect(figureRules({ totalPledges: 0 }, { displayThreshold: 0, pledgeGoal: 0 })).toEqual({
      total: true,
      growth: true,
      goal: false,
    });
  });
});
