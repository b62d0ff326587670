import { CAMPAIGN_PERIOD_MAX_DAYS } from '@campaign/shared';

const DAY_MS = 86_400_000;

/**
 * The starts of the campaign period's UTC days, first day first, followed by the start of the
 * day after the last: day i runs from bounds[i] up to, not including, bounds[i + 1]. At most
 * CAMPAIGN_PERIOD_MAX_DAYS days, so a stored period the settings no longer allow cannot make
 * the figures count years of days; none when the period does not hold together.
 */
export function campaignDayBounds(period: { start: string; end: string }): Date[] {
  const first = Date.parse(`${period.start}T00:00:00Z`);
  const last = Date.parse(`${period.end}T00:00:00Z`);
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first) return [];
  const days = Math.min((last - first) / DAY_MS + 1, CAMPAIGN_PERIOD_MAX_DAYS);
  return Array.from({ length: days + 1 }, (_, i) => new Date(first + i * DAY_MS));
}
