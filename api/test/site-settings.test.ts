import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from '@campaign/shared';
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
    facebook: 'https://www.facebook.com/nitratefree',
    twitter: '',
    instagram: 'https://www.instagram.com/nitratefree',
    linkedin: '',
  },
  pledgeGoal: 40_000,
  socialReach: 3_200_000,
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
      pledgeGoal: 25_000,
      socialReach: 2_500_000,
    });
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
    expect(((await (await api.request('/api/stats')).json()) as SiteSettings).socialReach).toBe(
      EDITED.socialReach,
    );
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
          'socialReach, social.facebook, social.instagram',
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
      pledgeGoal: 0,
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
        { path: 'social.twitter', message: 'Twitter must be an https:// address' },
        { path: 'pledgeGoal', message: 'Pledge goal must be at least 1' },
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
