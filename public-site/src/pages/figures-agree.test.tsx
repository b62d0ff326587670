import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  formatNumber,
  HOMEPAGE_DEFAULTS,
  IMPACT_DEFAULTS,
  PLEDGE_DEFAULTS,
  queryKeys,
  type SiteSettings,
  type Stats,
} from '@campaign/shared';
import { createQueryClient, mockApi, renderWithProviders } from '../test/utils';
import HomePage from './HomePage';
import ImpactPage from './ImpactPage';
import PledgePage from './PledgePage';

/**
 * Every figure a visitor reads about the pledges must tell the same story on every page: the
 * home page, /impact, /pledge and the welcome after pledging. Each case renders the four views
 * from one statistics answer (shaped as GET /api/stats sends it) and one set of site settings,
 * as the server render leaves them in the cache, and reads back every figure shown.
 */

const days = (pledges: number[]) =>
  pledges.map((count, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    pledges: count,
  }));

/** A fresh install: no pledges, no years, nothing to grow from. */
const FRESH: Stats = {
  totalPledges: 0,
  growthRate: 0,
  socialReach: 2_500_000,
  yearOverYearData: [],
  hasPreviousPeriod: false,
  dailyData: days(Array<number>(30).fill(0)),
};

/** Three pledges in the campaign's first year. */
const THREE: Stats = {
  totalPledges: 3,
  growthRate: 0,
  socialReach: 2_500_000,
  yearOverYearData: [{ year: 2026, pledges: 3 }],
  hasPreviousPeriod: false,
  dailyData: days([1, 0, 2]),
};

/** 5,000 pledges over two years: 1,250 last year, 3,750 this year (+200 %). */
const FIVE_THOUSAND: Stats = {
  totalPledges: 5000,
  growthRate: 200,
  socialReach: 2_500_000,
  yearOverYearData: [
    { year: 2025, pledges: 1250 },
    { year: 2026, pledges: 3750 },
  ],
  hasPreviousPeriod: true,
  dailyData: days([1000, 2750]),
};

const settingsWith = (changes: Partial<SiteSettings>): SiteSettings => ({
  ...DEFAULT_SITE_SETTINGS,
  ...changes,
});

/** Figures of the fallback series and counts that must never stand beside a real answer. */
const FALLBACK_FIGURES = /12,847|12,848|156%|10,000\+|1,200|5,400|8,900|11,200|\b2020\b|\b2021\b/;

type View = 'home' | 'impact' | 'pledge' | 'welcome';

