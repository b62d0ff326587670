import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTINGS_ROW_ID } from '../src/models';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

const THIS_YEAR = new Date().getUTCFullYear();
const LAST_YEAR = THIS_YEAR - 1;

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
    });
  });

  it('reports 0 growth while last year has no pledges', async () => {
    await insertPledges(2, `${THIS_YEAR}-01-01T00:00:00.000Z`);
    expect(await stats()).toMatchObject({ totalPledges: 2, growthRate: 0 });
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
