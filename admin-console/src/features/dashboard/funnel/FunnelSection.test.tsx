import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '@campaign/shared';
import { renderConsole, setupUser, stubSignedIn } from '../../../test/harness';

const user = setupUser();

/** GET /api/admin/dashboard/funnel as the API answers it: a week. */
const FUNNEL: Funnel = {
  period: '30',
  from: '2026-11-14',
  to: '2026-11-20',
  previous: { from: '2026-11-07', to: '2026-11-13' },
  pledgesPerDay: [
    { date: '2026-11-14', count: 1 },
    { date: '2026-11-15', count: 4 },
  ],
  goal: { target: 20, total: 8, neededPerDay: 2 },
  current: { visitors: 1200, pledgePageViews: 25, pledges: 5, signups: 3, confirmed: 2 },
  before: { visitors: 50, pledgePageViews: 10, pledges: 2, signups: 2, confirmed: 1 },
  changes: {
    visitors: { delta: 1150, percent: 2300 },
    pledgePageViews: { delta: 15, percent: 150 },
    pledges: { delta: 3, percent: 150 },
    signups: { delta: 1, percent: 50 },
    confirmed: { delta: 1, percent: 100 },
  },
  rates: {
    visitorsToPledgePage: 2.1,
    pledgePageToPledge: 20,
    visitorsToPledge: 0.4,
    signupsConfirmed: 66.7,
  },
  sources: [
    { value: 'radio', visits: 10, pledges: 2, rate: 20 },
    { value: 'tv', visits: 0, pledges: 1, rate: null },
  ],
  referrers: [],
  campaigns: [{ value: 'spring', visits: 10, pledges: 1, rate: 10 }],
  sharers: [
    { firstName: 'Ann', brought: 2 },
    { firstName: 'Bob', brought: 1 },
  ],
};

const section = async () => within(await screen.findByRole('region', { name: 'What works' }));

describe('the What works section', () => {
  it('shows the headline figures with their changes, the funnel, the goal, the tops and the sharers', async () => {
    const api = stubSignedIn({ 'GET /api/admin/dashboard/funnel': FUNNEL });
    renderConsole({ path: '/admin/dashboard' });
    const works = await section();
    await works.findByRole('list', { name: 'Funnel' });
    works.getByText('+1,150 (+2300%)');
    works.getByText('+3 (+150%)');
    const steps = within(works.getByRole('list', { name: 'Funnel' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Visitors1,200',
      'Viewed the pledge page252.1% of visitors',
      'Pledged520% of pledge page views, 0.4% of visitors',
      'Signed up for the newsletter3',
      'Confirmed266.7% of sign-ups',
    ]);
    works.getByText(/8 of the goal of 20 pledges so far \(40%\)\. 2 a day/);
    const rows = within(works.getByRole('region', { name: 'Top sources table' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['SourcePledgesVisitsConversion', 'radio21020%', 'tv10–']);
    works.getByText('No pledges or visits from other sites.');
    expect(
      within(works.getByRole('region', { name: 'Top sharers' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann2 people', 'Bob1 person']);
    works.getByRole('figure', { name: 'Pledges per day' });
    expect(api.to('GET', '/api/admin/dashboard/funnel?period=30')).toHaveLength(1);
  });

  it('asks for another period when one is chosen', async () => {
    const api = stubSignedIn({ 'GET /api/admin/dashboard/funnel': FUNNEL });
    renderConsole({ path: '/admin/dashboard' });
    const works = await section();
    await works.findByRole('list', { name: 'Funnel' });
    await user.click(works.getByRole('radio', { name: 'Campaign' }));
    await works.findByRole('list', { name: 'Funnel' });
    expect(api.to('GET', '/api/admin/dashboard/funnel?period=campaign')).toHaveLength(1);
  });
});
