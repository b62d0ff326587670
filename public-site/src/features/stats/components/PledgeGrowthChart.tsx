// Loaded only by PledgeGrowth through React.lazy, so @ant-design/charts (AntV G2) stays in the
// /impact chunk and no other route downloads chart code.
import { Column } from '@ant-design/charts';
import { CHART_HEIGHT, formatNumber, type YearlyPledges } from '@campaign/shared';
import { useTheme } from '@campaign/shared/react';

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export default function PledgeGrowthChart({ data }: { data: readonly YearlyPledges[] }) {
  const theme = useTheme();
  // Read after the theme class changed, so both themes use their own token values.
  const colors = {
    bar: token('--color-primary', '#15803d'),
    text: token('--color-text', '#14211a'),
    muted: token('--color-text-muted', '#4b5a51'),
    grid: token('--color-border', '#d5ded8'),
  };
  const rows = data.map((point) => ({ year: String(point.year), pledges: point.pledges }));

  return (
    <Column
      key={theme}
      data={rows}
      xField="year"
      yField="pledges"
      height={CHART_HEIGHT}
      autoFit
      theme={{
        type: theme === 'dark' ? 'classicDark' : 'classic',
        view: { viewFill: 'transparent' },
      }}
      style={{ fill: colors.bar, radiusTopLeft: 6, radiusTopRight: 6, maxWidth: 72 }}
      axis={{
        x: {
          title: 'Year',
          titleFill: colors.text,
          titleFillOpacity: 1,
          labelFill: colors.muted,
          labelFillOpacity: 1,
          labelOpacity: 1,
          labelFontSize: 13,
          lineStroke: colors.grid,
          tickStroke: colors.grid,
        },
        y: {
          title: 'Pledges',
          titleFill: colors.text,
          titleFillOpacity: 1,
          labelFill: colors.muted,
          labelFillOpacity: 1,
          labelOpacity: 1,
          labelFontSize: 12,
          labelFormatter: (value: number) => formatNumber(value),
          gridStroke: colors.grid,
          gridStrokeOpacity: 0.8,
        },
      }}
      label={{
        text: (datum: { pledges: number }) => formatNumber(datum.pledges),
        position: 'top',
        textBaseline: 'bottom',
        fill: colors.text,
        fillOpacity: 1,
        fontWeight: 600,
        dy: -6,
      }}
      tooltip={{
        title: (datum: { year: string }) => datum.year,
        items: [
          {
            channel: 'y',
            name: 'Pledges',
            valueFormatter: (value: number) => formatNumber(value),
          },
        ],
      }}
    />
  );
}
