import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { YEARLY_FALLBACK, type YearlyPledges } from '@campaign/shared';
import { PledgeGrowth } from './PledgeGrowth';
import { LABEL_BREAKPOINTS, PLOT_HEIGHT, pledgeTicks } from './PledgeGrowthChart';

const TITLE = 'Pledge Growth Over Time';

const chart = () => screen.getByRole('img', { name: new RegExp(`^${TITLE}`) });
const bars = () => screen.getAllByTestId('pledge-bar');
/** How far a bar rises above the baseline (its rect runs on under the baseline, clipped). */
const risesBy = (bar: Element) => PLOT_HEIGHT - Number(bar.getAttribute('y'));
/** Horizontal position of a bar: its slot's x, a percentage of the drawing width. */
const slotX = (bar: Element) => parseFloat(bar.closest('svg')!.parentElement!.getAttribute('x')!);
const texts = () => Array.from(chart().querySelectorAll('text'), (t) => t.textContent);
/** renderToString as on a Node server: no window, document or other browser globals. */
function renderOnServer(ui: ReactElement): string {
  const browserOnly = ['window', 'document', 'navigator', 'getComputedStyle', 'matchMedia'];
  const saved = browserOnly.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  for (const name of browserOnly) {
    Object.defineProperty(globalThis, name, {
      value: undefined,
      configurable: true,
      writable: true,
    });
  }
  try {
    return renderToString(ui);
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  }
}

