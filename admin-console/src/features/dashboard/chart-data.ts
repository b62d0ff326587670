import { formatNumber, type Dashboard, type Stats } from '@campaign/shared';

export interface ChartPoint {
  /** The day, month or year as the API names it ('2026-11-23', '2026-11', '2026'). */
  key: string;
  /** What the axis, the tooltip and the table show ("Nov 23", "Nov 2026"). */
  label: string;
  count: number;
}

// The API's days and months are UTC; shown as such, so a day's bar is the same for everyone.
const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const labelOf = (format: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};

export function dayPoints(dashboard: Pick<Dashboard, 'pledgesPerDay'>): ChartPoint[] {
  return dashboard.pledgesPerDay.map(({ date, count }) => ({
    key: date,
    label: labelOf(dayLabel, date),
    count,
  }));
}

export function monthPoints(dashboard: Dashboard): ChartPoint[] {
  return dashboard.pledgesPerMonth.map(({ month, count }) => ({
    key: month,
    label: labelOf(monthLabel, `${month}-01`),
    count,
  }));
}

/** The pledges of each year, as the impact page charts them by year. */
export function yearPoints(stats: Stats): ChartPoint[] {
  return stats.yearOverYearData.map(({ year, pledges }) => ({
    key: String(year),
    label: String(year),
    count: pledges,
  }));
}

/** The pledges of each day of the campaign period, as the impact page charts them by day. */
export function campaignDayPoints(stats: Stats): ChartPoint[] {
  return (stats.dailyData ?? []).map(({ date, pledges }) => ({
    key: date,
    label: labelOf(dayLabel, date),
    count: pledges,
  }));
}

export type ChartUnit = 'days' | 'months' | 'years';

/**
 * One sentence for a screen reader in place of the chart: the span, the total and the busiest
 * point ("30 days from Oct 25 to Nov 23: 120 pledges in all, most on Nov 20 (14).").
 */
export function chartSummary(points: readonly ChartPoint[], unit: ChartUnit): string {
  if (points.length === 0) return 'No pledges yet.';
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const first = points[0]!;
  const last = points.at(-1)!;
  const span = `${points.length} ${points.length === 1 ? unit.slice(0, -1) : unit} from ${first.label} to ${last.label}`;
  const inAll = `${formatNumber(total)} ${total === 1 ? 'pledge' : 'pledges'} in all`;
  if (total === 0) return `${span}: no pledges.`;
  const busiest = points.reduce((best, point) => (point.count > best.count ? point : best));
  const when = unit === 'days' ? 'on' : 'in';
  return `${span}: ${inAll}, most ${when} ${busiest.label} (${formatNumber(busiest.count)}).`;
}
