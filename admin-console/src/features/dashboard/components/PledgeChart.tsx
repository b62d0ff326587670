import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Skeleton, theme as antdTheme } from 'antd';
import { formatNumber } from '@campaign/shared';
import { useTheme } from '@campaign/shared/react';
import { chartSummary, type ChartPoint, type ChartUnit } from '../chart-data';
import styles from './dashboard.module.css';

// The chart library is large: fetched when a chart first shows, after the totals are on screen.
const ColumnChart = lazy(() => import('./ColumnChart'));

const CHART_HEIGHT = 260;

interface PledgeChartProps {
  title: string;
  /** The header of the table's first column ("Day", "Month"). */
  periodLabel: string;
  unit: ChartUnit;
  points: readonly ChartPoint[];
  /** Beside the title: a switch between views of the same figures. */
  controls?: ReactNode;
}

/**
 * One chart with its text alternative: the canvas is hidden from assistive technology, which
 * reads a one-sentence summary and a table of every figure instead.
 */
export function PledgeChart({ title, periodLabel, unit, points, controls }: PledgeChartProps) {
  const id = useId();
  const theme = useTheme();
  const { token } = antdTheme.useToken();
  const summary = chartSummary(points, unit);

  return (
    <figure
      className={styles.chart}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
    >
      <div className={styles.chartHeader}>
        <h2 id={`${id}-title`} className={styles.chartTitle}>
          {title}
        </h2>
        {controls}
      </div>
      <p id={`${id}-summary`} className={styles.chartSummary}>
        {summary}
      </p>
      <div className={styles.canvas} aria-hidden="true" style={{ height: CHART_HEIGHT }}>
        {points.length > 0 && (
          <Suspense fallback={<Skeleton.Node active className={styles.canvasLoading} />}>
            <ColumnChart
              points={points}
              theme={theme}
              height={CHART_HEIGHT}
              colours={{
                bar: token.colorPrimary,
                text: token.colorTextSecondary,
                grid: token.colorBorderSecondary,
              }}
            />
          </Suspense>
        )}
      </div>
      {/* Hidden by its wrapper: a table sizes to its rows whatever its own width and height. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{periodLabel}</th>
              <th scope="col">Pledges</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                <td>{formatNumber(point.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