const tableRows = () =>
  within(screen.getByRole('table', { name: 'Pledges by year' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('PledgeGrowth', () => {
  it('draws one bar per year, left to right, with heights in proportion to the pledges', () => {
    render(<PledgeGrowth data={YEARLY_FALLBACK} loading={false} />);
    expect(bars()).toHaveLength(5);
    const heights = bars().map(risesBy);
    const perPledge = heights.map((h, i) => h / YEARLY_FALLBACK[i]!.pledges);
    for (const ratio of perPledge) expect(ratio).toBeCloseTo(perPledge[0]!, 4);
    // The tallest bar stays inside the drawing area and uses most of it.
    expect(Math.max(...heights)).toBeLessThanOrEqual(PLOT_HEIGHT);
    expect(Math.max(...heights)).toBeGreaterThan(PLOT_HEIGHT * 0.75);
    const xs = bars().map(slotX);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(5);
  });

  it('scales to the highest value of whatever series it gets', () => {
    const data = [
      { year: 2023, pledges: 1000 },
      { year: 2024, pledges: 4321 },
    ];
    render(<PledgeGrowth data={data} loading={false} />);
    const [low, high] = bars().map(risesBy);
    expect(high! / low!).toBeCloseTo(4.321, 2);
    expect(texts()).toEqual(expect.arrayContaining(['1,000', '4,321', '2023', '2024']));
  });

  it('draws one or two years narrower and centred, with wider bars, and more years as usual', () => {
    const widths = (data: { year: number; pledges: number }[]) => {
      const { container, unmount } = render(<PledgeGrowth data={data} loading={false} />);
      const svg = container.querySelector('svg[role="img"]')!;
      const result = {
        few: svg
          .getAttribute('class')!
          .split(' ')
          .some((name) => /few/.test(name)),
        bars: bars().map((bar) => Number(bar.getAttribute('width'))),
      };
      unmount();
      return result;
    };
    expect(widths([{ year: 2024, pledges: 185 }])).toEqual({ few: true, bars: [112] });
    expect(
      widths([
        { year: 2023, pledges: 90 },
        { year: 2024, pledges: 185 },
      ]),
    ).toEqual({ few: true, bars: [112, 112] });
    expect(widths([...YEARLY_FALLBACK])).toEqual({ few: false, bars: [72, 72, 72, 72, 72] });
  });

  it('labels the axes, every year and every value, with ticks from zero past the top bar', () => {
    render(<PledgeGrowth data={YEARLY_FALLBACK} loading={false} />);
    expect(texts()).toEqual(
      expect.arrayContaining([
        'Pledges',
        'Year',
        '2020',
        '2021',
        '2022',
        '2023',
        '2024',
        '1,200',
        '5,400',
        '8,900',
        '11,200',
        '12,847',
        '0',
        '5,000',
        '10,000',
        '15,000',
      ]),
    );
    // Five value labels fit in one row from a phone-sized container (375 px viewport → ~325 px).
    const from = [...chart().classList]
      .map((c) => /^values(\d+|Never)$/.exec(c)?.[1])
      .find(Boolean);
    expect(from === undefined || Number(from) <= 320).toBe(true);
  });

  it('leaves out value labels that cannot fit beside each other', () => {
    const crowded = Array.from({ length: 40 }, (_, i) => ({
      year: 1985 + i,
      pledges: 123_456 + i,
    }));
    render(<PledgeGrowth data={crowded} loading={false} />);
    expect(bars()).toHaveLength(40);
    expect(chart().classList.contains('valuesNever')).toBe(true);
  });

  it('is an image named by the visible title and a summary, with the figures as a table', () => {
    render(<PledgeGrowth data={YEARLY_FALLBACK} loading={false} />);
    const title = screen.getByRole('heading', { level: 2, name: TITLE });
    const img = chart();
    const [titleId, summaryId] = img.getAttribute('aria-labelledby')!.split(' ');
    expect(titleId).toBe(title.id);
    expect(document.getElementById(summaryId!)).toHaveTextContent(
      'Bar chart of pledges per year from 2020 to 2024, rising from 1,200 to 12,847.',
    );
    expect(screen.getByRole('figure', { name: TITLE })).toBeVisible();
    expect(tableRows()).toEqual([
      ['2020', '1,200'],
      ['2021', '5,400'],
      ['2022', '8,900'],
      ['2023', '11,200'],
      ['2024', '12,847'],
    ]);
    expect(screen.getByRole('table').className).toBe('visually-hidden');
  });

  it('mentions a peak in the middle of the series in the summary', () => {
    const data = [
      { year: 2022, pledges: 10 },
      { year: 2023, pledges: 900 },
      { year: 2024, pledges: 5 },
    ];
    render(<PledgeGrowth data={data} loading={false} />);
    expect(
      screen.getByRole('img', { name: /falling from 10 to 5, with a peak of 900 in 2023\.$/ }),
    ).toBe(chart());
  });

  it('is 400 px tall whether loading or not, so nothing moves when the data arrives', () => {
    const { rerender } = render(<PledgeGrowth data={[]} loading />);
    const box = screen.getByTestId('pledge-chart');
    expect(box.style.height).toBe('400px');
    expect(within(box).getByTestId('skeleton').style.height).toBe('400px');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    rerender(<PledgeGrowth data={YEARLY_FALLBACK} loading={false} />);
    expect(screen.getByTestId('pledge-chart').style.height).toBe('400px');
    expect(chart().getAttribute('height')).toBe('400');
    expect(chart().getAttribute('width')).toBe('100%');
  });

  it('draws empty axes and says so when there are no figures', () => {
    render(<PledgeGrowth data={[]} loading={false} />);
    expect(screen.queryAllByTestId('pledge-bar')).toEqual([]);
    expect(screen.getByRole('img', { name: `${TITLE} No pledges recorded yet.` })).toBe(chart());
    expect(tableRows()).toEqual([]);
  });

  it('renders on the server to markup the browser hydrates without a mismatch', async () => {
    const data: YearlyPledges[] = YEARLY_FALLBACK.map((point) => ({ ...point }));
    const html = renderOnServer(<PledgeGrowth data={data} loading={false} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('height="400"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverSvg = container.querySelector('svg[role="img"]');
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <PledgeGrowth data={data} loading={false} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // Hydration adopted the server's nodes instead of rendering new ones.
    expect(container.querySelector('svg[role="img"]')).toBe(serverSvg);
    expect(container.innerHTML).toBe(html);
    act(() => root!.unmount());
    container.remove();
  });
});

describe('pledgeTicks', () => {
  it.each([
    [12847, [0, 5000, 10000, 15000]],
    [4321, [0, 2000, 4000, 6000]],
    [10, [0, 5, 10, 15]],
    [1, [0, 1, 2]],
    [0, [0, 1]],
  ])('runs from zero past %i in round whole steps', (max, ticks) => {
    expect(pledgeTicks(max)).toEqual(ticks);
  });

  it('always leaves room above the highest value for its label', () => {
    for (const max of [1, 7, 99, 100, 101, 999, 1000, 4999, 12847, 250_000, 2_500_000]) {
      const ticks = pledgeTicks(max);
      expect(ticks[ticks.length - 1]!).toBeGreaterThanOrEqual(max * 1.1);
      expect(ticks.length).toBeLessThanOrEqual(7);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });
});

describe('the stylesheet', () => {
  it('has a container query for every label breakpoint', () => {
    const css = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'PledgeGrowthChart.module.css'),
      'utf8',
    );
    const widths = [...css.matchAll(/@container \(width < (\d+)px\)/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([...LABEL_BREAKPOINTS]);
    for (const width of LABEL_BREAKPOINTS) {
      expect(css).toContain(`.values${width} .value`);
      expect(css).toContain(`.years${width} .yearOdd`);
    }
  });
});

describe('PledgeGrowth by day', () => {
  const month = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    pledges: i === 29 ? 40 : i,
  }));

  it('draws a bar per day, labels about a week apart, and lists every day in the table', () => {
    render(<PledgeGrowth data={[]} days={month} loading={false} />);
    expect(bars()).toHaveLength(30);
    const dayLabels = Array.from(chart().querySelectorAll('text.year'), (t) => t.textContent);
    expect(dayLabels).toEqual([
      'Nov 1',
      'Nov 5',
      'Nov 9',
      'Nov 13',
      'Nov 17',
      'Nov 21',
      'Nov 25',
      'Nov 29',
    ]);
    expect(texts()).toContain('Day');
    const rows = within(screen.getByRole('table', { name: 'Pledges by day' })).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]!.textContent).toBe('Nov 1, 20260');
    expect(chart()).toBe(
      screen.getByRole('img', {
        name: `${TITLE} Bar chart of pledges per day from Nov 1 to Nov 30, rising from 0 to 40.`,
      }),
    );
    expect(screen.getByTestId('pledge-chart').style.height).toBe('400px');
  });

  it('says plainly that there are no pledges when every day is zero', () => {
    render(
      <PledgeGrowth
        data={YEARLY_FALLBACK}
        days={month.map((d) => ({ ...d, pledges: 0 }))}
        loading={false}
      />,
    );
    expect(screen.getByText('No pledges recorded yet.', { selector: 'p' })).toBeVisible();
    // The yearly figures are not drawn instead.
    expect(texts()).not.toContain('12,847');
  });

  it('takes its title from the page', () => {
    render(<PledgeGrowth title="Pledges this November" data={[]} days={month} loading={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pledges this November' })).toBeVisible();
  });
});
