import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VisitorStats } from '@campaign/shared';
import { renderConsole, setupUser, stubSignedIn } from '../../../test/harness';
import { rangeStart } from './get-visitor-stats';

const user = setupUser();

/** GET /api/admin/visitor-stats as the API answers it: three days. */
const STATS: VisitorStats = {
  from: '2026-11-01',
  to: '2026-11-03',
  counting: true,
  days: [
    { date: '2026-11-01', views: 1200, uniques: 800 },
    { date: '2026-11-02', views: 0, uniques: 0 },
    { date: '2026-11-03', views: 30, uniques: 12 },
  ],
  totals: { views: 1230, uniques: 812 },
  pages: [
    { value: '/', count: 900 },
    { value: '(not found)', count: 3 },
  ],
  landingPages: [{ value: '/pledge', count: 400 }],
  referrers: [{ value: 'news.example', count: 120 }],
  campaigns: {
    source: [{ value: 'newsletter', count: 50 }],
    medium: [],
    campaign: [{ value: 'november', count: 70 }],
  },
};

const section = async () => within(await screen.findByRole('region', { name: 'Visitors' }));

describe('the Visitors section', () => {
  it('shows the totals, each day newest first and the top lists', async () => {
    const api = stubSignedIn({ 'GET /api/admin/visitor-stats': STATS });
    renderConsole({ path: '/admin/dashboard' });
    const visitors = await section();
    await visitors.findByText('1,230');
    visitors.getByText('812');
    const rows = within(visitors.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DayViewsVisitors', 'Nov 33012', 'Nov 200', 'Nov 11,200800']);
    const list = (name: string) =>
      within(visitors.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(list('Top pages')).toEqual(['/900', '(not found)3']);
    expect(list('Landing pages')).toEqual(['/pledge400']);
    expect(list('Referring sites')).toEqual(['news.example120']);
    expect(list('Campaign tags')).toEqual(['campaign: november70', 'source: newsletter50']);
    expect(api.to('GET', `/api/admin/visitor-stats?from=${rangeStart(30)}`)).toHaveLength(1);
  });

  it('asks for another range when one is chosen', async () => {
    const api = stubSignedIn({ 'GET /api/admin/visitor-stats': STATS });
    renderConsole({ path: '/admin/dashboard' });
    const visitors = await section();
    await user.click(visitors.getByRole('radio', { name: '7 days' }));
    await waitFor(() =>
      expect(api.to('GET', `/api/admin/visitor-stats?from=${rangeStart(7)}`)).toHaveLength(1),
    );
  });

  it('says when counting is off, and when the figures cannot load', async () => {
    stubSignedIn({ 'GET /api/admin/visitor-stats': { ...STATS, counting: false } });
    const { unmount } = renderConsole({ path: '/admin/dashboard' });
    await (await section()).findByText('Visits are not being counted');
    unmount();
    stubSignedIn();
    renderConsole({ path: '/admin/dashboard' });
    await (await section()).findByText('Failed to load the visitor figures.');
  });
});