async function renderView(view: View, stats: Stats, settings: SiteSettings) {
  // The API answers the same figures if anything is fetched again.
  mockApi({ 'GET /api/stats': stats, 'GET /api/settings': settings, 'GET /api/blog': [] });
  const client = createQueryClient();
  client.setQueryData(queryKeys.stats(), stats);
  client.setQueryData(queryKeys.siteSettings(), settings);
  const pageContent = {
    homepage: HOMEPAGE_DEFAULTS,
    impact: IMPACT_DEFAULTS,
    pledge: PLEDGE_DEFAULTS,
  };
  const ui = view === 'home' ? <HomePage /> : view === 'impact' ? <ImpactPage /> : <PledgePage />;
  const route = view === 'welcome' ? '/pledge?pledged=1' : '/';
  const result = renderWithProviders(ui, { client, pageContent, route });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

/** The figure a stat card shows, or null when the page leaves the card out. */
function card(label: string): string | null {
  const labelNode = screen.queryByText(label);
  if (!labelNode) return null;
  return within(labelNode.closest('li')!).getByTestId('counter-display').textContent;
}

/** What the goal bar says: its value and the line under it, or null without a bar. */
function goalBar() {
  const bar = screen.queryByRole('progressbar', { name: 'Pledges toward our goal' });
  if (!bar) return null;
  return {
    now: Number(bar.getAttribute('aria-valuenow')),
    max: Number(bar.getAttribute('aria-valuemax')),
    line: bar.parentElement!.querySelector('p')!.textContent,
  };
}

const pageText = () => document.body.textContent!.replace(/\s+/g, ' ');

interface Expected {
  /** The total as the pages print it, or null where the threshold hides it. */
  total: string | null;
  growth: string | null;
  /** The goal line, identical wherever the goal shows, or null without a bar. */
  goalLine: string | null;
}

async function expectAgreement(
  stats: Stats,
  settings: SiteSettings,
  expected: Expected,
): Promise<void> {
  const { unmount: unmountHome } = await renderView('home', stats, settings);
  // The home page's figures are below its first screen, in a chunk of their own (hydrateLater).
  await screen.findByRole('heading', { name: 'How It Works' });
  expect(card('Pledges Taken')).toBe(expected.total);
  expect(card('Year-over-Year Growth')).toBe(expected.growth);
  expect(card('Social Media Reach')).toBe(`${formatNumber(settings.socialReach)}+`);
  if (settings.goalOnHome) expect(goalBar()?.line ?? null).toBe(expected.goalLine);
  else expect(goalBar()).toBeNull();
  expect(pageText()).not.toMatch(FALLBACK_FIGURES);
  unmountHome();

  const { unmount: unmountImpact } = await renderView('impact', stats, settings);
  expect(card('Total Pledges')).toBe(expected.total);
  expect(card('Growth Rate')).toBe(expected.growth);
  expect(card('Social Reach')).toBe(`${formatNumber(settings.socialReach)}+`);
  expect(card('Active Members')).toBe(formatNumber(settings.activeMembers));
  expect(goalBar()?.line ?? null).toBe(expected.goalLine);
  // The chart's table lists the real years only, and they add up to the total.
  const rows = within(screen.getByRole('table', { name: 'Pledges by year' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(row.children[1]!.textContent!.replace(/,/g, '')));
  expect(rows.reduce((sum, pledges) => sum + pledges, 0)).toBe(stats.totalPledges);
  expect(rows).toHaveLength(stats.yearOverYearData.length);
  expect(pageText()).not.toMatch(FALLBACK_FIGURES);
  unmountImpact();

  const { unmount: unmountPledge } = await renderView('pledge', stats, settings);
  const join = screen.queryByText(/others who've already pledged/);
  if (expected.total === null) {
    expect(join).toBeNull();
    expect(screen.getByText(PLEDGE_DEFAULTS.count.beFirst)).toBeVisible();
  } else if (stats.totalPledges > 0) {
    expect(join).toHaveTextContent(`Join ${expected.total}+ others who've already pledged`);
  } else {
    expect(join).toBeNull();
  }
  expect(goalBar()?.line ?? null).toBe(expected.goalLine);
  if (expected.goalLine !== null) {
    const bar = goalBar()!;
    expect(bar.max).toBe(settings.pledgeGoal);
    expect(bar.now).toBe(Math.min(stats.totalPledges, settings.pledgeGoal));
  }
  expect(pageText()).not.toMatch(FALLBACK_FIGURES);
  unmountPledge();

  await renderView('welcome', stats, settings);
  const thanks = screen.getByText(/Thank you for taking the pledge!/);
  if (expected.total === null || stats.totalPledges === 0) {
    expect(thanks.textContent).toBe(PLEDGE_DEFAULTS.success.thanksWithoutCount);
  } else {
    expect(thanks).toHaveTextContent(`You're now one of ${expected.total}+ people`);
  }
  expect(pageText()).not.toMatch(FALLBACK_FIGURES);
}

describe('the pledge figures on every visitor page', () => {
  it('agree on a fresh install: zeros, no growth, no goal, no fallback chart', async () => {
    await expectAgreement(FRESH, DEFAULT_SITE_SETTINGS, {
      total: '0',
      growth: null,
      goalLine: null,
    });
  });

  it('agree on 3 pledges with every figure shown (threshold 0): "Join 3+", no growth yet', async () => {
    await expectAgreement(THREE, DEFAULT_SITE_SETTINGS, {
      total: '3',
      growth: null,
      goalLine: null,
    });
  });

  it('agree on 3 pledges below a threshold of 50: no counter, no "Join 1+", no bar', async () => {
    await expectAgreement(
      THREE,
      settingsWith({ displayThreshold: 50, pledgeGoal: 1000, goalOnHome: true }),
      { total: null, growth: null, goalLine: null },
    );
    expect(pageText()).not.toMatch(/\b3\+/);
  });

  it('agree on 3 pledges toward a goal of 1,000: "less than 1%" everywhere', async () => {
    await expectAgreement(THREE, settingsWith({ pledgeGoal: 1000, goalOnHome: true }), {
      total: '3',
      growth: null,
      goalLine: 'less than 1% of our goal of 1,000 pledges',
    });
  });

  it('agree on 5,000 pledges toward a goal of 8,000, past the threshold', async () => {
    await expectAgreement(
      FIVE_THOUSAND,
      settingsWith({
        pledgeGoal: 8000,
        goalOnHome: true,
        displayThreshold: 50,
        socialReach: 40_000,
        activeMembers: 120,
      }),
      { total: '5,000', growth: '200%', goalLine: '62% of our goal of 8,000 pledges' },
    );
  });

  it('agree on 5,000 pledges once the goal of 5,000 is reached', async () => {
    await expectAgreement(FIVE_THOUSAND, settingsWith({ pledgeGoal: 5000 }), {
      total: '5,000',
      growth: '200%',
      goalLine: 'Goal of 5,000 pledges reached. Thank you!',
    });
  });

  it('show the fallback figures only when the statistics call fails, on /impact', async () => {
    mockApi({ 'GET /api/stats': () => new Response('', { status: 502 }) });
    renderWithProviders(<ImpactPage />, { pageContent: { impact: IMPACT_DEFAULTS } });
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    expect(card('Total Pledges')).toBe('12,847');
  });
});
