import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsSchema,
  type SiteSettings,
  type Stats,
} from '@campaign/shared';
import * as createSiteSettings from '../migrations/0027_create_site_settings';
import { STATS_PAGE_KEY } from '../src/models';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { TEST_SESSION_SECRET } from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const ADMIN_SETTINGS = '/api/admin/settings';

const EDITED: SiteSettings = {
  contactEmail: 'team@nitratefree.example',
  contactPhone: '+44 20 7946 0000',
  contactAddress: '1 Market Row\nLeeds LS1 1AA',
  responseTime: 'We answer within a week.',
  social: {
    ...DEFAULT_SITE_SETTINGS.social,
    facebook: 'https://www.facebook.com/nitratefree',
    instagram: 'https://www.instagram.com/nitratefree',
    bluesky: 'https://bsky.app/profile/nitratefree.example',
  },
  socialLinksEnabled: true,
  pledgeGoal: 40_000,
  goalOnHome: true,
  displayThreshold: 50,
  socialReach: 3_200_000,
  activeMembers: 120,
  campaignStart: '2026-10-01',
  campaignEnd: '2026-11-15',
  chartMode: 'daily',
  copyrightHolder: 'Nitrate Free Leeds',
  copyrightYear: 2025,
  shareText: 'I pledged with Nitrate Free Leeds. Will you?',
  referralLeaderboard: true,
};

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

/**
 * The site settings: every visitor reads them (GET /api/settings), only admins read and change
 * them in the console, a refused or invalid save changes nothing, and a save is logged.
 */
