import {
  CHART_HEIGHT,
  formatNumber,
  formatShortDate,
  type DailyPledges,
  type YearlyPledges,
} from '@campaign/shared';
import styles from './PledgeGrowthChart.module.css';

/** The classes that show labels from a breakpoint up, looked up by the breakpoint's name. */
const breakpointClasses: Partial<Record<string, string>> = styles;

/*
 * "Pledge Growth Over Time" as plain SVG: one bar per year (or per day of the campaign period),
 * pledges on the vertical axis.
 *
 * Nothing here measures the DOM or reads `window`, so the server and the browser produce the same
 * markup. The chart still fills whatever width it gets, at a fixed height:
 * - the <svg> is `width: 100%` and CHART_HEIGHT tall, and its CSS padding holds the axis labels;
 *   the drawing area (its content box) is therefore PLOT_HEIGHT px tall and 100% wide;
 * - horizontal positions are percentages of that width and vertical ones are pixels, so bars
 *   stretch with the container while text and strokes keep their size (a single scaled viewBox
 *   would shrink the labels to a few pixels on a phone, or distort them);
 * - each bar is at most BAR_MAX_WIDTH px wide: it is drawn that wide around the middle of its
 *   year's slot, inside a nested <svg> that clips it to the slot;
 * - whether the value labels (and every year label) fit is decided from the number of bars and
 *   the label lengths, and applied by container queries in the stylesheet.
 */

const PAD_TOP = 32; // the "Pledges" axis title
const PAD_RIGHT = 8;
const PAD_BOTTOM = 56; // the year labels and the "Year" axis title
/** Height of the drawing area between the axis titles, in px. */
export const PLOT_HEIGHT = CHART_HEIGHT - PAD_TOP - PAD_BOTTOM;

const BAR_MAX_WIDTH = 72;
/**
 * One or two years of pledges (a campaign's first Novembers) would be one or two thin bars lost
 * in a wide, empty chart: with that few, the chart is narrower and centred (the stylesheet's
 * `few` class), the bars wider and their figures larger.
 */
export const FEW_YEARS = 2;
const FEW_BAR_MAX_WIDTH = 112;
const BAR_RADIUS = 6;
/** Share of a year's slot its bar may take; the rest is the gap between bars. */
const BAR_SHARE = 0.7;
/** The scale runs at least this far above the highest bar, so its value label fits inside. */
const HEADROOM = 1.12;

/** A campaign period has up to a year of days: only every so many of them is labelled. */
const MAX_DAY_LABELS = 8;

/** What the chart counts per bar. */
export type ChartUnit = 'year' | 'day';

/** One bar: its key, the label under it and the pledges it stands for. */
export interface ChartBar {
  key: string;
  label: string;
  pledges: number;
}

export const yearBars = (data: readonly YearlyPledges[]): ChartBar[] =>
  data.map((point) => ({
    key: String(point.year),
    label: String(point.year),
    pledges: point.pledges,
  }));

/** Days read "Nov 5" under the bars (UTC, as the API counts them). */
export const dayBars = (data: readonly DailyPledges[]): ChartBar[] =>
  data.map((point) => ({
    key: point.date,
    label: formatShortDate(point.date),
    pledges: point.pledges,
  }));

/** Whether the series has nothing to draw: no bars, or none above zero. */
export const isEmptySeries = (bars: readonly ChartBar[]) => bars.every((bar) => bar.pledges <= 0);

const TICK_FONT = 12;
const VALUE_FONT = 12;
const YEAR_FONT = 13;

/** Container widths (px) at which the value labels or the year labels may start to show. */
export const LABEL_BREAKPOINTS = [
  260, 280, 300, 320, 340, 360, 400, 440, 480, 560, 640, 720, 800, 960, 1120,
] as const;

/** Rough width of a number or year in the system font with tabular figures; errs on the wide side. */
function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += char === ',' || char === '.' ? 0.32 : 0.62;
  return em * fontSize;
}

/**
 * The smallest breakpoint at which `needed` px fit, as a class suffix ("480"), null when they fit
 * in any container, or "Never" when not even the widest one holds them.
 */
function fromBreakpoint(needed: number): string | null {
  if (needed <= 240) return null;
  const breakpoint = LABEL_BREAKPOINTS.find((width) => width >= needed);
  return breakpoint === undefined ? 'Never' : String(breakpoint);
}

/** Evenly spaced whole-number ticks from 0 past the highest value, about four of them. */
export function pledgeTicks(max: number): number[] {
  const target = Math.max(max * HEADROOM, 1);
  const rough = target / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough && Number.isInteger(s)) ??
    Math.max(1, Math.ceil(rough));
  const top = Math.ceil(target / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return ticks;
}

/** Rounded so the server and the browser print identical attribute values. */
const round = (value: number) => Math.round(value * 1000) / 1000;
const percent = (value: number) => `${round(value)}%`;

