import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, IMPACT_DEFAULTS } from '@campaign/shared';
import { STATS } from '../test/fixtures';
import { json, mockApi, never, renderWithProviders, type RenderOptions } from '../test/utils';
import ImpactPage from './ImpactPage';

/** The page as the server render leaves it: its built-in content already in the cache. */
const renderPage = (options: RenderOptions = {}) =>
  renderWithProviders(<ImpactPage />, { pageContent: { impact: IMPACT_DEFAULTS }, ...options });

/** The chart, once drawn: an SVG image named by its title. */
const findChart = () => screen.findByRole('img', { name: /^Pledge Growth Over Time/ });

/** The years and values the chart's table alternative lists, as "year:value". */
const tableFigures = () =>
  within(screen.getByRole('table', { name: 'Pledges by year' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join(':'));

/** The year and value labels drawn under and over the bars, as "year:value", left to right. */
async function chartFigures() {
  const chart = await findChart();
  const labels = (kind: string) =>
    Array.from(chart.querySelectorAll(`text.${kind}`), (t) => t.textContent);
  const years = labels('year');
  const values = labels('value');
  expect(within(chart).getAllByTestId('pledge-bar')).toHaveLength(years.length);
  expect(values).toHaveLength(years.length);
  return years.map((year, i) => `${year}:${values[i]}`);
}

const metricCards = () =>
  screen.getByText('Total Pledges').closest('ul')!.querySelectorAll(':scope > li');

const figure = (label: string) =>
  within(screen.getByText(label).closest('li')!).getByTestId('counter-display').textContent;

describe('ImpactPage', () => {
  it('shows the hero and skeletons for the metrics and chart while loading', () => {
    mockApi({ 'GET /api/stats': never });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Impact');
    expect(metricCards()).toHaveLength(4);
    // The pledges, the growth and the chart wait; reach and members are the organiser's figures.
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
    expect(figure('Active Members')).toBe('8,432');
    expect(figure('Social Reach')).toBe('2,500,000+');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the four metrics (two of them from the settings) and the yearly chart', async () => {
    mockApi({
      'GET /api/stats': STATS,
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, socialReach: 990_000, activeMembers: 57 },
    });
    renderPage();
    expect(await chartFigures()).toEqual(['2023:1,000', '2024:4,321']);
    expect(figure('Total Pledges')).toBe('4,321');
    expect(figure('Growth Rate')).toBe('87%');
    await waitFor(() => expect(figure('Social Reach')).toBe('990,000+'));
    expect(figure('Active Members')).toBe('57');
    expect(screen.getByRole('heading', { name: 'Pledge Growth Over Time' })).toBeVisible();
    // The same figures as a table for screen readers.
    expect(tableFigures()).toEqual(['2023:1,000', '2024:4,321']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a real answer without pledges as it is: no fallback years, no growth', async () => {
    mockApi({
      'GET /api/stats': {
        totalPledges: 0,
        growthRate: 0,
        socialReach: 2_500_000,
        yearOverYearData: [],
        hasPreviousPeriod: false,
      },
    });
    renderPage();
    const chart = await screen.findByRole('img', {
      name: 'Pledge Growth Over Time No pledges recorded yet.',
    });
    expect(within(chart).queryAllByTestId('pledge-bar')).toEqual([]);
    expect(screen.getByText('No pledges recorded yet.', { selector: 'p' })).toBeVisible();
    expect(tableFigures()).toEqual([]);
    expect(figure('Total Pledges')).toBe('0');
    expect(screen.queryByText('Growth Rate')).toBeNull();
    expect(document.body.textContent).not.toMatch(/12,847|156%|2020/);
  });

  it('charts the pledges by day over the campaign period when the organiser chose it', async () => {
    mockApi({
      'GET /api/stats': {
        ...STATS,
        dailyData: [
          { date: '2026-11-01', pledges: 2 },
          { date: '2026-11-02', pledges: 0 },
          { date: '2026-11-03', pledges: 5 },
        ],
      },
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, chartMode: 'daily' },
    });
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Pledges by day' })).toBeVisible(),
    );
    expect(await chartFigures()).toEqual(['Nov 1:2', 'Nov 2:0', 'Nov 3:5']);
    expect(
      within(screen.getByRole('table', { name: 'Pledges by day' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Nov 1, 20262', 'Nov 2, 20260', 'Nov 3, 20265']);
    expect(
      screen.getByRole('img', {
        name: 'Pledge Growth Over Time Bar chart of pledges per day from Nov 1 to Nov 3, rising from 2 to 5.',
      }),
    ).toBeVisible();
  });

  it('shows the goal with its milestones only when the organiser set one', async () => {
    mockApi({
      'GET /api/stats': STATS,
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, pledgeGoal: 10_000 },
    });
    renderPage();
    const bar = await screen.findByRole('progressbar', { name: 'Pledges toward our goal' });
    expect(bar.getAttribute('aria-valuenow')).toBe('4321');
    expect(bar.getAttribute('aria-valuemax')).toBe('10000');
    expect(screen.getByRole('heading', { level: 2, name: 'Our Goal' })).toBeVisible();
    expect(bar.parentElement).toHaveTextContent('43% of our goal of 10,000 pledges');
    expect(bar.querySelectorAll('[data-testid="goal-milestone"]')).toHaveLength(3);
  });

  it('has no goal by default', async () => {
    mockApi({ 'GET /api/stats': STATS });
    renderPage();
    await findChart();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Our Goal' })).toBeNull();
  });

  it('shows the sharers who chose to appear, by first name, only while the leaderboard is on', async () => {
    mockApi({
      'GET /api/stats': STATS,
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, referralLeaderboard: true },
      'GET /api/leaderboard': {
        entries: [
          { firstName: 'Lena', brought: 3 },
          { firstName: 'Omar', brought: 1 },
        ],
      },
    });
    renderPage({
      pageContent: {
        impact: {
          ...IMPACT_DEFAULTS,
          leaderboard: { title: 'Our best sharers', subtitle: 'Thank you for spreading the word.' },
        },
      },
    });
    const board = await screen.findByRole('region', { name: 'Our best sharers' });
    within(board).getByText('Thank you for spreading the word.');
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Lenabrought 3 people', '2Omarbrought 1 person']);
  });

  it('has no leaderboard while it is off, when it is empty or when its section is hidden', async () => {
    const entries = [{ firstName: 'Lena', brought: 3 }];
    for (const [settings, answer, hidden] of [
      [DEFAULT_SITE_SETTINGS, { entries }, []],
      [{ ...DEFAULT_SITE_SETTINGS, referralLeaderboard: true }, { entries: [] }, []],
      [{ ...DEFAULT_SITE_SETTINGS, referralLeaderboard: true }, { entries }, ['leaderboard']],
    ] as const) {
      mockApi({
        'GET /api/stats': STATS,
        'GET /api/settings': settings,
        'GET /api/leaderboard': answer,
      });
      const { unmount } = renderPage({
        pageContent: { impact: { ...IMPACT_DEFAULTS, hiddenSections: [...hidden] } },
      });
      await findChart();
      expect(screen.queryByRole('heading', { name: 'Top Sharers' })).toBeNull();
      expect(screen.queryByText('Lena')).toBeNull();
      unmount();
    }
  });

  it("shows the organiser's texts and leaves out hidden sections and an emptied list", async () => {
    mockApi({ 'GET /api/stats': STATS });
    renderPage({
      pageContent: {
        impact: {
          ...IMPACT_DEFAULTS,
          hero: { title: 'What we did', subtitle: 'Together.' },
          metrics: { ...IMPACT_DEFAULTS.metrics, totalPledges: 'Pledges so far' },
          chart: { title: 'Pledges by year' },
          testimonials: { ...IMPACT_DEFAULTS.testimonials, items: [] },
          banner: { title: 'Join us', text: 'Now.', button: 'Pledge now' },
          hiddenSections: ['goal'],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What we did');
    await waitFor(() => expect(figure('Pledges so far')).toBe('4,321'));
    expect(screen.getByRole('heading', { level: 2, name: 'Pledges by year' })).toBeVisible();
    expect(screen.queryByText('Voices from Our Community')).toBeNull();
    expect(screen.queryByText(/Emily Carter/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Pledge now' }).getAttribute('href')).toBe('/pledge');
  });

  it('below the display threshold hides the total and the growth', async () => {
    mockApi({
      'GET /api/stats': STATS,
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, displayThreshold: 5000 },
    });
    renderPage();
    await waitFor(() => expect(screen.queryByText('Total Pledges')).toBeNull());
    expect(screen.queryByText('Growth Rate')).toBeNull();
    expect(figure('Social Reach')).toBe('2,500,000+');
  });

  it("shows the server's message in the error banner, with the fallback figures", async () => {
    mockApi({
      'GET /api/stats': () => json({ message: 'Statistics are being recalculated' }, 503),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Statistics are being recalculated');
    expect(figure('Total Pledges')).toBe('12,847');
    expect(await chartFigures()).toEqual([
      '2020:1,200',
      '2021:5,400',
      '2022:8,900',
      '2023:11,200',
      '2024:12,847',
    ]);
  });

  it('shows the fallback text when the failure carries no message', async () => {
    mockApi({ 'GET /api/stats': () => new Response('', { status: 502 }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load statistics. Please try again later.',
    );
  });

  it('shows three testimonials and the closing banner', async () => {
    mockApi({ 'GET /api/stats': STATS });
    renderPage();
    const stories = screen
      .getByRole('heading', { name: 'Voices from Our Community' })
      .closest('section')!;
    const cards = within(stories).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.querySelector('blockquote')?.textContent?.length).toBeGreaterThan(20);
    }
    expect(cards[0]).toHaveTextContent('Denver, CO');
    const banner = screen
      .getByRole('heading', { name: 'Be Part of Our Story' })
      .closest('section')!;
    expect(within(banner).getByRole('link').getAttribute('href')).toBe('/pledge');
    await findChart();
  });
});
