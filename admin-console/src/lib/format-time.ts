import { formatNumber } from '@campaign/shared';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 23, 2026, 6:46 AM" in the organiser's own time zone; '' for an invalid value. */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** "1 pledge", "2,500 pledges". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
