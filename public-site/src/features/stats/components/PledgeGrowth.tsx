import { lazy, Suspense } from 'react';
import { CHART_HEIGHT, formatNumber, type YearlyPledges } from '@campaign/shared';
import { Skeleton } from '../../../ui/Skeleton';
import styles from './PledgeGrowth.module.css';

const PledgeGrowthChart = lazy(
  () => import(/* webpackChunkName: "impact-chart" */ './PledgeGrowthChart'),
);

/**
 * "Pledge Growth Over Time": the AntV bar chart (drawn on a canvas, loaded on demand), with the
 * same figures as a table for screen readers.
 */
export function PledgeGrowth({
  data,
  loading,
}: {
  data: readonly YearlyPledges[];
  loading: boolean;
}) {
  return (
    <figure className={styles.figure} aria-labelledby="pledge-growth-title">
      <h2 id="pledge-growth-title" className={styles.title}>
        Pledge Growth Over Time
      </h2>
      <div
        className={styles.chart}
        style={{ height: CHART_HEIGHT }}
        aria-hidden="true"
        data-testid="pledge-chart"
      >
        {loading ? (
          <Skeleton height={CHART_HEIGHT} />
        ) : (
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
            <PledgeGrowthChart data={data} />
          </Suspense>
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
