import { useId } from 'react';
import {
  CHART_HEIGHT,
  formatMediumDate,
  formatNumber,
  type DailyPledges,
  type YearlyPledges,
} from '@campaign/shared';
import { Skeleton } from '../../../ui/Skeleton';
import {
  dayBars,
  describePledges,
  isEmptySeries,
  PledgeGrowthChart,
  yearBars,
} from './PledgeGrowthChart';
import styles from './PledgeGrowth.module.css';

export const CHART_TITLE = 'Pledge Growth Over Time';
export const EMPTY_CHART_TEXT = 'No pledges recorded yet.';

/**
 * "Pledge Growth Over Time": an SVG bar chart named by the title and a one-sentence summary, with
 * the same figures as a table for screen readers. Plain markup, identical on the server and in
 * the browser, CHART_HEIGHT tall from the first paint (loading or not). It charts the pledges by
 * year, or by day when `days` (the campaign period's series) is given. A series with no pledges
 * says so over empty axes: it never borrows figures from elsewhere.
 */
export function PledgeGrowth({
  title = CHART_TITLE,
  data,
  days,
  loading,
}: {
  title?: string | undefined;
  data: readonly YearlyPledges[];
  days?: readonly DailyPledges[] | undefined;
  loading: boolean;
}) {
  const id = useId();
  const titleId = `${id}title`;
  const summaryId = `${id}summary`;
  const unit = days ? 'day' : 'year';
  const bars = days ? dayBars(days) : yearBars(data);
  // The table names each day in full; the chart's labels are short.
  const rows = days
    ? days.map((point) => ({ key: point.date, label: formatMediumDate(point.date), ...point }))
    : data.map((point) => ({ key: String(point.year), label: String(point.year), ...point }));
  const heading = unit === 'year' ? 'Year' : 'Day';

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.chart} style={{ height: CHART_HEIGHT }} data-testid="pledge-chart">
        {loading ? (
          <Skeleton height={CHART_HEIGHT} />
        ) : (
          <>
            {/* Part of the chart's accessible name only: `hidden` keeps it from being read twice. */}
            <span id={summaryId} hidden>
              {describePledges(bars, unit)}
            </span>
            <PledgeGrowthChart data={bars} unit={unit} labelledBy={`${titleId} ${summaryId}`} />
            {/* Said in the chart's name already, so shown to sighted visitors only. */}
            {isEmptySeries(bars) && (
              <p className={styles.empty} aria-hidden="true">
                {EMPTY_CHART_TEXT}
              </p>
            )}
          </>
        )}
      </div>
      {!loading && (
        <table className="visually-hidden">
          <caption>{`Pledges by ${unit}`}</caption>
          <thead>
            <tr>
              <th scope="col">{heading}</th>
              <th scope="col">Pledges</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{formatNumber(row.pledges)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
