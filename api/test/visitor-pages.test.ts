import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_DATA_IDS, type SubmittedForm } from '@campaign/shared';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

/**
 * The visitor forms posted as plain HTML forms (no JavaScript) to their pages, over HTTP. The
 * stand-in builds have no server render, so a form sent back arrives in the client-rendered
 * document, as its data; the rendered page itself is covered end to end (e2e).
 */
describe.each(TEST_DIALECTS)('plain form posts on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  beforeAll(async () => {
    web = await createWebRoot();
    api = await startTestApi(dialect, { SERVE_WEB: 'true', WEB_ROOT: web.dir });
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  /** Posts `fields` as a browser posts a plain form, to `target` (this suite's API by default). */
  const post = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    target: TestApi = api,
  ) =>
    target.request(path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  /** The form the page was sent back with. */
  async function sentBack(response: Response): Promise<SubmittedForm> {
    const html = await response.text();
    const json = new RegExp(
      `<script type="application/json" id="${DOCUMENT_DATA_IDS.submittedForm}">([^<]*)</script>`,
    ).exec(html)?.[1];
    expect(json, 'the submitted form in the page').toBeDefined();
    return JSON.parse(json!) as SubmittedForm;
  }

  const pledgeCount = () => api.models.Pledge.query().resultSize();
  const contactCount = () => api.models.Contact.query().resultSize();
  const subscriptionCount = () => api.models.NewsletterSubscription.query().resultSize();

  describe('accepted posts redirect to the success view (post/redirect/get)', () => {
    it('stores a pledge as the JSON route does and counts it', async () => {
      const before = await pledgeCount();
      const response = await post('/pledge', {
        form: 'pledge',
        name: '  Plain Form ',
        email: 'Plain@Example.org',
        website: '',
      });
      expect(response.status).toBe(303);
      // The success view carries the pledger's share code, for their personal link.
      const location = response.headers.get('location') ?? '';
      const shareCode = /^\/pledge\?pledged=1&share=([A-Za-z0-9_-]{12})#pledge-form-title$/.exec(
        location,
      )?.[1];
      expect(shareCode, location).toBeDefined();
      expect(await pledgeCount()).toBe(before + 1);
      expect(await api.models.Pledge.query().findOne({ email: 'plain@example.org' })).toMatchObject(
        { name: 'Plain Form', shareCode },
      );
      const stats = (await (await api.request('/api/stats')).json()) as { totalPledges: number };
      expect(stats.totalPledges).toBe(before + 1);
    });

    it('answers a repeat pledge the same way and keeps the first', async () => {
      const fields = { form: 'pledge', name: 'Second Time', email: 'plain@example.org' };
      const response = await post('/pledge', fields);
      expect(response.status).toBe(303);
      const rows = await api.models.Pledge.query().where({ email: 'plain@example.org' });
      expect(rows.map((row) => row.name)).toEqual(['Plain Form']);
      // A code of the same shape as a first pledge's, stored nowhere.
      const shareCode = /[?&]share=([A-Za-z0-9_-]{12})#/.exec(
        response.headers.get('location') ?? '',
      )?.[1];
      expect(shareCode).toBeDefined();
      expect(shareCode).not.toBe(rows[0]?.shareCode);
      expect(await api.models.Pledge.query().findOne({ shareCode: shareCode! })).toBeUndefined();
    });

    it('stores a contact message', async () => {
      const response = await post('/contact', {
        form: 'contact',
        name: 'Ada',
        email: 'ada@example.org',
        message: 'Sent without JavaScript.',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contact?sent=1#contact-form-title');
      expect(
        await api.models.Contact.query().findOne({ message: 'Sent without JavaScript.' }),
      ).toBeDefined();
    });

    it('subscribes from the footer of any visitor page, back to that page', async () => {
      for (const [path, email] of [
        ['/', 'home@example.org'],
        ['/blog/some-article', 'article@example.org'],
        ['/pledge', 'pledge-page@example.org'],
      ] as const) {
        const response = await post(path, { form: 'newsletter', email });
        expect(response.status, path).toBe(303);
        expect(response.headers.get('location')).toBe(`${path}?subscribed=1#newsletter`);
        expect(await api.models.NewsletterSubscription.query().findOne({ email })).toBeDefined();
      }
    });

    it('answers a filled honeypot as usual and stores nothing', async () => {
      const before = await subscriptionCount();
      const response = await post('/about', {
        form: 'newsletter',
        email: 'bot@example.org',
        website: 'https://spam.example',
      });
      expect(response.status).toBe(303);
      expect(await subscriptionCount()).toBe(before);
    });
  });

  describe('refused posts get their page back with the values and the messages', () => {
    it('sends the pledge page back with each field’s first schema message', async () => {
      const before = await pledgeCount();
      const response = await post('/pledge', { form: 'pledge', name: 'A', email: 'not-an-email' });
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await sentBack(response)).toEqual({
        form: 'pledge',
        values: { name: 'A', email: 'not-an-email' },
        errors: { name: 'Name must be at least 2 characters', email: 'Invalid email address' },
      });
      expect(await pledgeCount()).toBe(before);
    });

    it('stores nothing of a half-valid contact message', async () => {
      const before = await contactCount();
      const response = await post('/contact', {
        form: 'contact',
        name: 'Valid Name',
        email: 'valid@example.org',
        message: 'short',
      });
      expect(response.status).toBe(400);
      const form = await sentBack(response);
      expect(Object.keys(form.errors)).toEqual(['message']);
      expect(form.values).toEqual({
        name: 'Valid Name',
        email: 'valid@example.org',
        message: 'short',
      });
      expect(await contactCount()).toBe(before);
    });

    it('writes what was typed into the page as inert data, never as markup', async () => {
      const response = await post('/', {
        form: 'newsletter',
        email: '</script><script>alert(1)</script>',
      });
      expect(response.status).toBe(400);
      const html = await response.clone().text();
      expect(html).not.toContain('<script>alert(1)');
      expect((await sentBack(response)).values.email).toBe('</script><script>alert(1)</script>');
    });

    it('sends back only the form’s own fields, never the honeypot or extra fields', async () => {
      const response = await post('/about', {
        form: 'newsletter',
        email: 'bad',
        injected: 'x'.repeat(100),
      });
      expect((await sentBack(response)).values).toEqual({ email: 'bad' });
    });
  });

  describe('attack classes', () => {
    it('other spellings of a page reach no form handler and store nothing', async () => {
      const before = await pledgeCount();
      for (const path of [
        '/Pledge',
        '/pledge/',
        '//pledge',
        '/%70ledge',
        '/pledge;x',
        '/pledge%2F',
        '/blog/a/b',
        '/admin',
        '/no-such-page',
      ]) {
        const response = await post(path, {
          form: 'pledge',
          name: 'Spelling Test',
          email: 'spelling@example.org',
        });
        expect([404, 405], path).toContain(response.status);
      }
      expect(await pledgeCount()).toBe(before);
    });

    it('refuses cross-site posts with a plain page', async () => {
      const before = await subscriptionCount();
      for (const headers of <Record<string, string>[]>[
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'null' },
      ]) {
        const response = await post('/', { form: 'newsletter', email: 'x@example.org' }, headers);
        expect(response.status).toBe(403);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toContain('Cross-site requests are not allowed');
        expect(html).not.toMatch(/at \w+ \(|node_modules/);
      }
      expect(await subscriptionCount()).toBe(before);
    });

    it('accepts a same-origin post as a browser sends it', async () => {
      const response = await post(
        '/',
        { form: 'newsletter', email: 'same-origin@example.org' },
        { Origin: api.baseUrl, 'Sec-Fetch-Site': 'same-origin' },
      );
      expect(response.status).toBe(303);
    });

    it('refuses bodies of the wrong type or size, and forms a page does not have', async () => {
      const json = await api.request('/pledge', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ form: 'pledge', name: 'Json Body', email: 'json@example.org' }),
      });
      expect(json.status).toBe(415);
      const huge = await post('/contact', {
        form: 'contact',
        name: 'Big',
        email: 'big@example.org',
        message: 'x'.repeat(70 * 1024),
      });
      expect(huge.status).toBe(413);
      for (const [path, form] of [
        ['/about', 'pledge'],
        ['/pledge', 'contact'],
        ['/contact', 'pledge'],
        ['/', ''],
        ['/', 'admin'],
      ] as const) {
        const response = await post(path, { form, name: 'Wrong Form', email: 'w@example.org' });
        expect(response.status, `${form} on ${path}`).toBe(400);
        expect(await response.text()).toContain('This page has no such form.');
      }
      expect(await api.models.Pledge.query().findOne({ name: 'Wrong Form' })).toBeUndefined();
      expect(
        await api.models.Contact.query().findOne({ email: 'big@example.org' }),
      ).toBeUndefined();
    });

    it('answers other methods on a page with 405, and pages with their own status', async () => {
      const deleted = await api.request('/about', { method: 'DELETE' });
      expect(deleted.status).toBe(405);
      expect(deleted.headers.get('allow')).toBe('HEAD, GET, POST');
      expect((await api.request('/about')).status).toBe(200);
      expect((await api.request('/about')).headers.get('x-robots-tag')).toBeNull();
      // The console is never indexed.
      expect((await api.request('/admin')).headers.get('x-robots-tag')).toBe('noindex');
      expect((await api.request('/no-such-page')).status).toBe(404);
      expect((await api.request('/blog/some-article.js')).status).toBe(404);
    });

    it('needs no session and sets no cookie', async () => {
      const response = await post('/', { form: 'newsletter', email: 'nocookie@example.org' });
      expect(response.status).toBe(303);
      expect(response.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('rate limits', () => {
    let limited: TestApi;
    beforeAll(async () => {
      limited = await api.startSibling({ RATE_LIMIT_PLEDGES: '2' });
    });
    afterAll(() => limited?.close());

    it('counts JSON and plain posts of a form together and sends the page back on 429', async () => {
      const plain = (email: string) =>
        post('/pledge', { form: 'pledge', name: 'Rate Limited', email }, {}, limited);
      const json = await limited.postJson('/api/pledges', {
        name: 'Rate Limited',
        email: 'rate1@example.org',
      });
      expect(json.status).toBe(201);
      expect((await plain('rate2@example.org')).status).toBe(303);
      const refused = await plain('rate3@example.org');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const form = await sentBack(refused);
      expect(form.values).toEqual({ name: 'Rate Limited', email: 'rate3@example.org' });
      expect(form.message).toMatch(/^Too many requests/);
      expect(
        await api.models.Pledge.query().findOne({ email: 'rate3@example.org' }),
      ).toBeUndefined();
      // Another form's limit is its own.
      const newsletter = await post(
        '/pledge',
        { form: 'newsletter', email: 'rate4@example.org' },
        {},
        limited,
      );
      expect(newsletter.status).toBe(303);
    });
  });
});
