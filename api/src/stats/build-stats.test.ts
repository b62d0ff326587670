import { describe, expect, it } from 'vitest';
import { buildStats } from './build-stats';

const NOW = new Date('2026-06-15T12:00:00Z');

/** The figures from pledges per year (and optionally per campaign day). */
function statsOf(
  years: [number, number][],
  { socialReach = 0, days = [] as [string, number][], now = NOW } = {},
) {
  return buildStats(
    { pledgesByYear: new Map(years), pledgesByDay: new Map(days), socialReach },
    now,
  );
}

describe('buildStats', () => {
  it('answers zeros, empty series and no previous period when nobody has pledged', () => {
    expect(statsOf([], { socialReach: 2_500_000 })).toEqual({
      totalPledges: 0,
      growthRate: 0,
      socialReach: 2_500_000,
      yearOverYearData: [],
      hasPreviousPeriod: false,
      dailyData: [],
    });
  });

  it('totals every year and lists the years with pledges oldest first', () => {
    const stats = statsOf([
      [2026, 6],
      [2024, 2],
      [2025, 4],
      [2023, 0],
    ]);
    expect(stats.totalPledges).toBe(12);
    expect(stats.yearOverYearData).toEqual([
      { year: 2024, pledges: 2 },
      { year: 2025, pledges: 4 },
      { year: 2026, pledges: 6 },
    ]);
  });

  it('gives growth as a whole percentage of last year, rounded', () => {
    const growth = (previous: number, current: number) =>
      statsOf([
        [2025, previous],
        [2026, current],
      ]).growthRate;
    expect(growth(4, 6)).toBe(50);
    expect(growth(3, 4)).toBe(33);
    expect(growth(3, 5)).toBe(67);
    expect(growth(4, 1)).toBe(-75);
    expect(statsOf([[2025, 4]]).growthRate).toBe(-100);
  });

  it('has a previous period only when last year had pledges, and then reports growth', () => {
    expect(statsOf([[2026, 9]])).toMatchObject({ growthRate: 0, hasPreviousPeriod: false });
    // Pledges two years ago are not last year's: still nothing to grow from.
    expect(
      statsOf([
        [2024, 5],
        [2026, 9],
      ]),
    ).toMatchObject({ growthRate: 0, hasPreviousPeriod: false });
    expect(statsOf([[2025, 0]])).toMatchObject({ hasPreviousPeriod: false });
    expect(
      statsOf([
        [2025, 3],
        [2026, 3],
      ]),
    ).toMatchObject({ growthRate: 0, hasPreviousPeriod: true });
  });

  it('takes the calendar year in UTC', () => {
    const newYearUtc = new Date('2026-01-01T00:30:00Z');
    const stats = statsOf(
      [
        [2025, 1],
        [2026, 2],
      ],
      { now: newYearUtc },
    );
    expect(stats).toMatchObject({ growthRate: 100, hasPreviousPeriod: true });
  });

  it('lists every campaign day in order, zero days included', () => {
    const days: [string, number][] = [
      ['2026-11-01', 0],
      ['2026-11-02', 3],
      ['2026-11-03', 0],
    ];
    expect(statsOf([[2026, 3]], { days }).dailyData).toEqual([
      { date: '2026-11-01', pledges: 0 },
      { date: '2026-11-02', pledges: 3 },
      { date: '2026-11-03', pledges: 0 },
    ]);
  });
});
