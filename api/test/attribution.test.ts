import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_DATA_IDS, type SubmittedForm } from '@campaign/shared';
import { TEST_SESSION_SECRET } from './support/auth';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

/**
 * Where pledges and sign-ups came from, over HTTP: stored from the JSON routes and the plain
 * form posts (the hidden fields the pages carry), malformed values dropped without refusing
 * anything, and shown, filtered and exported in the console.
 */
describe.each(TEST_DIALECTS)('attribution on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  let users: ConsoleUsers;
  beforeAll(async () => {
    web = await createWebRoot();
    api = await startTestApi(dialect, {
      SERVE_WEB: 'true',
      WEB_ROOT: web.dir,
      SESSION_SECRET: TEST_SESSION_SECRET,
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  const RADIO = {
    utm_source: 'radio',
    utm_medium: 'audio',
    utm_campaign: 'nov',
    referrer: 'news.example.org',
    ref: 'share_Code-1',
  };
  const STORED_RADIO = {
    utmSource: 'radio',
    utmMedium: 'audio',
    utmCampaign: 'nov',
    referrerHost: 'news.example.org',
    referralCode: 'share_Code-1',
    partner: null,
  };
  const NOTHING = {
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrerHost: null,
    referralCode: null,
    partner: null,
  };
  const attributionOf = async (table: 'pledges' | 'newsletters', email: string) => {
    const row = await api.db(table).where({ email }).first();
    expect(row, `${table} row for ${email}`).toBeDefined();
    return {
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      referrerHost: row.referrerHost,
      referralCode: row.referralCode,
      partner: row.partner,
    } as Record<string, unknown>;
  };
  /** Posts `fields` as a browser posts a plain form. */
  const postForm = (path: string, fields: Record<string, string>) =>
    api.request(path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  describe('stored with the pledge or sign-up', () => {
    it('stores a JSON pledge’s attribution in its row', async () => {
      const response = await api.postJson('/api/pledges', {
        name: 'Radio Listener',
        email: 'listener@example.org',
        ...RADIO,
      });
      expect(response.status).toBe(201);
      expect(await attributionOf('pledges', 'listener@example.org')).toEqual(STORED_RADIO);
    });

    it('stores a pledge without attribution with empty columns', async () => {
      await api.postJson('/api/pledges', { name: 'Direct Visitor', email: 'direct@example.org' });
      expect(await attributionOf('pledges', 'direct@example.org')).toEqual(NOTHING);
    });

    it('drops malformed values, cuts long tags, and still stores and counts the pledge', async () => {
      const before = await api.models.Pledge.query().resultSize();
      const response = await api.postJson('/api/pledges', {
        name: 'Odd Tags',
        email: 'odd@example.org',
        utm_source: 42,
        utm_medium: ['a', 'b'],
        utm_campaign: `  ${'c'.repeat(150)}\u0000 `,
        referrer: 'https://evil.example/path?x=1',
        ref: 'no spaces allowed!',
      });
      expect(response.status).toBe(201);
      expect(await api.models.Pledge.query().resultSize()).toBe(before + 1);
      expect(await attributionOf('pledges', 'odd@example.org')).toEqual({
        ...NOTHING,
        utmCampaign: 'c'.repeat(100),
      });
    });

    it('keeps the first pledge’s attribution when the same email pledges again', async () => {
      await api.postJson('/api/pledges', {
        name: 'Again',
        email: 'listener@example.org',
        utm_source: 'poster',
      });
      expect(await attributionOf('pledges', 'listener@example.org')).toEqual(STORED_RADIO);
    });

    it('stores a JSON newsletter sign-up’s attribution', async () => {
      const response = await api.postJson('/api/newsletter', {
        email: 'reader@example.org',
        ...RADIO,
        utm_source: 'newsletter-swap',
      });
      expect(response.status).toBe(201);
      expect(await attributionOf('newsletters', 'reader@example.org')).toEqual({
        ...STORED_RADIO,
        utmSource: 'newsletter-swap',
      });
    });

    it('stores a plain pledge form post’s hidden attribution fields', async () => {
      const response = await postForm('/pledge', {
        form: 'pledge',
        name: 'No Script',
        email: 'noscript@example.org',
        website: '',
        ...RADIO,
      });
      expect(response.status).toBe(303);
      expect(await attributionOf('pledges', 'noscript@example.org')).toEqual(STORED_RADIO);
    });

    it('stores a plain pledge post with empty or malformed hidden fields, dropping them', async () => {
      const response = await postForm('/pledge', {
        form: 'pledge',
        name: 'Empty Fields',
        email: 'empty-fields@example.org',
        utm_source: '',
        utm_medium: '',
        utm_campaign: 'nov',
        referrer: 'not a host',
        ref: '',
      });
      expect(response.status).toBe(303);
      expect(await attributionOf('pledges', 'empty-fields@example.org')).toEqual({
        ...NOTHING,
        utmCampaign: 'nov',
      });
    });

    it('sends a refused plain post back with its attribution, to be posted again', async () => {
      const response = await postForm('/pledge', {
        form: 'pledge',
        name: 'Typo',
        email: 'not-an-email',
        utm_source: 'radio',
        utm_campaign: 'nov',
        ref: '',
      });
      expect(response.status).toBe(400);
      const json = new RegExp(
        `<script type="application/json" id="${DOCUMENT_DATA_IDS.submittedForm}">([^<]*)</script>`,
      ).exec(await response.text())?.[1];
      const sentBack = JSON.parse(json!) as SubmittedForm;
      expect(sentBack.values).toEqual({
        name: 'Typo',
        email: 'not-an-email',
        utm_source: 'radio',
        utm_campaign: 'nov',
      });
      expect(await api.db('pledges').where({ name: 'Typo' })).toEqual([]);
    });

    it('stores a plain footer sign-up’s hidden attribution fields, from any page', async () => {
      const response = await postForm('/about', {
        form: 'newsletter',
        email: 'footer@example.org',
        utm_source: 'flyer',
        utm_campaign: 'nov',
      });
      expect(response.status).toBe(303);
      expect(await attributionOf('newsletters', 'footer@example.org')).toEqual({
        ...NOTHING,
        utmSource: 'flyer',
        utmCampaign: 'nov',
      });
    });
  });

  describe('in the console', () => {
    beforeAll(async () => {
      await api.db('pledges').insert(
        [
          {
            name: 'From Radio',
            email: 'c-radio@example.org',
            utmSource: 'radio',
            utmCampaign: 'nov',
          },
          {
            name: 'From Radio Dec',
            email: 'c-radio-dec@example.org',
            utmSource: 'radio',
            utmCampaign: 'dec',
          },
          // No source tag: the referring site is its source.
          { name: 'From News', email: 'c-news@example.org', referrerHost: 'news.example.org' },
          // A tag wins over the referring site.
          {
            name: 'Tagged Via News',
            email: 'c-tagged@example.org',
            utmSource: 'poster',
            referrerHost: 'news.example.org',
            createdAt: new Date(),
          },
        ].map((row) => ({ createdAt: new Date(), ...row })),
      );
    });

    const listed = async (path: string) => {
      const response = await users.as('admin', path);
      expect(response.status, path).toBe(200);
      return (await response.json()) as {
        total: number;
        items: { email: string; utmSource: string | null; utmCampaign: string | null }[];
      };
    };
    const emails = (page: { items: { email: string }[] }) =>
      page.items.map((item) => item.email).sort();

    it('lists each person’s source, medium, campaign, referring site and share code', async () => {
      const page = await listed('/api/admin/pledges?q=noscript');
      expect(page.items).toEqual([
        expect.objectContaining({
          email: 'noscript@example.org',
          utmSource: 'radio',
          utmMedium: 'audio',
          utmCampaign: 'nov',
          referrerHost: 'news.example.org',
          referralCode: 'share_Code-1',
        }),
      ]);
      const subscribers = await listed('/api/admin/subscribers?source=flyer');
      expect(subscribers.items).toEqual([
        expect.objectContaining({ email: 'footer@example.org', utmSource: 'flyer' }),
      ]);
    });

    it('filters by source (the tag, else the referring site) and by campaign, with the total', async () => {
      const radio = await listed('/api/admin/pledges?source=radio');
      expect(emails(radio)).toEqual([
        'c-radio-dec@example.org',
        'c-radio@example.org',
        'listener@example.org',
        'noscript@example.org',
      ]);
      expect(radio.total).toBe(4);
      const news = await listed('/api/admin/pledges?source=news.example.org');
      expect(emails(news)).toEqual(['c-news@example.org']);
      const radioNov = await listed('/api/admin/pledges?source=radio&campaign=nov');
      expect(emails(radioNov)).toEqual([
        'c-radio@example.org',
        'listener@example.org',
        'noscript@example.org',
      ]);
      const searched = await listed('/api/admin/pledges?source=radio&campaign=nov&q=from');
      expect(emails(searched)).toEqual(['c-radio@example.org']);
      expect(searched.total).toBe(1);
      const nov = await listed('/api/admin/pledges?campaign=nov&pageSize=2');
      expect(nov.total).toBe(4);
      expect(nov.items).toHaveLength(2);
      expect((await listed('/api/admin/pledges?source=nobody')).total).toBe(0);
    });

    it('refuses a bad filter with a 400 and its issue', async () => {
      for (const path of [
        '/api/admin/pledges',
        '/api/admin/subscribers',
        '/api/admin/pledges.csv',
      ]) {
        const tooLong = await users.as('admin', `${path}?source=${'s'.repeat(101)}`);
        expect(tooLong.status, path).toBe(400);
        expect(await tooLong.json()).toEqual({
          message: 'Invalid query',
          issues: [{ path: 'source', message: 'Source must be at most 100 characters' }],
        });
        const twice = await users.as('admin', `${path}?campaign=a&campaign=b`);
        expect(twice.status, path).toBe(400);
        expect(await twice.json()).toEqual({
          message: 'Invalid query',
          issues: [{ path: 'campaign', message: 'Campaign must be a single text value' }],
        });
      }
    });

    it('exports the attribution columns, and the filtered rows only', async () => {
      const response = await users.as('admin', '/api/admin/pledges.csv?source=radio&campaign=nov');
      expect(response.status).toBe(200);
      const records = parse(await response.text(), { bom: true }) as string[][];
      expect(records[0]).toEqual([
        'Name',
        'Email',
        'Pledged at',
        'Source',
        'Medium',
        'Campaign',
        'Referring site',
        'Share code',
      ]);
      const byEmail = new Map(records.slice(1).map((record) => [record[1], record]));
      expect([...byEmail.keys()].sort()).toEqual([
        'c-radio@example.org',
        'listener@example.org',
        'noscript@example.org',
      ]);
      expect(byEmail.get('noscript@example.org')!.slice(3)).toEqual([
        'radio',
        'audio',
        'nov',
        'news.example.org',
        'share_Code-1',
      ]);
      expect(byEmail.get('c-radio@example.org')!.slice(3)).toEqual(['radio', '', 'nov', '', '']);
    });

    it('exports the subscribers’ attribution columns', async () => {
      await api.db('newsletters').where({ email: 'footer@example.org' }).update({
        status: 'confirmed',
      });
      const response = await users.as('admin', '/api/admin/subscribers.csv?campaign=nov');
      const records = parse(await response.text(), { bom: true }) as string[][];
      expect(records).toEqual([
        ['Email', 'Subscribed at', 'Source', 'Medium', 'Campaign', 'Referring site', 'Share code'],
        ['footer@example.org', expect.any(String), 'flyer', '', 'nov', '', ''],
      ]);
    });
  });
});
