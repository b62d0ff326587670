import { afterEach, describe, expect, it } from 'vitest';
import {
  countWords,
  formatLongDate,
  formatMediumDate,
  formatNumber,
  formatShortDate,
  initials,
  readingTimeMinutes,
} from './format';

describe('date formats', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('formats ISO strings in the short, medium and long styles', () => {
    const iso = '2024-01-05T00:00:00.000Z';
    expect(formatShortDate(iso)).toBe('Jan 5');
    expect(formatMediumDate(iso)).toBe('Jan 5, 2024');
    expect(formatLongDate(iso)).toBe('January 5, 2024');
  });

  it('reads the calendar date in UTC, whatever the local zone', () => {
    // Midnight UTC is still the 4th in New York and already late on the 5th in Auckland.
    for (const tz of ['America/New_York', 'Pacific/Auckland', 'UTC']) {
      process.env.TZ = tz;
      expect(formatMediumDate('2024-01-05T00:00:00.000Z')).toBe('Jan 5, 2024');
      expect(formatLongDate('2024-01-05')).toBe('January 5, 2024');
    }
  });

  it('reads a date-time written without a zone as UTC', () => {
    // Late evening of the 5th in UTC; read in New York's zone it would already be the 6th.
    for (const tz of ['America/New_York', 'Pacific/Auckland', 'UTC']) {
      process.env.TZ = tz;
      expect(formatMediumDate('2024-01-05 23:30:00')).toBe('Jan 5, 2024');
      expect(formatShortDate('2024-01-05T23:30')).toBe('Jan 5');
    }
  });

  it('spells every month as Intl does in English', () => {
    for (let month = 0; month < 12; month++) {
      const date = Date.UTC(2025, month, 28, 23, 59);
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
      expect(formatShortDate(date)).toBe(intl({ month: 'short', day: 'numeric' }));
      expect(formatMediumDate(date)).toBe(
        intl({ month: 'short', day: 'numeric', year: 'numeric' }),
      );
      expect(formatLongDate(date)).toBe(intl({ month: 'long', day: 'numeric', year: 'numeric' }));
    }
  });

  it('accepts Dates and epoch milliseconds', () => {
    expect(formatMediumDate(new Date('2023-11-30T23:59:59Z'))).toBe('Nov 30, 2023');
    expect(formatShortDate(Date.UTC(2024, 10, 1))).toBe('Nov 1');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatShortDate('not a date')).toBe('');
    expect(formatLongDate('')).toBe('');
  });
});

describe('readingTimeMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('divides the word count by 200 and rounds up', () => {
    expect(readingTimeMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingTimeMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingTimeMinutes(`<p>${words(1000)}</p>`)).toBe(5);
  });

  it('is at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes('<p></p>')).toBe(1);
  });

  it('counts visible words only', () => {
    expect(
      countWords('<h2 class="title">Cured&nbsp;meats</h2><p>contain <em>added</em> nitrite.</p>'),
    ).toBe(5);
    expect(
      countWords('<p>one</p><script>var a = "two three";</script><style>p { color: red }</style>'),
    ).toBe(1);
    expect(countWords('<p>salt — and smoke</p>')).toBe(3);
    expect(countWords('<p>one</p><p>two</p>')).toBe(2);
  });
});

describe('formatNumber', () => {
  it('uses en-US thousands separators', () => {
    expect(formatNumber(2500000)).toBe('2,500,000');
    expect(formatNumber(12847)).toBe('12,847');
    expect(formatNumber(999)).toBe('999');
  });

  it('groups negative and fractional numbers as Intl does', () => {
    for (const value of [0, -1234, 1000, 123456.789, -0.5, 1234567890]) {
      expect(formatNumber(value)).toBe(
        new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 }).format(value),
      );
    }
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Sarah Johnson')).toBe('SJ');
    expect(initials('  maria de la cruz ')).toBe('MC');
  });

  it('handles single names and empty input', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials('   ')).toBe('');
  });
});
