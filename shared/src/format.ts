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
// in every test run, whatever the local time zone. They are spelled here rather than by
// Intl.DateTimeFormat: the site is in English only, and building a formatter with a time zone
// costs a phone tens of milliseconds of blocked main thread the first time a page runs it.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const utcFormat = (spell: (date: Date) => string) => (value: DateInput) => {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : spell(date);
};

const monthDay = (date: Date, monthLength?: number) =>
  `${MONTHS[date.getUTCMonth()]!.slice(0, monthLength)} ${date.getUTCDate()}`;

/** "Jan 5" (home cards). Invalid input gives ''. */
export const formatShortDate = utcFormat((date) => monthDay(date, 3));

/** "Jan 5, 2024" (blog list cards). Invalid input gives ''. */
export const formatMediumDate = utcFormat(
  (date) => `${monthDay(date, 3)}, ${date.getUTCFullYear()}`,
);

/** "January 5, 2024" (article header). Invalid input gives ''. */
export const formatLongDate = utcFormat((date) => `${monthDay(date)}, ${date.getUTCFullYear()}`);

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

/** 2500000 → "2,500,000": thousands grouped as in English (see the dates above for why not Intl). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = String(value).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
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
