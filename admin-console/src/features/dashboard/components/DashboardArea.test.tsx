import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announceTheme } from '@campaign/shared/react';
import { DEFAULT_SITE_SETTINGS, type Stats } from '@campaign/shared';
import { DASHBOARD } from '../../../test/fixtures';
import { fail, renderConsole, setupUser, stubSignedIn } from '../../../test/harness';
import { chartSummary, dayPoints, monthPoints } from '../chart-data';

const figure = (name: RegExp) => screen.getByRole('figure', { name });
const user = setupUser();

/** GET /api/stats as the API answers it: three campaign days, two years. */
const STATS: Stats = {
  totalPledges: 9,
  growthRate: 50,
  socialReach: 2_500_000,
  yearOverYearData: [
    { year: 2025, pledges: 4 },
    { year: 2026, pledges: 5 },
  ],
  hasPreviousPeriod: true,
  dailyData: [
    { date: '2026-11-01', pledges: 2 },
    { date: '2026-11-02', pledges: 0 },
    { date: '2026-11-03', pledges: 3 },
  ],
};

const rowsOf = (chart: HTMLElement) =>
  within(within(chart).getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the campaign chart', () => {
  it('opens on the view the impact page shows and switches between by day and by year', async () => {
    stubSignedIn({
      'GET /api/stats': STATS,
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, chartMode: 'daily' },
    });
    renderConsole({ path: '/admin/dashboard' });
    const days = await screen.findByRole('figure', { name: 'Pledges per day of the campaign' });
    expect(rowsOf(days)).toEqual(['DayPledges', 'Nov 12', 'Nov 20', 'Nov 33']);
    within(days).getByText('3 days from Nov 1 to Nov 3: 5 pledges in all, most on Nov 3 (3).');
    screen.getByText(/The impact page charts the pledges by day/);

    await user.click(screen.getByRole('radio', { name: 'By year' }));
    const years = screen.getByRole('figure', { name: 'Pledges by year' });
    expect(rowsOf(years)).toEqual(['YearPledges', '20254', '20265']);
    expect(screen.queryByRole('figure', { name: 'Pledges per day of the campaign' })).toBeNull();
  });

  it('charts real pledges only: a site without pledges shows none, not the fallback years', async () => {
    stubSignedIn({
      'GET /api/stats': { ...STATS, totalPledges: 0, yearOverYearData: [], dailyData: [] },
      'GET /api/settings': DEFAULT_SITE_SETTINGS,
    });
    renderConsole({ path: '/admin/dashboard' });
    const years = await screen.findByRole('figure', { name: 'Pledges by year' });
    within(years).getByText('No pledges yet.');
    expect(rowsOf(years)).toEqual(['YearPledges']);
    expect(years.textContent).not.toMatch(/12,847|2024/);
  });

  it('says so when the figures cannot load, and the rest of the dashboard stays', async () => {
    stubSignedIn({ 'GET /api/stats': fail(500, 'Internal server error') });
    renderConsole({ path: '/admin/dashboard' });
    await screen.findByText("Failed to load the campaign's figures.");
    await screen.findByRole('figure', { name: /Pledges per month/ });
    await waitFor(() => expect(screen.queryByRole('figure', { name: /by year/ })).toBeNull());
  });
});

describe('Dashboard', () => {
  it('shows the three totals, each linking to its area for an admin', async () => {
    stubSignedIn();
    renderConsole({ path: '/admin/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const totals = within(await screen.findByRole('region', { name: 'Totals' }));
    await totals.findByText('1,234');
    expect(totals.getByText('Pledges').closest('.ant-statistic')?.textContent).toContain('1,234');
    expect(
      totals.getByText('Newsletter subscribers').closest('.ant-statistic')?.textContent,
    ).toContain('56');
    expect(totals.getByText('Unhandled messages').closest('.ant-statistic')?.textContent).toContain(
      '3',
    );
    expect(totals.getByRole('link', { name: 'View unhandled messages' }).getAttribute('href')).toBe(
      '/admin/messages',
    );
  });

  it('draws pledges per day and per month, each with a summary and a table of every figure', async () => {
    stubSignedIn();
    renderConsole({ path: '/admin/dashboard' });
    const days = await screen.findByRole('figure', { name: /Pledges per day, last 30 days/ });
    expect(days.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(days.getAttribute('aria-describedby')!)?.textContent).toBe(
      chartSummary(dayPoints(DASHBOARD as never), 'days'),
    );
    // The chart itself is hidden from assistive technology; the table says the same.
    const bars = await within(days).findByTestId('column-chart');
    expect(bars.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(bars).getAllByRole('listitem', { hidden: true })).toHaveLength(30);
    const table = within(days).getByRole('table', { name: /Pledges per day/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]!.textContent).toBe('Oct 250');
    expect(rows[27]!.textContent).toBe('Nov 2014');

    const months = figure(/Pledges per month/);
    const monthRows = within(within(months).getByRole('table')).getAllByRole('row');
    expect(monthRows.map((row) => row.textContent)).toEqual([
      'MonthPledges',
      'Sep 202640',
      'Oct 2026310',
      'Nov 2026884',
    ]);
    within(months).getByText(
      '3 months from Sep 2026 to Nov 2026: 1,234 pledges in all, most in Nov 2026 (884).',
    );
  });

  it('draws the charts in the dark theme when the shell is dark', async () => {
    stubSignedIn();
    renderConsole({ path: '/admin/dashboard' });
    const [chart] = await screen.findAllByTestId('column-chart');
    expect(chart!.dataset.theme).toBe('classic');
    act(() => {
      document.documentElement.classList.add('dark');
      announceTheme('dark');
    });
    expect(screen.getAllByTestId('column-chart').map((c) => c.dataset.theme)).toEqual([
      'classicDark',
      'classicDark',
    ]);
    document.documentElement.classList.remove('dark');
  });

  it('says so when the figures cannot load', async () => {
    stubSignedIn({ 'GET /api/admin/dashboard': fail(500, 'Internal server error') });
    renderConsole({ path: '/admin/dashboard' });
    await screen.findByText('Failed to load the dashboard.');
    screen.getByRole('button', { name: 'Try again' });
  });
});

describe('chart summaries', () => {
  it('names the span, the total and the busiest point', () => {
    const points = monthPoints({
      ...DASHBOARD,
      pledgesPerMonth: [
        { month: '2026-10', count: 1 },
        { month: '2026-11', count: 0 },
      ],
    });
    expect(chartSummary(points, 'months')).toBe(
      '2 months from Oct 2026 to Nov 2026: 1 pledge in all, most in Oct 2026 (1).',
    );
    expect(chartSummary([], 'days')).toBe('No pledges yet.');
    expect(chartSummary([{ key: '2026-11-01', label: 'Nov 1', count: 0 }], 'days')).toBe(
      '1 day from Nov 1 to Nov 1: no pledges.',
    );
  });
});
