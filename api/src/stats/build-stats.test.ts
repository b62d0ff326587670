import { describe, expect, it } from 'vitest';
import { buildStats } from './build-stats';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('buildStats', () => {
  it('answers zeros and an empty series when nobody has pledged', () => {
    expect(buildStats(new Map(), 2_500_000, NOW)).toEqual({
      totalPledges: 0,
      growthRate: 0,
      socialReach: 2_500_000,
      yearOverYearData: [],
    });
  });

  it('totals every year and lists the years with pledges oldest first', () => {
    const stats = buildStats(
      new Map([
        [2026, 6],
        [2024, 2],
        [2025, 4],
        [2023, 0],
      ]),
      10,
      NOW,
    );
    expect(stats.totalPledges).toBe(12);
    expect(stats.yearOverYearData).toEqual([
      { year: 2024, pledges: 2 },
      { year: 2025, pledges: 4 },
      { year: 2026, pledges: 6 },
    ]);
  });

  it('gives growth as a whole percentage of last year, rounded', () => {
    expect(
      buildStats(
        new Map([
          [2025, 4],
          [2026, 6],
        ]),
        0,
        NOW,
      ).growthRate,
    ).toBe(50);
    expect(
      buildStats(
        new Map([
          [2025, 3],
          [2026, 4],
        ]),
        0,
        NOW,
      ).growthRate,
    ).toBe(33);
    expect(
      buildStats(
        new Map([
          [2025, 3],
          [2026, 5],
        ]),
        0,
        NOW,
      ).growthRate,
    ).toBe(67);
    expect(
      buildStats(
        new Map([
          [2025, 4],
          [2026, 1],
        ]),
        0,
        NOW,
      ).growthRate,
    ).toBe(-75);
    expect(buildStats(new Map([[2025, 4]]), 0, NOW).growthRate).toBe(-100);
  });

  it('reports 0 growth when last year had no pledges', () => {
    expect(buildStats(new Map([[2026, 9]]), 0, NOW).growthRate).toBe(0);
    expect(
      buildStats(
        new Map([
          [2024, 5],
          [2026, 9],
        ]),
        0,
        NOW,
      ).growthRate,
    ).toBe(0);
  });

  it('takes the calendar year in UTC', () => {
    const newYearUtc = new Date('2026-01-01T00:30:00Z');
    expect(
      buildStats(
        new Map([
          [2025, 1],
          [2026, 2],
        ]),
        0,
        newYearUtc,
      ).growthRate,
    ).toBe(100);
  });
});
