import { useId } from 'react';
import { CHART_HEIGHT, formatNumber, type YearlyPledges } from '@campaign/shared';
import { Skeleton } from '../../../ui/Skeleton';
import { describePledges, PledgeGrowthChart } from './PledgeGrowthChart';
import styles from './PledgeGrowth.module.css';

/**
 * "Pledge Growth Over Time": an SVG bar chart named by the title and a one-sentence summary, with
 * the same figures as a table for screen readers. Plain markup, identical on the server and in
 * the browser, CHART_HEIGHT tall from the first paint (loading or not).
 */
export function PledgeGrowth({
  data,
  loading,
}: {
  data: readonly YearlyPledges[];
  loading: boolean;
}) {
  const id = useId();
  const titleId = `${id}title`;
  const summaryId = `${id}summary`;

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Pledge Growth Over Time
      </h2>
      <div className={styles.chart} style={{ height: CHART_HEIGHT }} data-testid="pledge-chart">
        {loading ? (
          <Skeleton height={CHART_HEIGHT} />
        ) : (
          <>
            {/* Part of the chart's accessible name only: `hidden` keeps it from being read twice. */}
            <span id={summaryId} hidden>
              {describePledges(data)}
            </span>
            <PledgeGrowthChart data={data} labelledBy={`${titleId} ${summaryId}`} />
          </>
        )}
      </div>
      {!loading && (
        <table className="visually-hidden">
          <caption>Pledges by year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Pledges</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.year}>
                <th scope="row">{point.year}</th>
                <td>{formatNumber(point.pledges)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
