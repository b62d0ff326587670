import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTINGS_ROW_ID } from '../src/models';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

const THIS_YEAR = new Date().getUTCFullYear();
const LAST_YEAR = THIS_YEAR - 1;

/** The campaign period a fresh site charts by day: November of this year, zero days included. */
const NOVEMBER_DAYS = Array.from({ length: 30 }, (_, i) => ({
  date: `${THIS_YEAR}-11-${String(i + 1).padStart(2, '0')}`,
  pledges: 0,
}));

interface StatsAnswer {
  totalPledges: number;
  growthRate: number;
  socialReach: number;
  yearOverYearData: { year: number; pledges: number }[];
  hasPreviousPeriod: boolean;
  dailyData: { date: string; pledges: number }[];
}

const sumOf = (points: { pledges: number }[]) =>
  points.reduce((sum, point) => sum + point.pledges, 0);

describe.each(TEST_DIALECTS)('GET /api/stats on %s', (dialect) => {
  let api: TestApi;
  let serial = 0;
  beforeAll(async () => {
    // Reload on every request, so rows inserted straight into the database show at once.
    api = await startTestApi(dialect, { STATS_MAX_AGE_MS: '0' });
  });
  afterAll(() => api?.close());

  const stats = async () => {
    const response = await api.request('/api/stats');
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const insertPledges = (count: number, createdAt: string) =>
    api.db('pledges').insert(
      Array.from({ length: count }, () => ({
        name: 'Past Pledger',
        email: `past${serial++}@example.org`,
        createdAt: new Date(createdAt),
      })),
    );

  it('starts empty, with the default social reach from the seeded stats row', async () => {
    expect(await stats()).toEqual({
      totalPledges: 0,
      growthRate: 0,
      socialReach: 2_500_000,
      yearOverYearData: [],
      hasPreviousPeriod: false,
      dailyData: NOVEMBER_DAYS,
    });
  });

  it('reports 0 growth while last year has no pledges', async () => {
    await insertPledges(2, `${THIS_YEAR}-01-01T00:00:00.000Z`);
    expect(await stats()).toMatchObject({
      totalPledges: 2,
      growthRate: 0,
      hasPreviousPeriod: false,
    });
  });

  it('counts each UTC calendar year, lists years oldest first and computes growth', async () => {
    await insertPledges(3, `${THIS_YEAR - 3}-07-01T10:00:00.000Z`);
    await insertPledges(3, `${LAST_YEAR}-03-15T10:00:00.000Z`);
    await insertPledges(1, `${LAST_YEAR}-12-31T23:59:59.999Z`);
    await insertPledges(4, `${THIS_YEAR}-02-01T00:00:00.000Z`);
    expect(await stats()).toEqual({
      totalPledges: 13,
      growthRate: 50, // 6 this year against 4 last year
      socialReach: 2_500_000,
      yearOverYearData: [
        { year: THIS_YEAR - 3, pledges: 3 },
        { year: LAST_YEAR, pledges: 4 },
        { year: THIS_YEAR, pledges: 6 },
      ],
      hasPreviousPeriod: true,
      dailyData: NOVEMBER_DAYS,
    });
  });

  it('reports negative growth as a rounded whole percentage', async () => {
    await insertPledges(5, `${LAST_YEAR}-06-01T00:00:00.000Z`);
    // 6 this year against 9 last year: -33.3 %
    expect((await stats()).growthRate).toBe(-33);
  });

  it('counts pledges taken through the API in this year', async () => {
    const before = (await stats()).totalPledges as number;
    const response = await api.postJson('/api/pledges', {
      name: 'Today',
      email: 'today@example.org',
    });
    expect(response.status).toBe(201);
    const after = await stats();
    expect(after.totalPledges).toBe(before + 1);
    expect((after.yearOverYearData as { year: number; pledges: number }[]).at(-1)).toEqual({
      year: THIS_YEAR,
      pledges: 7,
    });
  });

  it('takes the social reach admins set, and the default when it is not a count', async () => {
    const setReach = (socialReach: unknown) =>
      api.models.SiteSettingsRow.query()
        .patch({ settings: { socialReach } })
        .where({ id: SITE_SETTINGS_ROW_ID });
    await setReach(3_100_000);
    expect((await stats()).socialReach).toBe(3_100_000);
    await setReach('lots');
    expect((await stats()).socialReach).toBe(2_500_000);
    await setReach(-5);
    expect((await stats()).socialReach).toBe(2_500_000);
  });
});

/**
 * Every figure of GET /api/stats agrees with the others, on a fresh site, with a handful of
 * pledges and with thousands: the total is the sum of the years, and the pledges taken inside
 * the campaign period are the sum of its days.
 */
describe.each(TEST_DIALECTS)('GET /api/stats figures that agree on %s', (dialect) => {
  let api: TestApi;
  let serial = 0;
  // A period that is over: a pledge taken while the test runs stays out of it.
  const PERIOD = { campaignStart: `${LAST_YEAR}-03-01`, campaignEnd: `${LAST_YEAR}-03-31` };
  beforeAll(async () => {
    api = await startTestApi(dialect, { STATS_MAX_AGE_MS: '0' });
    await api.models.SiteSettingsRow.query()
      .patch({ settings: PERIOD })
      .where({ id: SITE_SETTINGS_ROW_ID });
  });
  afterAll(() => api?.close());

  const stats = async () => {
    const response = await api.request('/api/stats');
    expect(response.status).toBe(200);
    return (await response.json()) as StatsAnswer;
  };
  /** Inserts pledges in bulk, straight into the table (the pledge route is rate-limited). */
  const insertPledges = (dates: Date[]) =>
    api.db.batchInsert(
      'pledges',
      dates.map((createdAt) => ({
        name: 'Bulk Pledger',
        email: `bulk${serial++}@example.org`,
        createdAt,
      })),
      500,
    );
  const expectAgreement = (answer: StatsAnswer, inPeriod: number) => {
    expect(answer.totalPledges).toBe(sumOf(answer.yearOverYearData));
    expect(sumOf(answer.dailyData)).toBe(inPeriod);
    expect(answer.dailyData.map((point) => point.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `${LAST_YEAR}-03-${String(i + 1).padStart(2, '0')}`),
    );
  };

  it('answers nothing yet on a fresh site, every day of the set period at zero', async () => {
    const answer = await stats();
    expect(answer).toMatchObject({
      totalPledges: 0,
      growthRate: 0,
      yearOverYearData: [],
      hasPreviousPeriod: false,
    });
    expectAgreement(answer, 0);
    expect(answer.dailyData.every((point) => point.pledges === 0)).toBe(true);
  });

  it('agrees with 3 pledges, each on its UTC day, the period’s edges included', async () => {
    await insertPledges([
      new Date(`${LAST_YEAR}-03-01T00:00:00.000Z`),
      new Date(`${LAST_YEAR}-03-31T23:59:59.999Z`),
      new Date(`${LAST_YEAR}-04-01T00:00:00.000Z`), // the day after the period
    ]);
    const answer = await stats();
    expect(answer).toMatchObject({
      totalPledges: 3,
      yearOverYearData: [{ year: LAST_YEAR, pledges: 3 }],
      hasPreviousPeriod: true,
      growthRate: -100,
    });
    expectAgreement(answer, 2);
    expect(answer.dailyData[0]).toEqual({ date: `${LAST_YEAR}-03-01`, pledges: 1 });
    expect(answer.dailyData[30]).toEqual({ date: `${LAST_YEAR}-03-31`, pledges: 1 });
  });

  it('agrees with 5,000 pledges over several years', async () => {
    // 4,997 more: 3,100 spread over the period's days, the rest in other years and months.
    const inPeriod = Array.from(
      { length: 3_100 },
      (_, i) => new Date(Date.UTC(LAST_YEAR, 2, 1 + (i % 31), i % 24, i % 60)),
    );
    const outside = Array.from({ length: 1_897 }, (_, i) =>
      i % 2 === 0
        ? new Date(Date.UTC(LAST_YEAR - 1 - (i % 3), 6, 1 + (i % 28)))
        : new Date(Date.UTC(THIS_YEAR, 0, 1 + (i % 28), 12)),
    );
    await insertPledges([...inPeriod, ...outside]);
    const answer = await stats();
    expect(answer.totalPledges).toBe(5_000);
    expectAgreement(answer, 2 + 3_100);
    // 3,100 over 31 days is 100 a day, and one more on the first and the last day.
    expect(answer.dailyData.map((point) => point.pledges)).toEqual(
      Array.from({ length: 31 }, (_, i) => (i === 0 || i === 30 ? 101 : 100)),
    );
  });

  it('charts the new period as soon as an admin’s save is read', async () => {
    await api.models.SiteSettingsRow.query()
      .patch({
        settings: { campaignStart: `${THIS_YEAR}-01-01`, campaignEnd: `${THIS_YEAR}-01-03` },
      })
      .where({ id: SITE_SETTINGS_ROW_ID });
    const answer = await stats();
    expect(answer.dailyData.map((point) => point.date)).toEqual([
      `${THIS_YEAR}-01-01`,
      `${THIS_YEAR}-01-02`,
      `${THIS_YEAR}-01-03`,
    ]);
    expect(answer.totalPledges).toBe(sumOf(answer.yearOverYearData));
    const [stored] = (await api
      .db('pledges')
      .where('createdAt', '>=', new Date(`${THIS_YEAR}-01-01T00:00:00Z`))
      .andWhere('createdAt', '<', new Date(`${THIS_YEAR}-01-04T00:00:00Z`))
      .count({ n: '*' })) as { n: unknown }[];
    expect(Number(stored?.n)).toBeGreaterThan(0);
    expect(sumOf(answer.dailyData)).toBe(Number(stored?.n));
  });
});