/** One-sentence description of the series, for the chart's accessible name. */
export function describePledges(bars: readonly ChartBar[], unit: ChartUnit = 'year'): string {
  if (isEmptySeries(bars)) return 'No pledges recorded yet.';
  const first = bars[0]!;
  const last = bars[bars.length - 1]!;
  const at = unit === 'year' ? 'in' : 'on';
  if (bars.length === 1) {
    return `Bar chart of pledges taken ${at} ${first.label}: ${formatNumber(first.pledges)}.`;
  }
  const peak = bars.reduce((best, bar) => (bar.pledges > best.pledges ? bar : best), first);
  const change =
    last.pledges > first.pledges ? 'rising' : last.pledges < first.pledges ? 'falling' : 'steady';
  const peakNote =
    peak !== last && peak !== first
      ? `, with a peak of ${formatNumber(peak.pledges)} ${at} ${peak.label}`
      : '';
  return (
    `Bar chart of pledges per ${unit} from ${first.label} to ${last.label}, ${change} from ` +
    `${formatNumber(first.pledges)} to ${formatNumber(last.pledges)}${peakNote}.`
  );
}

export function PledgeGrowthChart({
  data,
  unit = 'year',
  labelledBy,
}: {
  data: readonly ChartBar[];
  unit?: ChartUnit;
  /** Space-separated ids of the visible title and the summary. */
  labelledBy: string;
}) {
  const values = data.map((point) => Math.max(0, point.pledges));
  const ticks = pledgeTicks(Math.max(0, ...values));
  const top = ticks[ticks.length - 1]!;
  const yOf = (value: number) => round(PLOT_HEIGHT - (value / top) * PLOT_HEIGHT);

  const tickLabels = ticks.map(formatNumber);
  const gutter = Math.ceil(
    Math.max(...tickLabels.map((label) => textWidth(label, TICK_FONT)), 28) + 14,
  );
  const valueLabels = values.map(formatNumber);
  const count = Math.max(data.length, 1);
  // Every year is labelled; days only every `labelStep`th, so about MAX_DAY_LABELS show.
  const labelStep = unit === 'day' ? Math.max(1, Math.ceil(data.length / MAX_DAY_LABELS)) : 1;
  const labelled = data.filter((_, index) => index % labelStep === 0);
  const yearLabels = labelled.map((point) => point.label);
  const few = data.length > 0 && data.length <= FEW_YEARS;
  const barWidth = few ? FEW_BAR_MAX_WIDTH : BAR_MAX_WIDTH;
  const slot = 100 / count;
  // Container width needed for a label of the widest kind in every slot.
  const neededFor = (labels: string[], fontSize: number, gap: number, slots = count) =>
    gutter +
    PAD_RIGHT +
    slots * (Math.max(0, ...labels.map((label) => textWidth(label, fontSize))) + gap);
  const valuesFrom = fromBreakpoint(neededFor(valueLabels, VALUE_FONT, 6));
  const yearsFrom = fromBreakpoint(neededFor(yearLabels, YEAR_FONT, 8, labelled.length));
  const svgClass = [
    styles.chart,
    few && styles.few,
    few && (count === 1 ? styles.fewOne : styles.fewTwo),
    valuesFrom && breakpointClasses[`values${valuesFrom}`],
    yearsFrom && breakpointClasses[`years${yearsFrom}`],
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      className={svgClass}
      width="100%"
      height={CHART_HEIGHT}
      style={{
        height: CHART_HEIGHT,
        padding: `${PAD_TOP}px ${PAD_RIGHT}px ${PAD_BOTTOM}px ${gutter}px`,
      }}
    >
      <text className={styles.axisTitle} x={-gutter} y={-16}>
        Pledges
      </text>
      {ticks.map((tick, index) => (
        <g key={tick}>
          <line
            className={tick === 0 ? styles.baseline : styles.grid}
            x1={0}
            x2="100%"
            y1={yOf(tick)}
            y2={yOf(tick)}
          />
          <text x={-10} y={yOf(tick)} dy="0.35em" textAnchor="end">
            {tickLabels[index]}
          </text>
        </g>
      ))}
      {data.map((point, index) => {
        const height = PLOT_HEIGHT - yOf(values[index]!);
        return (
          <svg
            key={point.key}
            className={styles.slot}
            x={percent(slot * (index + (1 - BAR_SHARE) / 2))}
            y={0}
            width={percent(slot * BAR_SHARE)}
            height={PLOT_HEIGHT}
          >
            <title>{`${point.label}: ${valueLabels[index]} pledges`}</title>
            {/* Origin at the middle of the slot; the bar runs past the baseline by its corner
                radius and the slot clips it there, so only its top corners are round. */}
            <svg className={styles.centre} x="50%" y={0} width={1} height={PLOT_HEIGHT}>
              <rect
                className={styles.bar}
                data-testid="pledge-bar"
                x={-barWidth / 2}
                width={barWidth}
                y={round(PLOT_HEIGHT - height)}
                height={round(height + BAR_RADIUS)}
                rx={BAR_RADIUS}
              />
            </svg>
          </svg>
        );
      })}
      {data.map((point, index) => (
        <text
          key={point.key}
          className={styles.value}
          x={percent(slot * (index + 0.5))}
          y={yOf(values[index]!) - 8}
          textAnchor="middle"
        >
          {valueLabels[index]}
        </text>
      ))}
      {labelled.map((point, index) => (
        <text
          key={point.key}
          className={`${styles.year} ${index % 2 === 1 ? styles.yearOdd : ''}`}
          x={percent(slot * (index * labelStep + 0.5))}
          y={PLOT_HEIGHT + 22}
          textAnchor="middle"
        >
          {point.label}
        </text>
      ))}
      <text className={styles.axisTitle} x="50%" y={PLOT_HEIGHT + 48} textAnchor="middle">
        {unit === 'year' ? 'Year' : 'Day'}
      </text>
    </svg>
  );
}
