import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_DAYS, dashboardSchema, type Dashboard } from '@campaign/shared';
import { SITE_SETTINGS_ROW_ID } from '../src/models';
import { TEST_SESSION_SECRET } from './support/auth';
import { otherSpellings, signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const DASHBOARD = '/api/admin/dashboard';
const DAY = 86_400_000;

/** Midnight UTC `days` days before today's. */
const dayStart = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY);
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const isoMonth = (date: Date) => date.toISOString().slice(0, 7);

describe.each(TEST_DIALECTS)('console dashboard on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    for (const table of ['pledges', 'contacts', 'newsletters']) await api.db(table).delete();
  });

  const dashboard = async (who: 'admin' | 'editor' = 'admin'): Promise<Dashboard> => {
    const response = await users.as(who, DASHBOARD);
    expect(response.status).toBe(200);
    return dashboardSchema.parse(await response.json());
  };
  let serial = 0;
  const pledgeAt = (createdAt: Date) =>
    api.models.Pledge.query().insert({
      name: 'Dash Board',
      email: `dash${serial++}@example.org`,
      createdAt,
    });

  it('is open to admins and editors, not to members or the signed out', async () => {
    expect((await users.as('anonymous', DASHBOARD)).status).toBe(401);
    expect((await users.as('member', DASHBOARD)).status).toBe(403);
    const [forAdmin, forEditor] = [await dashboard('admin'), await dashboard('editor')];
    expect(forEditor).toEqual(forAdmin);
    for (const spelling of otherSpellings(DASHBOARD)) {
      expect((await users.as('editor', spelling)).status, spelling).toBe(404);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await users.as('admin', DASHBOARD, { method, json: {} })).status).toBe(405);
    }
  });

  it('lists every one of the last days with zero, and no months, before any pledge', async () => {
    const empty = await dashboard();
    expect(empty.totals).toEqual({ pledges: 0, subscribers: 0, unhandledMessages: 0 });
    expect(empty.pledgesPerDay).toHaveLength(DASHBOARD_DAYS);
    expect(empty.pledgesPerDay.map((day) => day.date)).toEqual(
      Array.from({ length: DASHBOARD_DAYS }, (_, i) => isoDay(dayStart(DASHBOARD_DAYS - 1 - i))),
    );
    expect(empty.pledgesPerDay.every((day) => day.count === 0)).toBe(true);
    expect(empty.pledgesPerMonth).toEqual([]);
  });

  it('counts each pledge on its UTC day, to the last millisecond, oldest day first', async () => {
    const window = DASHBOARD_DAYS - 1;
    await pledgeAt(dayStart(window + 1)); // the day before the window starts
    await pledgeAt(new Date(dayStart(window).getTime() - 1)); // its last millisecond
    await pledgeAt(dayStart(window)); // the window's first millisecond
    await pledgeAt(new Date(dayStart(1).getTime() - 1)); // 23:59:59.999 two days ago
    await pledgeAt(new Date(dayStart(0).getTime() - 1)); // 23:59:59.999 yesterday
    await pledgeAt(new Date(dayStart(0).getTime() - 1));
    await pledgeAt(dayStart(0)); // 00:00:00.000 today
    const { pledgesPerDay, totals } = await dashboard();
    expect(totals.pledges).toBe(7);
    const counts = Object.fromEntries(pledgesPerDay.map((day) => [day.date, day.count]));
    expect(pledgesPerDay[0]).toEqual({ date: isoDay(dayStart(window)), count: 1 });
    expect(counts[isoDay(dayStart(2))]).toBe(1);
    expect(counts[isoDay(dayStart(1))]).toBe(2);
    expect(pledgesPerDay.at(-1)).toEqual({ date: isoDay(dayStart(0)), count: 1 });
    expect(pledgesPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(5);
    expect(pledgesPerDay.filter((day) => day.count === 0)).toHaveLength(DASHBOARD_DAYS - 4);
  });

  it('counts pledges per UTC month from the first pledge’s month to this one', async () => {
    const now = new Date();
    const monthStart = (back: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    await pledgeAt(new Date(monthStart(13).getTime() + 5 * DAY));
    await pledgeAt(new Date(monthStart(2).getTime() - 1)); // the last millisecond of a month
    await pledgeAt(monthStart(2)); // and the first of the next
    await pledgeAt(monthStart(0));
    await pledgeAt(new Date());
    await pledgeAt(monthStart(-2)); // dated ahead (a wrong clock): in the total only
    const { pledgesPerMonth, pledgesPerDay, totals } = await dashboard();
    expect(totals.pledges).toBe(6);
    expect(pledgesPerDay.at(-1)!.date).toBe(isoDay(dayStart(0)));
    expect(pledgesPerMonth.map((month) => month.month)).toEqual(
      Array.from({ length: 14 }, (_, i) => isoMonth(monthStart(13 - i))),
    );
    const counts = pledgesPerMonth.map((month) => month.count);
    expect(counts[0]).toBe(1);
    expect(counts[10]).toBe(1); // three months back
    expect(counts[11]).toBe(1); // two months back
    expect(counts[13]).toBe(2); // this month
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
  });

  it('totals confirmed subscribers and the messages not yet handled', async () => {
    const subscription = (email: string, status: string) => ({
      email,
      status,
      createdAt: new Date(),
    });
    await api.db('newsletters').insert([
      subscription('one@example.org', 'confirmed'),
      subscription('two@example.org', 'confirmed'),
      // Not (or no longer) on the list a newsletter goes to.
      subscription('pending@example.org', 'pending'),
      subscription('left@example.org', 'unsubscribed'),
    ]);
    const message = { name: 'Rosa', email: 'rosa@example.org', message: 'Hello there team!' };
    await api.models.Contact.query().insert({ ...message });
    await api.models.Contact.query().insert({ ...message, readAt: new Date() });
    await api.models.Contact.query().insert({
      ...message,
      readAt: new Date(),
      handledAt: new Date(),
    });
    expect((await dashboard()).totals).toEqual({
      pledges: 0,
      subscribers: 2,
      unhandledMessages: 2,
    });
  });

  it('counts every day of the campaign period, November unless the settings set one', async () => {
    const year = new Date().getUTCFullYear();
    const fresh = await dashboard();
    expect(fresh.campaign).toMatchObject({ start: `${year}-11-01`, end: `${year}-11-30` });
    expect(fresh.campaign!.pledgesPerDay).toHaveLength(30);
    expect(fresh.campaign!.pledgesPerDay[0]).toEqual({ date: `${year}-11-01`, count: 0 });

    await api.models.SiteSettingsRow.query()
      .patch({ settings: { campaignStart: `${year - 1}-12-30`, campaignEnd: `${year}-01-02` } })
      .where({ id: SITE_SETTINGS_ROW_ID });
    await pledgeAt(new Date(`${year - 1}-12-29T23:59:59.999Z`)); // the day before
    await pledgeAt(new Date(`${year - 1}-12-30T00:00:00.000Z`));
    await pledgeAt(new Date(`${year}-01-01T12:00:00.000Z`));
    await pledgeAt(new Date(`${year}-01-01T23:59:59.999Z`));
    await pledgeAt(new Date(`${year}-01-03T00:00:00.000Z`)); // the day after
    try {
      expect((await dashboard()).campaign).toEqual({
        start: `${year - 1}-12-30`,
        end: `${year}-01-02`,
        pledgesPerDay: [
          { date: `${year - 1}-12-30`, count: 1 },
          { date: `${year - 1}-12-31`, count: 0 },
          { date: `${year}-01-01`, count: 2 },
          { date: `${year}-01-02`, count: 0 },
        ],
      });
    } finally {
      await api.db('site_settings').update({ settings: '{}' });
    }
  });

  it('names no one: aggregates only', async () => {
    await pledgeAt(new Date());
    const text = await (await users.as('editor', DASHBOARD)).text();
    expect(text).not.toMatch(/@|Dash Board/);
  });
});
