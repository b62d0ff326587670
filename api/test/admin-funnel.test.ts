import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { funnelSchema, type Funnel } from '@campaign/shared';
import { SITE_SETTINGS_ROW_ID } from '../src/models';
import { TEST_SESSION_SECRET } from './support/auth';
import { otherSpellings, signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const FUNNEL = '/api/admin/dashboard/funnel';
/** The app's clock: the 7 days are 14–20 November, the 7 before them 7–13 November. */
const NOW = new Date('2026-11-20T12:00:00Z');
const at = (iso: string) => new Date(iso);

/**
 * A known dataset: every figure of the answer is worked out by hand below, so the dashboard's
 * figures are checked exactly, edges of the period included (its first and last millisecond).
 */
async function seed(api: TestApi) {
  const pledges = [
    // This period (14–20 November).
    {
      name: 'Ann Smith',
      at: '2026-11-14T00:00:00.000Z',
      utmSource: 'radio',
      utmCampaign: 'spring',
      shareCode: 'AAAAAAAAAAA1',
    },
    {
      name: 'Bob',
      at: '2026-11-15T09:00:00Z',
      utmSource: 'radio',
      referrerHost: 'news.example',
      referralCode: 'AAAAAAAAAAA1',
      shareCode: 'BBBBBBBBBBB2',
    },
    {
      name: 'Cy',
      at: '2026-11-16T09:00:00Z',
      utmSource: 'newsletter',
      referralCode: 'AAAAAAAAAAA1',
    },
    {
      name: 'Dee Jones',
      at: '2026-11-20T23:59:59.999Z',
      referrerHost: 'news.example',
      referralCode: 'BBBBBBBBBBB2',
    },
    { name: 'Eve', at: '2026-11-18T09:00:00Z', referralCode: 'NOBODYSCODE0' },
    // The period before (7–13 November).
    {
      name: 'Fay',
      at: '2026-11-13T23:59:59.999Z',
      utmSource: 'radio',
      referralCode: 'AAAAAAAAAAA1',
    },
    { name: 'Gus', at: '2026-11-08T09:00:00Z' },
    // Neither: only in the total.
    { name: 'Hal', at: '2026-11-06T23:59:59.999Z', utmSource: 'radio' },
  ];
  let serial = 0;
  for (const { at: createdAt, ...pledge } of pledges) {
    await api.models.Pledge.query().insert({
      ...pledge,
      email: `funnel${serial++}@example.org`,
      createdAt: at(createdAt),
    });
  }
  const signups = [
    { at: '2026-11-14T00:00:00Z', confirmedAt: '2026-11-14T01:00:00Z' },
    { at: '2026-11-17T10:00:00Z', confirmedAt: null },
    { at: '2026-11-20T23:00:00Z', confirmedAt: '2026-11-20T23:30:00Z', status: 'unsubscribed' },
    { at: '2026-11-09T10:00:00Z', confirmedAt: '2026-11-09T11:00:00Z' },
    { at: '2026-11-12T10:00:00Z', confirmedAt: null },
    { at: '2026-11-01T10:00:00Z', confirmedAt: '2026-11-01T11:00:00Z' },
  ];
  for (const signup of signups) {
    await api.models.NewsletterSubscription.query().insert({
      email: `signup${serial++}@example.org`,
      status: (signup.status ?? (signup.confirmedAt ? 'confirmed' : 'pending')) as 'confirmed',
      createdAt: at(signup.at),
      ...({ confirmedAt: signup.confirmedAt ? at(signup.confirmedAt) : null } as object),
    });
  }
  const updatedAt = NOW;
  await api.db('visitor_days').insert([
    { day: '2026-11-14', instance: 'a', views: 60, uniques: 40, updatedAt },
    { day: '2026-11-20', instance: 'a', views: 45, uniques: 30, updatedAt },
    { day: '2026-11-20', instance: 'b', views: 44, uniques: 30, updatedAt },
    { day: '2026-11-10', instance: 'a', views: 80, uniques: 50, updatedAt },
    { day: '2026-11-06', instance: 'a', views: 999, uniques: 999, updatedAt },
    { day: '2026-11-21', instance: 'a', views: 777, uniques: 777, updatedAt },
  ]);
  const tallies: [string, string, string, string, number][] = [
    ['2026-11-15', 'a', 'page', '/pledge', 20],
    ['2026-11-20', 'b', 'page', '/pledge', 5],
    ['2026-11-15', 'a', 'page', '/about', 50],
    ['2026-11-13', 'a', 'page', '/pledge', 10],
    ['2026-11-21', 'a', 'page', '/pledge', 500],
    ['2026-11-15', 'a', 'utm_source', 'radio', 6],
    ['2026-11-16', 'b', 'utm_source', 'radio', 4],
    ['2026-11-16', 'a', 'utm_source', 'newsletter', 4],
    ['2026-11-17', 'a', 'utm_source', 'tv', 8],
    ['2026-11-17', 'a', 'utm_source', '(other)', 30],
    ['2026-11-10', 'a', 'utm_source', 'radio', 100],
    ['2026-11-15', 'a', 'referrer', 'news.example', 20],
    ['2026-11-15', 'a', 'utm_campaign', 'spring', 10],
  ];
  await api
    .db('visitor_day_tallies')
    .insert(
      tallies.map(([day, instance, kind, value, count]) => ({ day, instance, kind, value, count })),
    );
  // A goal of 20: 12 still to go, over the 11 days left of November (today included).
  await api.models.SiteSettingsRow.query()
    .insert({ id: SITE_SETTINGS_ROW_ID, settings: { pledgeGoal: 20 }, updatedAt: NOW })
    .onConflict('id')
    .merge(['settings']);
}

describe.each(TEST_DIALECTS)('the dashboard funnel on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    api = await startTestApi(
      dialect,
      { SESSION_SECRET: TEST_SESSION_SECRET },
      { clock: () => NOW },
    );
    users = await signInConsoleUsers(api);
    await seed(api);
  });
  afterAll(() => api?.close());

  const funnel = async (query = '', who: 'admin' | 'editor' = 'admin'): Promise<Funnel> => {
    const response = await users.as(who, `${FUNNEL}${query}`);
    expect(response.status).toBe(200);
    return funnelSchema.parse(await response.json());
  };

  it('answers every figure of the seeded week exactly, against the week before', async () => {
    const week = await funnel('?period=7');
    expect(week).toEqual({
      period: '7',
      from: '2026-11-14',
      to: '2026-11-20',
      previous: { from: '2026-11-07', to: '2026-11-13' },
      pledgesPerDay: [
        { date: '2026-11-14', count: 1 },
        { date: '2026-11-15', count: 1 },
        { date: '2026-11-16', count: 1 },
        { date: '2026-11-17', count: 0 },
        { date: '2026-11-18', count: 1 },
        { date: '2026-11-19', count: 0 },
        { date: '2026-11-20', count: 1 },
      ],
      goal: { target: 20, total: 8, neededPerDay: 2 },
      current: { visitors: 100, pledgePageViews: 25, pledges: 5, signups: 3, confirmed: 2 },
      before: { visitors: 50, pledgePageViews: 10, pledges: 2, signups: 2, confirmed: 1 },
      changes: {
        visitors: { delta: 50, percent: 100 },
        pledgePageViews: { delta: 15, percent: 150 },
        pledges: { delta: 3, percent: 150 },
        signups: { delta: 1, percent: 50 },
        confirmed: { delta: 1, percent: 100 },
      },
      rates: {
        visitorsToPledgePage: 25,
        pledgePageToPledge: 20,
        visitorsToPledge: 5,
        signupsConfirmed: 66.7,
      },
      sources: [
        { value: 'radio', visits: 10, pledges: 2, rate: 20 },
        { value: 'newsletter', visits: 4, pledges: 1, rate: 25 },
        { value: 'tv', visits: 8, pledges: 0, rate: 0 },
      ],
      referrers: [{ value: 'news.example', visits: 20, pledges: 2, rate: 10 }],
      campaigns: [{ value: 'spring', visits: 10, pledges: 1, rate: 10 }],
      sharers: [
        { firstName: 'Ann', brought: 2 },
        { firstName: 'Bob', brought: 1 },
      ],
    });
    // Editors see the same figures: aggregates only.
    expect(await funnel('?period=7', 'editor')).toEqual(week);
  });

  it('takes the campaign period from the settings, and 30 days by default', async () => {
    const campaign = await funnel('?period=campaign');
    expect([campaign.from, campaign.to, campaign.previous]).toEqual([
      '2026-11-01',
      '2026-11-30',
      { from: '2026-10-02', to: '2026-10-31' },
    ]);
    expect(campaign.pledgesPerDay).toHaveLength(30);
    expect(campaign.current).toEqual({
      visitors: 1_926,
      pledgePageViews: 535,
      pledges: 8,
      signups: 6,
      confirmed: 4,
    });
    expect(campaign.changes.pledges).toEqual({ delta: 8, percent: null });
    expect(campaign.sources[0]).toEqual({ value: 'radio', visits: 110, pledges: 4, rate: 3.6 });
    expect(campaign.sharers).toEqual([
      { firstName: 'Ann', brought: 3 },
      { firstName: 'Bob', brought: 1 },
    ]);

    const byDefault = await funnel();
    expect([byDefault.period, byDefault.from, byDefault.to]).toEqual([
      '30',
      '2026-10-22',
      '2026-11-20',
    ]);
    expect(byDefault.current.pledges).toBe(8);
  });

  it('refuses an unknown period, and is for staff only', async () => {
    const bad = await users.as('admin', `${FUNNEL}?period=12`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: 'Invalid query',
      issues: [{ path: 'period', message: 'Period must be one of: 7, 30, 90, campaign' }],
    });
    for (const hostile of [
      "?period=' OR '1'='1",
      '?period=7&period=30',
      '?period=',
      '?period=-7',
    ]) {
      expect((await users.as('editor', `${FUNNEL}${hostile}`)).status, hostile).toBe(400);
    }
    expect((await users.as('anonymous', FUNNEL)).status).toBe(401);
    expect((await users.as('member', FUNNEL)).status).toBe(403);
    for (const spelling of otherSpellings(FUNNEL)) {
      expect((await users.as('editor', spelling)).status, spelling).toBe(404);
    }
  });
});
