import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { READING_WPM } from './constants';

dayjs.extend(utc);

export type DateInput = string | number | Date;

// Dates are shown in UTC: a post published "2024-01-05" must read Jan 5 for every visitor and
// in every test run, whatever the local time zone.
function formatUtc(value: DateInput, pattern: string): string {
  const date = dayjs.utc(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** "Jan 5" (home cards). Invalid input gives ''. */
export function formatShortDate(value: DateInput): string {
  return formatUtc(value, 'MMM D');
}

/** "Jan 5, 2024" (blog list cards). Invalid input gives ''. */
export function formatMediumDate(value: DateInput): string {
  return formatUtc(value, 'MMM D, YYYY');
}

/** "January 5, 2024" (article header). Invalid input gives ''. */
export function formatLongDate(value: DateInput): string {
  return formatUtc(value, 'MMMM D, YYYY');
}

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
