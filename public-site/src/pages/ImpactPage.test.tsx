import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { YearlyPledges } from '@campaign/shared';
import { STATS } from '../test/fixtures';
import { json, mockApi, never, renderWithProviders } from '../test/utils';
import ImpactPage from './ImpactPage';

// The AntV chart draws on a canvas jsdom does not have; its props are what matter here.
vi.mock('../features/stats/components/PledgeGrowthChart', () => ({
  default: ({ data }: { data: readonly YearlyPledges[] }) => (
    <div data-testid="chart">{data.map((d) => `${d.year}:${d.pledges}`).join(',')}</div>
  ),
}));

const metricCards = () =>
  screen.getByText('Total Pledges').closest('ul')!.querySelectorAll(':scope > li');

const figure = (label: string) =>
  within(screen.getByText(label).closest('li')!).getByTestId('counter-display').textContent;

describe('ImpactPage', () => {
  it('shows the hero and skeletons for the metrics and chart while loading', () => {
    mockApi({ 'GET /api/stats': never });
    renderWithProviders(<ImpactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Impact');
    expect(metricCards()).toHaveLength(4);
    // Three API figures and the chart wait; Active Members is a fixed figure.
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    expect(figure('Active Members')).toBe('8,432');
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('shows the four metrics and the yearly chart from the API', async () => {
    mockApi({ 'GET /api/stats': STATS });
    renderWithProviders(<ImpactPage />);
    expect(await screen.findByTestId('chart')).toHaveTextContent('2023:1000,2024:4321');
    expect(figure('Total Pledges')).toBe('4,321');
    expect(figure('Growth Rate')).toBe('87%');
    expect(figure('Social Reach')).toBe('990,000+');
    expect(figure('Active Members')).toBe('8,432');
    expect(screen.getByRole('heading', { name: 'Pledge Growth Over Time' })).toBeDefined();
    // The same figures as a table for screen readers.
    expect(screen.getByRole('table', { name: 'Pledges by year' })).toHaveTextContent('20244,321');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("fills missing figures and an empty series with SPEC's fallbacks", async () => {
    mockApi({ 'GET /api/stats': { totalPledges: 20, yearOverYearData: [] } });
    renderWithProviders(<ImpactPage />);
    expect(await screen.findByTestId('chart')).toHaveTextContent(
      '2020:1200,2021:5400,2022:8900,2023:11200,2024:12847',
    );
    expect(figure('Total Pledges')).toBe('20');
    expect(figure('Growth Rate')).toBe('156%');
    expect(figure('Social Reach')).toBe('2,500,000+');
  });

  it("shows the server's message in the error banner, with the fallback figures", async () => {
    mockApi({
      'GET /api/stats': () => json({ message: 'Statistics are being recalculated' }, 503),
    });
    renderWithProviders(<ImpactPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Statistics are being recalculated');
    expect(figure('Total Pledges')).toBe('12,847');
    expect(await screen.findByTestId('chart')).toHaveTextContent('2024:12847');
  });

  it("shows SPEC's text when the failure carries no message", async () => {
    mockApi({ 'GET /api/stats': () => new Response('', { status: 502 }) });
    renderWithProviders(<ImpactPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load statistics. Please try again later.',
    );
  });

  it('shows three testimonials and the closing banner', async () => {
    mockApi({ 'GET /api/stats': STATS });
    renderWithProviders(<ImpactPage />);
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
    await screen.findByTestId('chart');
  });
});
