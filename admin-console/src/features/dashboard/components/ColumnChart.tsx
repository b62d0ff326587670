import { Column } from '@ant-design/charts';
import type { Theme } from '@campaign/shared';
import type { ChartPoint } from '../chart-data';

export interface ChartColours {
  bar: string;
  text: string;
  grid: string;
}

export interface ColumnChartProps {
  points: readonly ChartPoint[];
  theme: Theme;
  colours: ChartColours;
  height: number;
}

/**
 * The chart library's column chart in the console's colours, on the page's own background. Its
 * own module, fetched with the dashboard's charts only. The canvas is for sighted users; the
 * figure around it carries the text alternative (PledgeChart).
 */
export default function ColumnChart({ points, theme, colours, height }: ColumnChartProps) {
  const labels = { labelFill: colours.text, labelFillOpacity: 1, labelFontSize: 12 };
  return (
    <Column
      data={points.map((point) => ({ ...point }))}
      xField="label"
      yField="count"
      height={height}
      autoFit
      theme={{
        type: theme === 'dark' ? 'classicDark' : 'classic',
        view: { viewFill: 'transparent' },
      }}
      style={{ fill: colours.bar, radiusTopLeft: 3, radiusTopRight: 3, maxWidth: 32 }}
      axis={{
        x: {
          title: false,
          labelAutoHide: true,
          labelAutoRotate: false,
          line: false,
          tick: false,
          ...labels,
        },
        y: {
          title: false,
          tickCount: 4,
          line: false,
          tick: false,
          grid: true,
          gridStroke: colours.grid,
          gridStrokeOpacity: 1,
          gridLineDash: [3, 3],
          ...labels,
        },
      }}
      scale={{ y: { nice: true, domainMin: 0 } }}
      tooltip={{ title: 'label', items: [{ channel: 'y', name: 'Pledges' }] }}
    />
  );
}
