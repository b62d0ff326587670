import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  newsletterEditionDetailSchema,
  newsletterEditionListSchema,
  newsletterPreviewSchema,
  type NewsletterEditionInput,
  type SubscriptionStatus,
} from '@campaign/shared';
import { createLogger } from '../src/logger';
import { createSmtpTransport } from '../src/mail/smtp-transport';
import { startMailWorker } from '../src/mail/worker';
import { TEST_SESSION_SECRET } from './support/auth';
import {
  CROSS_SITE,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { startSmtpServer } from './support/smtp-server';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const NEWSLETTERS = '/api/admin/newsletters';
const PUBLIC_URL = 'https://fresh.example';
const UNSUBSCRIBE = `${PUBLIC_URL}/api/newsletter/unsubscribe?token=`;
const DRAFT: NewsletterEditionInput = {
  subject: 'November news',
  html: '<h2>Week one</h2><p>Read <a href="/blog">the articles</a> and share.</p>',
};

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

/**
 * Newsletters written and sent from the console, over HTTP: admins only; the body is sanitised
 * before it is stored; a draft can be edited, a sent one cannot; a test copy goes to the admin
 * who asks; a send queues exactly one copy per confirmed subscriber, each with its own
 * unsubscribe link, and only once however often it is asked for.
 */
describe.each(TEST_DIALECTS)('newsletters in the console on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  const as: ConsoleUsers['as'] = (...args) => users.as(...args);

  beforeAll(async () => {
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL,
      SITE_NAME: 'Fresh Food Month',
      NOTIFY_EMAIL: 'team@fresh.example',
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db('email_outbox').delete();
    await api.db('activity_log').delete();
    await api.db('newsletter_editions').delete();
    await api.db('newsletters').delete();
  });

  /** Subscribers written directly, in bulk: the sign-up and confirmation are not tested here. */
  const subscribe = async (status: SubscriptionStatus, count: number, prefix: string = status) => {
    const rows = Array.from({ length: count }, (_, n) => ({
      email: `${prefix}-${n}@example.org`,
      status,
      unsubscribeToken: randomBytes(24).toString('base64url'),
      createdAt: new Date(),
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await api.db('newsletters').insert(rows.slice(start, start + 200));
    }
    return rows;
  };
  const create = async (input: Partial<NewsletterEditionInput> = {}) => {
    const response = await as('admin', NEWSLETTERS, {
      method: 'POST',
      json: { ...DRAFT, ...input },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(id).toEqual(expect.any(Number));
    return id;
  };
  const get = async (id: number) => {
    const response = await as('admin', `${NEWSLETTERS}/${id}`);
    expect(response.status).toBe(200);
    return newsletterEditionDetailSchema.parse(await response.json());
  };
  const list = async () => {
    const response = await as('admin', NEWSLETTERS);
    expect(response.status).toBe(200);
    return newsletterEditionListSchema.parse(await response.json());
  };
  const send = (id: number | string) =>
    as('admin', `${NEWSLETTERS}/${id}/send`, { method: 'POST', json: {} });
  const copies = () =>
    api.models.OutboxEmail.query().where('kind', 'newsletter').orderBy('toAddress');
  const entries = () =>
    api.models.ActivityEntry.query().where('entity', 'newsletter').orderBy('id');

  describe('who may use it', () => {
    it('answers 401 signed out and 403 to editors and members on every route, changing nothing', async () => {
      await subscribe('confirmed', 1);
      const id = await create();
      const calls = [
        ['GET', NEWSLETTERS, undefined],
        ['POST', NEWSLETTERS, DRAFT],
        ['POST', `${NEWSLETTERS}/preview`, { html: DRAFT.html }],
        ['GET', `${NEWSLETTERS}/${id}`, undefined],
        ['PUT', `${NEWSLETTERS}/${id}`, { ...DRAFT, subject: 'Changed' }],
        ['POST', `${NEWSLETTERS}/${id}/test`, {}],
        ['POST', `${NEWSLETTERS}/${id}/send`, {}],
      ] as const;
      for (const [method, path, json] of calls) {
        for (const [who, status] of [
          ['anonymous', 401],
          ['member', 403],
          ['editor', 403],
        ] as const) {
          const response = await as(who, path, { method, json });
          expect(response.status, `${who} ${method} ${path}`).toBe(status);
          expect(await response.json()).toEqual({ message: expect.any(String) });
        }
      }
      expect((await list()).items).toHaveLength(1);
      expect(await get(id)).toMatchObject({ subject: DRAFT.subject, status: 'draft' });
      expect(await api.db('email_outbox').select('id')).toEqual([]);
    });

    it('refuses a send from another site or by another spelling, queueing nothing', async () => {
      await subscribe('confirmed', 1);
      const id = await create();
      for (const headers of CROSS_SITE) {
        const response = await as('admin', `${NEWSLETTERS}/${id}/send`, {
          method: 'POST',
          json: {},
          headers,
        });
        expect(response.status).toBe(403);
      }
      for (const spelling of otherSpellings(`${NEWSLETTERS}/${id}/send`)) {
        const response = await as('admin', spelling, { method: 'POST', json: {} });
        expect(response.status, spelling).toBeGreaterThanOrEqual(404);
        expect(response.status, spelling).toBeLessThan(500);
      }
      expect(await api.db('email_outbox').select('id')).toEqual([]);
      expect((await get(id)).status).toBe('draft');
    });
  });

  describe('writing', () => {
    it('stores a draft with its HTML sanitised, and logs it', async () => {
      const id = await create({
        subject: '  Hello  ',
        html: '<p onclick="steal()">Hi <b>there</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      });
      const stored = await get(id);
      expect(stored).toMatchObject({
        id,
        subject: 'Hello',
        status: 'draft',
        sentAt: null,
        recipients: null,
        progress: { queued: 0, sent: 0, failed: 0 },
        confirmedSubscribers: 0,
      });
      expect(stored.html).toContain('<p>Hi <b>there</b></p>');
      for (const unsafe of ['script', 'onclick', 'onerror', 'alert']) {
        expect(stored.html).not.toContain(unsafe);
      }
      const row = await api.db('newsletter_editions').where({ id }).first();
      expect(row.createdBy).toBe(users.admin.id);
      expect(await entries()).toMatchObject([
        {
          action: 'create',
          entityId: String(id),
          summary: 'Wrote "Hello"',
          userEmail: users.admin.email,
        },
      ]);
    });

    it('refuses bad bodies with each field’s message, storing nothing', async () => {
      const response = await as('admin', NEWSLETTERS, {
        method: 'POST',
        json: { subject: '   ', html: 'x'.repeat(200_001) },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.issues).toEqual([
        { path: 'subject', message: 'Subject is required' },
        { path: 'html', message: 'Body must be at most 200000 characters' },
      ]);
      const long = await as('admin', NEWSLETTERS, {
        method: 'POST',
        json: { subject: 's'.repeat(201), html: '<p>ok</p>' },
      });
      expect(((await long.json()) as ErrorBody).issues).toEqual([
        { path: 'subject', message: 'Subject must be at most 200 characters' },
      ]);
      // Nothing but a script: nothing left to send once it is removed.
      const empty = await as('admin', NEWSLETTERS, {
        method: 'POST',
        json: { subject: 'Scripted', html: '<script>alert(1)</script>' },
      });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as ErrorBody).issues).toEqual([
        { path: 'html', message: 'Body is required once unsafe HTML is removed' },
      ]);
      for (const json of [[], null, 'a newsletter', { subject: 42, html: '<p>x</p>' }, {}]) {
        const broken = await as('admin', NEWSLETTERS, { method: 'POST', json });
        expect(broken.status, JSON.stringify(json)).toBe(400);
        expect(await broken.json()).toMatchObject({ message: expect.any(String) });
      }
      expect((await list()).items).toEqual([]);
      expect(await entries()).toEqual([]);
    });

    it('previews the HTML as it would be stored, storing nothing', async () => {
      const response = await as('admin', `${NEWSLETTERS}/preview`, {
        method: 'POST',
        json: {
          html: '<p>Safe</p><a href="javascript:alert(1)">x</a><iframe src="https://x"></iframe>',
        },
      });
      expect(response.status).toBe(200);
      const { html } = newsletterPreviewSchema.parse(await response.json());
      expect(html).toBe('<p>Safe</p><a>x</a>');
      expect((await list()).items).toEqual([]);
    });

    it('edits a draft, and answers 404 for a newsletter that does not exist', async () => {
      const id = await create();
      const response = await as('admin', `${NEWSLETTERS}/${id}`, {
        method: 'PUT',
        json: { subject: 'Better subject', html: '<p>New <em>text</em></p><style>p{}</style>' },
      });
      expect(response.status).toBe(200);
      expect(newsletterEditionDetailSchema.parse(await response.json())).toMatchObject({
        subject: 'Better subject',
        html: '<p>New <em>text</em></p>',
        status: 'draft',
      });
      expect((await get(id)).subject).toBe('Better subject');
      expect((await entries()).map((entry) => entry.summary)).toEqual([
        'Wrote "November news"',
        'Changed subject, html',
      ]);
      for (const missing of [id + 1000, 'abc']) {
        expect((await as('admin', `${NEWSLETTERS}/${missing}`)).status).toBe(404);
        const put = await as('admin', `${NEWSLETTERS}/${missing}`, { method: 'PUT', json: DRAFT });
        expect(put.status).toBe(404);
        expect((await send(missing)).status).toBe(404);
      }
    });
  });

  describe('a test copy', () => {
    it('goes to the signed-in admin only, marked as a test, and counts for nothing', async () => {
      await subscribe('confirmed', 2);
      const id = await create();
      const response = await as('admin', `${NEWSLETTERS}/${id}/test`, { method: 'POST', json: {} });
      expect(response.status).toBe(202);
      const emails = await api.models.OutboxEmail.query();
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        kind: 'newsletter-test',
        toAddress: users.admin.email,
        subject: '[Test] November news',
        status: 'queued',
        newsletterId: null,
      });
      expect(emails[0]!.html).toContain('<h2>Week one</h2>');
      expect(await get(id)).toMatchObject({
        status: 'draft',
        progress: { queued: 0, sent: 0, failed: 0 },
      });
    });
  });

  describe('sending', () => {
    it('queues one copy per confirmed subscriber, each with its own unsubscribe link', async () => {
      const confirmed = await subscribe('confirmed', 3);
      await subscribe('pending', 2);
      await subscribe('unsubscribed', 2);
      // The footer gives the campaign's contact email from the site settings.
      const settings = (await (await as('admin', '/api/admin/settings')).json()) as object;
      const saved = await as('admin', '/api/admin/settings', {
        method: 'PUT',
        json: { ...settings, contactEmail: 'hello@fresh.example' },
      });
      expect(saved.status).toBe(200);
      const id = await create();
      expect((await list()).confirmedSubscribers).toBe(3);

      const response = await send(id);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ recipients: 3 });

      const emails = await copies();
      expect(emails.map((email) => email.toAddress)).toEqual(confirmed.map((row) => row.email));
      for (const [n, email] of emails.entries()) {
        const url = `${UNSUBSCRIBE}${confirmed[n]!.unsubscribeToken}`;
        expect(email).toMatchObject({
          subject: 'November news',
          status: 'queued',
          newsletterId: id,
          headers: {
            'List-Unsubscribe': `<${url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        expect(email.html).toContain(`href="${url}"`);
        expect(email.text).toContain(`Unsubscribe: ${url}`);
        // Nobody else's token is in this copy.
        for (const other of confirmed.filter((_, m) => m !== n)) {
          expect(email.html).not.toContain(other.unsubscribeToken);
          expect(email.text).not.toContain(other.unsubscribeToken);
        }
        expect(email.html).toContain(`href="${PUBLIC_URL}/blog"`);
        expect(email.text).toContain(`the articles (${PUBLIC_URL}/blog)`);
        expect(email.text).toContain(
          'You get this email because you subscribed to the newsletter at fresh.example.',
        );
        expect(email.text).toContain('Questions? Write to hello@fresh.example.');
      }

      const sent = await get(id);
      expect(sent).toMatchObject({
        status: 'sent',
        recipients: 3,
        sentAt: expect.any(String),
        progress: { queued: 3, sent: 0, failed: 0 },
      });
      expect((await entries()).at(-1)).toMatchObject({
        action: 'send',
        entityId: String(id),
        summary: 'Sent "November news" to 3 subscribers',
      });
    });

    it('sends only once: a second send, or an edit after, answers 409 and changes nothing', async () => {
      await subscribe('confirmed', 2);
      const id = await create();
      const [first, second] = await Promise.all([send(id), send(id)]);
      expect([first.status, second.status].sort()).toEqual([202, 409]);
      expect((await send(id)).status).toBe(409);
      expect(await copies()).toHaveLength(2);

      const edit = await as('admin', `${NEWSLETTERS}/${id}`, {
        method: 'PUT',
        json: { subject: 'Too late', html: '<p>Too late</p>' },
      });
      expect(edit.status).toBe(409);
      expect(await edit.json()).toEqual({
        message: 'This newsletter has been sent and can no longer be changed',
      });
      expect((await get(id)).subject).toBe('November news');
      expect((await entries()).filter((entry) => entry.action === 'send')).toHaveLength(1);
    });

    it('keeps a newsletter a draft when nobody has confirmed yet', async () => {
      await subscribe('pending', 2);
      const id = await create();
      const response = await send(id);
      expect(response.status).toBe(409);
      expect(await get(id)).toMatchObject({ status: 'draft', sentAt: null, recipients: null });
      expect(await api.db('email_outbox').select('id')).toEqual([]);
    });

    it('counts progress by the copies’ states, newest newsletter first', async () => {
      await subscribe('confirmed', 5);
      const older = await create({ subject: 'Older' });
      expect((await send(older)).status).toBe(202);
      const newer = await create({ subject: 'Newer' });
      const ids = (await copies()).map((email) => email.id);
      await api.db('email_outbox').whereIn('id', ids.slice(0, 2)).update({ status: 'sent' });
      await api.db('email_outbox').where('id', ids[2]!).update({ status: 'failed' });
      await api.db('email_outbox').where('id', ids[3]!).update({ status: 'sending' });

      const { items } = await list();
      expect(items.map((item) => item.id)).toEqual([newer, older]);
      expect(items[0]).toMatchObject({
        status: 'draft',
        progress: { queued: 0, sent: 0, failed: 0 },
      });
      expect(items[1]).toMatchObject({
        status: 'sent',
        recipients: 5,
        progress: { queued: 2, sent: 2, failed: 1 },
      });
      expect(items[1]).not.toHaveProperty('html');
      expect((await get(older)).progress).toEqual({ queued: 2, sent: 2, failed: 1 });
    });

    it('queues a copy for each of 1,000 confirmed subscribers', async () => {
      await subscribe('confirmed', 1000);
      const id = await create();
      const response = await send(id);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ recipients: 1000 });
      const [row] = await api
        .db('email_outbox')
        .where({ newsletter_id: id, kind: 'newsletter' })
        .countDistinct({ n: 'to_address' });
      expect(Number(row!.n)).toBe(1000);
      expect((await get(id)).progress).toEqual({ queued: 1000, sent: 0, failed: 0 });
    });
  });

  describe('delivery', () => {
    it('reaches each subscriber once, with both parts and the unsubscribe headers', async () => {
      const confirmed = await subscribe('confirmed', 3);
      const id = await create();
      expect((await send(id)).status).toBe(202);

      const smtp = await startSmtpServer();
      const worker = startMailWorker({
        db: api.db,
        bodyOf: api.emailBodies,
        transport: createSmtpTransport(smtp.url),
        from: { name: 'Fresh Food Month', address: 'hello@fresh.example' },
        logger: createLogger('silent'),
        polling: false,
        secrets: [smtp.password],
      });
      try {
        await worker.runOnce();
        const messages = await smtp.waitForMessages(3);
        expect(messages.map((message) => message.recipients).sort()).toEqual(
          confirmed.map((row) => [row.email]),
        );
        for (const { recipients, parsed } of messages) {
          const subscriber = confirmed.find((row) => row.email === recipients[0])!;
          const url = `${UNSUBSCRIBE}${subscriber.unsubscribeToken}`;
          expect(parsed.subject).toBe('November news');
          expect(parsed.html).toContain('<h2>Week one</h2>');
          expect(parsed.html).toContain(`href="${url}"`);
          expect(parsed.text).toContain('Week one');
          expect(parsed.text).toContain(`Unsubscribe: ${url}`);
          // Header lines as sent, long ones unfolded.
          const header = (key: string) =>
            parsed.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
          expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${url}>`);
          expect(header('list-unsubscribe-post')).toBe(
            'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
          );
        }
        expect((await get(id)).progress).toEqual({ queued: 0, sent: 3, failed: 0 });
      } finally {
        await worker.stop();
        await smtp.close();
      }
    });
  });
});