describe.each(TEST_DIALECTS)('the site settings on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  const as: ConsoleUsers['as'] = (...args) => users.as(...args);

  beforeAll(async () => {
    // The default stats refresh interval (5 s): a save must show in the figures before it.
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db('activity_log').delete();
    await api.db('site_settings').update({ settings: '{}' });
  });

  const publicSettings = async () => {
    const response = await api.request('/api/settings');
    expect(response.status).toBe(200);
    return siteSettingsSchema.parse(await response.json());
  };
  const stored = () => api.db('site_settings').select('*');
  const save = (body: unknown, who: Parameters<ConsoleUsers['as']>[0] = 'admin') =>
    as(who, ADMIN_SETTINGS, { method: 'PUT', json: body });

  it('answers today’s built-in details on a fresh site, publicly and to admins', async () => {
    expect(await publicSettings()).toEqual(DEFAULT_SITE_SETTINGS);
    expect(DEFAULT_SITE_SETTINGS).toMatchObject({
      contactEmail: 'hello@nitratefreenovember.org',
      contactPhone: '+1 (555) 012-3456',
      // No goal until an organiser sets one; every figure shows; the figures of before.
      pledgeGoal: 0,
      goalOnHome: false,
      displayThreshold: 0,
      socialReach: 2_500_000,
      activeMembers: 8_432,
      socialLinksEnabled: true,
      campaignStart: '',
      campaignEnd: '',
      chartMode: 'yearly',
      copyrightHolder: '',
      copyrightYear: 2024,
    });
    expect(Object.values(DEFAULT_SITE_SETTINGS.social).every((url) => url === '')).toBe(true);
    const response = await as('admin', ADMIN_SETTINGS);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('stores an admin’s save, which the public settings and figures show at once', async () => {
    // The figures are read (and kept) before the save, as on a live site.
    expect(((await (await api.request('/api/stats')).json()) as SiteSettings).socialReach).toBe(
      DEFAULT_SITE_SETTINGS.socialReach,
    );
    const response = await save(EDITED);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(EDITED);
    expect(await publicSettings()).toEqual(EDITED);
    // The figures follow the saved campaign period as soon as they follow the social reach.
    const figures = (await (await api.request('/api/stats')).json()) as Stats;
    expect(figures.socialReach).toBe(EDITED.socialReach);
    expect(figures.dailyData).toHaveLength(46);
    expect(figures.dailyData?.[0]).toEqual({ date: '2026-10-01', pledges: 0 });
    expect(figures.dailyData?.at(-1)).toEqual({ date: '2026-11-15', pledges: 0 });
    const [row] = await stored();
    expect(row).toMatchObject({ updatedBy: users.admin.id });
  });

  it('normalises what it stores: trimmed text, a lower-case email, address lines', async () => {
    const response = await save({
      ...EDITED,
      contactEmail: '  Team@NitrateFree.Example ',
      contactAddress: '  1 Market Row \n\n Leeds LS1 1AA  ',
    });
    expect(response.status).toBe(200);
    expect(await publicSettings()).toMatchObject({
      contactEmail: 'team@nitratefree.example',
      contactAddress: '1 Market Row\nLeeds LS1 1AA',
    });
  });

  it('logs a save with the fields it changed', async () => {
    expect((await save(EDITED)).status).toBe(200);
    expect((await save(EDITED)).status).toBe(200);
    const entries = await api.models.ActivityEntry.query()
      .where('entity', 'site-settings')
      .orderBy('id');
    expect(entries).toMatchObject([
      {
        action: 'update',
        entityId: null,
        userEmail: users.admin.email,
        summary:
          'Changed contactEmail, contactPhone, contactAddress, responseTime, pledgeGoal, ' +
          'goalOnHome, displayThreshold, socialReach, activeMembers, campaignStart, ' +
          'campaignEnd, chartMode, copyrightHolder, copyrightYear, shareText, ' +
          'referralLeaderboard, social.facebook, social.instagram, social.bluesky',
      },
      { action: 'update', summary: 'Saved without changes' },
    ]);
  });

  it('refuses editors (403), people without a staff role (403) and no session (401)', async () => {
    const before = await stored();
    for (const [who, status] of [
      ['editor', 403],
      ['member', 403],
      ['anonymous', 401],
    ] as const) {
      expect((await as(who, ADMIN_SETTINGS)).status, who).toBe(status);
      const response = await save(EDITED, who);
      expect(response.status, who).toBe(status);
      expect(((await response.json()) as ErrorBody).message, who).toEqual(expect.any(String));
    }
    expect(await stored()).toEqual(before);
    expect(await publicSettings()).toEqual(DEFAULT_SITE_SETTINGS);
    expect(await api.db('activity_log').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('refuses an invalid save with each field’s message, changing and logging nothing', async () => {
    const before = await stored();
    const response = await save({
      ...EDITED,
      contactEmail: 'not an email',
      contactPhone: 'call us',
      responseTime: '',
      social: { ...EDITED.social, facebook: 'javascript:alert(1)', twitter: 'http://x.com/a' },
      pledgeGoal: -1,
      socialReach: -1,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.message).toBe('Invalid input');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'contactEmail', message: 'Contact email must be a valid email address' },
        {
          path: 'contactPhone',
          message: 'Contact phone may hold only digits, spaces, +, (, ), -, . and /',
        },
        { path: 'responseTime', message: 'Response time must be at least 1 characters' },
        { path: 'social.facebook', message: 'Facebook must be an https:// address' },
        { path: 'social.twitter', message: 'X (Twitter) must be an https:// address' },
        { path: 'pledgeGoal', message: 'Pledge goal cannot be negative' },
        { path: 'socialReach', message: 'Social reach cannot be negative' },
      ]),
    );
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    // A partial object is not a save: the whole form is sent every time.
    const partial = await save({ contactPhone: '+1 555 0100' });
    expect(partial.status).toBe(400);
    expect(((await partial.json()) as ErrorBody).issues).toEqual(
      expect.arrayContaining([{ path: 'contactEmail', message: 'Contact email is required' }]),
    );
    expect((await save([EDITED])).status).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await publicSettings()).toEqual(DEFAULT_SITE_SETTINGS);
    expect(await api.db('activity_log').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('keeps, on upgrade, a social reach organisers had set in the old stats row', async () => {
    await api.db.schema.dropTable('site_settings');
    await api.models.PageContent.query()
      .patch({ content: { socialReach: 4_200_000 } })
      .where({ pageKey: STATS_PAGE_KEY });
    await createSiteSettings.up(api.db);
    expect(await publicSettings()).toEqual({ ...DEFAULT_SITE_SETTINGS, socialReach: 4_200_000 });
    // A figure that is not a count is left behind: the default applies.
    await api.db.schema.dropTable('site_settings');
    await api.models.PageContent.query()
      .patch({ content: { socialReach: 'lots' } })
      .where({ pageKey: STATS_PAGE_KEY });
    await createSiteSettings.up(api.db);
    expect(await publicSettings()).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('shows the default for a stored field that is no longer valid', async () => {
    await api
      .db('site_settings')
      .update({ settings: JSON.stringify({ contactPhone: 'javascript:', pledgeGoal: 9 }) });
    expect(await publicSettings()).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      pledgeGoal: 9,
    });
    // A period with one day only, an unknown chart: November, by year.
    await api.db('site_settings').update({
      settings: JSON.stringify({
        campaignStart: '2026-03-01',
        chartMode: 'weekly',
        copyrightYear: 1200,
        displayThreshold: 5,
      }),
    });
    expect(await publicSettings()).toEqual({ ...DEFAULT_SITE_SETTINGS, displayThreshold: 5 });
  });

  it('loads settings stored before the goal, figures and ten networks with those at their defaults', async () => {
    const before = {
      contactEmail: 'old@nitratefree.example',
      contactPhone: '+1 555 0100',
      contactAddress: '1 Old Road',
      responseTime: 'Within a week.',
      social: {
        facebook: 'https://www.facebook.com/nitratefree',
        twitter: '',
        instagram: '',
        linkedin: '',
      },
      pledgeGoal: 25_000,
      socialReach: 3_000_000,
    };
    await api.db('site_settings').update({ settings: JSON.stringify(before) });
    const expected: SiteSettings = {
      ...DEFAULT_SITE_SETTINGS,
      ...before,
      social: { ...DEFAULT_SITE_SETTINGS.social, facebook: before.social.facebook },
    };
    expect(await publicSettings()).toEqual(expected);
    const response = await as('admin', ADMIN_SETTINGS);
    expect(await response.json()).toEqual(expected);
    // Saved back unchanged from the console, it is accepted as it loads.
    expect((await save(expected)).status).toBe(200);
    expect(await publicSettings()).toEqual(expected);
  });

  it('stores a profile typed without https:// with it, and refuses any other scheme', async () => {
    const response = await save({
      ...EDITED,
      social: {
        ...DEFAULT_SITE_SETTINGS.social,
        twitter: 'x.com/nitratefree',
        mastodon: '  mastodon.social/@nitratefree ',
        whatsapp: 'whatsapp.com/channel/0029Va',
        youtube: 'https://www.youtube.com/@nitratefree',
      },
    });
    expect(response.status).toBe(200);
    const saved = await publicSettings();
    expect(saved.social).toEqual({
      ...DEFAULT_SITE_SETTINGS.social,
      twitter: 'https://x.com/nitratefree',
      mastodon: 'https://mastodon.social/@nitratefree',
      whatsapp: 'https://whatsapp.com/channel/0029Va',
      youtube: 'https://www.youtube.com/@nitratefree',
    });

    const before = await stored();
    const refused = await save({
      ...EDITED,
      social: {
        ...EDITED.social,
        facebook: 'javascript:alert(1)',
        threads: 'http://www.threads.net/@nitratefree',
        tiktok: 'data:text/html,<script>alert(1)</script>',
        linkedin: 'JavaScript:alert(1)',
      },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).issues).toEqual(
      expect.arrayContaining([
        { path: 'social.facebook', message: 'Facebook must be an https:// address' },
        { path: 'social.threads', message: 'Threads must be an https:// address' },
        { path: 'social.tiktok', message: 'TikTok must be an https:// address' },
        { path: 'social.linkedin', message: 'LinkedIn must be an https:// address' },
      ]),
    );
    expect(await stored()).toEqual(before);
    expect(await publicSettings()).toEqual(saved);
  });

  it('accepts no goal, a display threshold, social links turned off and the daily chart', async () => {
    const settings: SiteSettings = {
      ...EDITED,
      pledgeGoal: 0,
      goalOnHome: false,
      displayThreshold: 1_000,
      socialLinksEnabled: false,
      chartMode: 'daily',
      campaignStart: '',
      campaignEnd: '',
      copyrightHolder: '',
    };
    expect((await save(settings)).status).toBe(200);
    expect(await publicSettings()).toEqual(settings);
  });

  it('refuses a campaign period that does not hold together, storing nothing', async () => {
    const cases: [Partial<SiteSettings>, string, string][] = [
      [
        { campaignStart: '2026-11-01', campaignEnd: '' },
        'campaignEnd',
        'Set both campaign days, or neither for November',
      ],
      [
        { campaignStart: '', campaignEnd: '2026-11-30' },
        'campaignStart',
        'Set both campaign days, or neither for November',
      ],
      [
        { campaignStart: '2026-11-30', campaignEnd: '2026-11-01' },
        'campaignEnd',
        'Campaign end must not be before its start',
      ],
      [
        { campaignStart: '2026-01-01', campaignEnd: '2027-01-02' },
        'campaignEnd',
        'The campaign may last at most 366 days',
      ],
      [
        { campaignStart: '2026-02-30', campaignEnd: '2026-03-10' },
        'campaignStart',
        'Campaign start must be a date written YYYY-MM-DD, or empty',
      ],
      [
        { campaignStart: '2026-11-01', campaignEnd: '2026-13-01' },
        'campaignEnd',
        'Campaign end must be a date written YYYY-MM-DD, or empty',
      ],
      [
        { campaignStart: '1 Nov 2026', campaignEnd: '2026-11-30' },
        'campaignStart',
        'Campaign start must be a date written YYYY-MM-DD, or empty',
      ],
    ];
    const before = await stored();
    for (const [period, path, message] of cases) {
      const response = await save({ ...EDITED, ...period });
      expect(response.status, JSON.stringify(period)).toBe(400);
      expect(((await response.json()) as ErrorBody).issues, JSON.stringify(period)).toEqual(
        expect.arrayContaining([{ path, message }]),
      );
    }
    expect(await stored()).toEqual(before);
    expect(await api.db('activity_log').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    // The longest period allowed: a leap year, 366 days.
    const leapYear = { ...EDITED, campaignStart: '2028-01-01', campaignEnd: '2028-12-31' };
    expect((await save(leapYear)).status).toBe(200);
    expect(await publicSettings()).toEqual(leapYear);
  });

  it('refuses an unknown chart, a copyright year out of range and figures that are not counts', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ chartMode: 'monthly' }, 'chartMode', 'Chart must be yearly or daily'],
      [{ copyrightYear: 1899 }, 'copyrightYear', 'Copyright year must be at least 1900'],
      [{ copyrightYear: 2101 }, 'copyrightYear', 'Copyright year must be at most 2100'],
      [{ copyrightYear: 2024.5 }, 'copyrightYear', 'Copyright year must be a whole number'],
      [{ displayThreshold: -1 }, 'displayThreshold', 'Display threshold cannot be negative'],
      [{ activeMembers: 'many' }, 'activeMembers', 'Active members must be a number'],
      [{ goalOnHome: 'yes' }, 'goalOnHome', 'Goal on the home page must be on or off'],
      [{ socialLinksEnabled: 1 }, 'socialLinksEnabled', 'Social links must be on or off'],
    ];
    const before = await stored();
    for (const [field, path, message] of cases) {
      const response = await save({ ...EDITED, ...field });
      expect(response.status, JSON.stringify(field)).toBe(400);
      expect(((await response.json()) as ErrorBody).issues, JSON.stringify(field)).toEqual([
        { path, message },
      ]);
    }
    expect(await stored()).toEqual(before);
    expect(await publicSettings()).toEqual(DEFAULT_SITE_SETTINGS);
  });
  it('signs the emails visitors’ forms queue with the saved contact address from the save on', async () => {
    const footerOf = async (kind: string, to: string) => {
      const email = await api.models.OutboxEmail.query().findOne({ kind, toAddress: to });
      return email ? (await api.emailBodies(email)).text : '';
    };
    await api.db('email_outbox').delete();
    expect((await api.postJson('/api/newsletter', { email: 'before@example.org' })).status).toBe(
      201,
    );
    expect(await footerOf('subscription-confirm', 'before@example.org')).toContain(
      `Questions? Write to ${DEFAULT_SITE_SETTINGS.contactEmail}.`,
    );

    expect((await save(EDITED)).status).toBe(200);
    expect((await api.postJson('/api/newsletter', { email: 'after@example.org' })).status).toBe(
      201,
    );
    const after = await footerOf('subscription-confirm', 'after@example.org');
    expect(after).toContain(`Questions? Write to ${EDITED.contactEmail}.`);
    expect(after).not.toContain(DEFAULT_SITE_SETTINGS.contactEmail);

    const pledged = await api.postJson('/api/pledges', { name: 'Ana', email: 'ana@example.org' });
    expect(pledged.status).toBe(201);
    expect(await footerOf('pledge-welcome', 'ana@example.org')).toContain(
      `Questions? Write to ${EDITED.contactEmail}.`,
    );
  });
});
