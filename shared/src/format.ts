import { READING_WPM } from './constants';

export type DateInput = string | number | Date;

/**
 * A date-time string without a zone ("2024-01-05 10:00", as databases write them) names a UTC
 * time here; JavaScript alone would read it in the visitor's zone. Date-only ISO strings are
 * UTC already.
 */
const WITHOUT_ZONE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

function toDate(value: DateInput): Date {
  if (typeof value !== 'string') return new Date(value);
  const local = WITHOUT_ZONE.exec(value.trim());
  return new Date(local ? `${local[1]}T${local[2]}Z` : value);
}

// Dates are shown in UTC: a post published "2024-01-05" must read Jan 5 for every visitor and
// in every test run, whatever the local time zone. The browser's own Intl formats them, so the
// pages carry no date library.
const utcFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (value: DateInput): string => {
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
};

/** "Jan 5" (home cards). Invalid input gives ''. */
export const formatShortDate = utcFormat({ month: 'short', day: 'numeric' });

/** "Jan 5, 2024" (blog list cards). Invalid input gives ''. */
export const formatMediumDate = utcFormat({ month: 'short', day: 'numeric', year: 'numeric' });

/** "January 5, 2024" (article header). Invalid input gives ''. */
export const formatLongDate = utcFormat({ month: 'long', day: 'numeric', year: 'numeric' });

/** Words of an HTML fragment as a reader sees them: no tags, scripts, styles or entities. */
export function countWords(html: string): number {
  const visible = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ');
  return visible.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time at READING_WPM words a minute, rounded up, never below one minute. */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / READING_WPM));
}

const numberFormat = new Intl.NumberFormat('en-US');

/** 2500000 → "2,500,000". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "Sarah Johnson" → "SJ": first letters of the first and last words, upper-cased. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + letter(last)).toUpperCase();
}
