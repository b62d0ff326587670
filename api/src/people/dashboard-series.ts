/** Calendar arithmetic of the dashboard's series, all in UTC. */

const DAY_MS = 86_400_000;

/** Midnight UTC starting the day of `date`. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

/** The first instant of the UTC month of `date`, moved by `months`. */
export function startOfUtcMonth(date: Date, months = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/**
 * The starts of the last `days` UTC days, oldest first and today last, followed by tomorrow's
 * start: day i runs from bounds[i] up to, not including, bounds[i + 1].
 */
export function dayBounds(now: Date, days: number): Date[] {
  const tomorrow = startOfUtcDay(now).getTime() + DAY_MS;
  return Array.from({ length: days + 1 }, (_, i) => new Date(tomorrow - (days - i) * DAY_MS));
}

/**
 * The starts of every UTC month from the one of `first` to the one of `now`, followed by the
 * next month's start; none when there is no first (nothing to chart) or it lies in the future.
 */
export function monthBounds(first: Date | null, now: Date): Date[] {
  if (!first || first.getTime() > now.getTime()) return [];
  const bounds = [startOfUtcMonth(first)];
  const end = startOfUtcMonth(now, 1).getTime();
  while (bounds.at(-1)!.getTime() < end) bounds.push(startOfUtcMonth(bounds.at(-1)!, 1));
  return bounds;
}

/** "2026-11-23" */
export const utcDate = (date: Date) => date.toISOString().slice(0, 10);
/** "2026-11" */
export const utcMonth = (date: Date) => date.toISOString().slice(0, 7);
