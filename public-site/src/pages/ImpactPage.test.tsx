import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPACT_DEFAULTS } from '@campaign/shared';
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
    // Three API figures and the chart wait; Active Members is a fixed figure.
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    expect(figure('Active Members')).toBe('8,432');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the four metrics and the yearly chart from the API', async () => {
    mockApi({ 'GET /api/stats': STATS });
    renderPage();
    expect(await chartFigures()).toEqual(['2023:1,000', '2024:4,321']);
    expect(figure('Total Pledges')).toBe('4,321');
    expect(figure('Growth Rate')).toBe('87%');
    expect(figure('Social Reach')).toBe('990,000+');
    expect(figure('Active Members')).toBe('8,432');
    expect(screen.getByRole('heading', { name: 'Pledge Growth Over Time' })).toBeDefined();
    // The same figures as a table for screen readers.
    expect(tableFigures()).toEqual(['2023:1,000', '2024:4,321']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills missing figures and an empty series with the fallback figures', async () => {
    mockApi({ 'GET /api/stats': { totalPledges: 20, yearOverYearData: [] } });
    renderPage();
    const fallback = ['2020:1,200', '2021:5,400', '2022:8,900', '2023:11,200', '2024:12,847'];
    expect(await chartFigures()).toEqual(fallback);
    expect(tableFigures()).toEqual(fallback);
    expect(figure('Total Pledges')).toBe('20');
    expect(figure('Growth Rate')).toBe('156%');
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
