import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_WORDING, subscriberPageSchema } from '@campaign/shared';
import { CONFIRM_RESEND_MS } from '../src/newsletter/subscriptions';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { deliverOutboxOnce } from './support/deliver-mail';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

const PUBLIC_URL = 'https://nitratefree.example';
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/**
 * The newsletter's double opt-in and one-click unsubscribe, over HTTP, with the confirmation
 * email delivered to a real SMTP server and its link followed as a subscriber would.
 */
describe.each(TEST_DIALECTS)('newsletter double opt-in on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  let smtp: TestSmtpServer;
  let users: ConsoleUsers;
  let now = new Date('2026-11-10T09:00:00.000Z');

  beforeAll(async () => {
    web = await createWebRoot();
    smtp = await startSmtpServer();
    api = await startTestApi(
      dialect,
      { PUBLIC_URL, SERVE_WEB: 'true', WEB_ROOT: web.dir, SITE_NAME: 'Nitrate-Free November' },
      { clock: () => now },
    );
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await web?.remove();
  });
  beforeEach(async () => {
    await api.db('email_outbox').delete();
    await api.db('newsletters').delete();
    smtp.messages.length = 0;
    now = new Date('2026-11-10T09:00:00.000Z');
  });

  const subscribe = (email: string) => api.postJson('/api/newsletter', { email });
  const row = (email: string) => api.db('newsletters').where({ email }).first();
  const confirmations = (email: string) =>
    api.models.OutboxEmail.query().where({ kind: 'subscription-confirm', toAddress: email });
  /** The local path of an emailed link (it is absolute on PUBLIC_URL). */
  const localPath = (url: string) => {
    expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    return url.slice(PUBLIC_URL.length);
  };
  const confirmLinkOf = (text: string) => {
    const match = /https:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(text);
    expect(match, 'the email has a confirmation link').not.toBeNull();
    return localPath(match![0]);
  };
  const postForm = (path: string, fields: Record<string, string>, headers = {}) =>
    api.request(path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const hiddenToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const deliver = async () => {
    await deliverOutboxOnce(api, smtp, {
      name: 'Nitrate-Free November',
      address: 'hello@nitratefree.example',
    });
  };

  it('keeps a sign-up pending, with its consent, until the emailed link is confirmed on its page', async () => {
    expect((await subscribe('Rosa@Example.org')).status).toBe(201);
    expect(await row('rosa@example.org')).toMatchObject({
      status: 'pending',
      consentVersion: CONSENT_WORDING.newsletter.version,
    });
    expect(new Date((await row('rosa@example.org')).consentAt).getTime()).toBe(now.getTime());

    await deliver();
    const [message] = await smtp.waitForMessages(1);
    expect(message!.recipients).toEqual(['rosa@example.org']);
    expect(message!.parsed.subject).toBe('Confirm your subscription to Nitrate-Free November');
    const link = confirmLinkOf(message!.parsed.text ?? '');
    expect(message!.parsed.html).toContain(`href="${PUBLIC_URL}${link}"`);

    // Opening the link (as a mail scanner would) shows a button and confirms nothing.
    const page = await api.request(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('rosa@example.org');
    expect(html).toContain('>Confirm subscription</button>');
    expect((await row('rosa@example.org')).status).toBe('pending');

    const confirmed = await postForm('/api/newsletter/confirm', { token: hiddenToken(html) });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Subscription confirmed');
    expect(await row('rosa@example.org')).toMatchObject({ status: 'confirmed' });

    // The link worked once.
    expect((await api.request(link)).status).toBe(410);
    const again = await postForm('/api/newsletter/confirm', { token: hiddenToken(html) });
    expect(again.status).toBe(410);
  });

  it('re-sends the confirmation to a repeat sign-up at most once an hour, and the new link replaces the old', async () => {
    await subscribe('ben@example.org');
    const [first] = await confirmations('ben@example.org');
    now = new Date(now.getTime() + CONFIRM_RESEND_MS - 1000);
    const repeat = await subscribe('BEN@example.org');
    expect(repeat.status).toBe(201);
    expect(await confirmations('ben@example.org')).toHaveLength(1);

    now = new Date(now.getTime() + 2000);
    await subscribe('ben@example.org');
    const emails = await confirmations('ben@example.org');
    expect(emails).toHaveLength(2);
    expect((await api.request(confirmLinkOf(first!.text))).status).toBe(410);
    expect((await api.request(confirmLinkOf(emails[1]!.text))).status).toBe(200);
  });

  it('answers every sign-up alike and sends a confirmed address nothing more', async () => {
    const first = await subscribe('cleo@example.org');
    const link = confirmLinkOf((await confirmations('cleo@example.org'))[0]!.text);
    const token = hiddenToken(await (await api.request(link)).text());
    await postForm('/api/newsletter/confirm', { token });
    now = new Date(now.getTime() + 2 * CONFIRM_RESEND_MS);
    const repeat = await subscribe('cleo@example.org');
    expect(repeat.status).toBe(first.status);
    expect(await repeat.json()).toEqual({ message: "You've been subscribed to our newsletter." });
    expect(await confirmations('cleo@example.org')).toHaveLength(1);
    expect((await row('cleo@example.org')).status).toBe('confirmed');
  });

  it('stores one subscription and sends one confirmation when the same address signs up at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => subscribe('dora@example.org')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await api.db('newsletters').where({ email: 'dora@example.org' })).toHaveLength(1);
    expect(await confirmations('dora@example.org')).toHaveLength(1);
  });

  it('takes the sign-up posted as a plain form the same way', async () => {
    const response = await postForm('/', { form: 'newsletter', email: 'plain@example.org' });
    expect(response.status).toBe(303);
    expect((await row('plain@example.org')).status).toBe('pending');
    expect(await confirmations('plain@example.org')).toHaveLength(1);
  });

  it('refuses a link that expired, was forged or is cross-site', async () => {
    await subscribe('eve@example.org');
    const link = confirmLinkOf((await confirmations('eve@example.org'))[0]!.text);
    const token = new URL(link, PUBLIC_URL).searchParams.get('token')!;
    for (const forged of ['nope', token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')]) {
      expect((await api.request(`/api/newsletter/confirm?token=${forged}`)).status).toBe(410);
      expect((await postForm('/api/newsletter/confirm', { token: forged })).status).toBe(410);
    }
    const crossSite = await postForm(
      '/api/newsletter/confirm',
      { token },
      { Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    now = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect((await postForm('/api/newsletter/confirm', { token })).status).toBe(410);
    expect((await row('eve@example.org')).status).toBe('pending');
  });

  it('answers only its own spelling of the paths, and only a form body', async () => {
    await subscribe('kai@example.org');
    const link = confirmLinkOf((await confirmations('kai@example.org'))[0]!.text);
    const token = new URL(link, PUBLIC_URL).searchParams.get('token')!;
    for (const path of [
      '/api/newsletter/confirm/',
      '/api/newsletter//confirm',
      '/api/newsletter/Confirm',
      '/api/Newsletter/confirm',
      '/api/newsletter/%63onfirm',
    ]) {
      const response = await postForm(path, { token });
      expect(response.status, path).toBe(404);
    }
    const json = await api.postJson('/api/newsletter/confirm', { token });
    expect(json.status).toBe(415);
    const huge = await postForm('/api/newsletter/confirm', { token, pad: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect((await row('kai@example.org')).status).toBe('pending');
  });

  describe('unsubscribing', () => {
    const confirmedSubscriber = async (email: string) => {
      await subscribe(email);
      const link = confirmLinkOf((await confirmations(email))[0]!.text);
      const token = hiddenToken(await (await api.request(link)).text());
      await postForm('/api/newsletter/confirm', { token });
      const { unsubscribeToken } = await row(email);
      return `/api/newsletter/unsubscribe?token=${unsubscribeToken as string}`;
    };

    it('takes one click from a mail client (RFC 8058), with no sign-in and no page', async () => {
      const link = await confirmedSubscriber('fay@example.org');
      const response = await api.request(link, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: ONE_CLICK,
      });
      expect(response.status).toBe(200);
      expect(await row('fay@example.org')).toMatchObject({ status: 'unsubscribed' });
      // The link keeps saying so; unsubscribing again changes nothing.
      const page = await api.request(link);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('You are unsubscribed');
    });

    it('takes the button on the page the visible link opens', async () => {
      const link = await confirmedSubscriber('gus@example.org');
      const page = await api.request(link);
      const html = await page.text();
      expect(html).toContain('>Unsubscribe</button>');
      expect((await row('gus@example.org')).status).toBe('confirmed');
      const response = await postForm('/api/newsletter/unsubscribe', { token: hiddenToken(html) });
      expect(response.status).toBe(200);
      expect((await row('gus@example.org')).status).toBe('unsubscribed');
    });

    it('refuses unknown tokens and cross-site posts, and a confirmation token cannot unsubscribe', async () => {
      const link = await confirmedSubscriber('hal@example.org');
      expect((await api.request('/api/newsletter/unsubscribe?token=nope')).status).toBe(410);
      const crossSite = await api.request(link, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
        },
        body: ONE_CLICK,
      });
      expect(crossSite.status).toBe(403);
      await subscribe('ida@example.org');
      const confirmToken = new URL(
        confirmLinkOf((await confirmations('ida@example.org'))[0]!.text),
        PUBLIC_URL,
      ).searchParams.get('token')!;
      const wrongPurpose = await postForm('/api/newsletter/unsubscribe', { token: confirmToken });
      expect(wrongPurpose.status).toBe(410);
      expect((await row('hal@example.org')).status).toBe('confirmed');
      expect((await row('ida@example.org')).status).toBe('pending');
    });

    it('lets someone who left sign up again, pending until they confirm anew', async () => {
      const link = await confirmedSubscriber('jo@example.org');
      await api.request(link, { method: 'POST', body: ONE_CLICK });
      now = new Date(now.getTime() + CONFIRM_RESEND_MS);
      await subscribe('jo@example.org');
      expect((await row('jo@example.org')).status).toBe('pending');
      expect(await confirmations('jo@example.org')).toHaveLength(2);
    });
  });

  it('shows each subscriber’s status in the console and exports only the confirmed ones', async () => {
    await subscribe('pending@example.org');
    await subscribe('confirmed@example.org');
    const link = confirmLinkOf((await confirmations('confirmed@example.org'))[0]!.text);
    const token = hiddenToken(await (await api.request(link)).text());
    await postForm('/api/newsletter/confirm', { token });

    const list = await users.as('admin', '/api/admin/subscribers?sort=email&order=asc');
    const page = subscriberPageSchema.parse(await list.json());
    expect(page.items.map(({ email, status }) => ({ email, status }))).toEqual([
      { email: 'confirmed@example.org', status: 'confirmed' },
      { email: 'pending@example.org', status: 'pending' },
    ]);
    const csv = await (await users.as('admin', '/api/admin/subscribers.csv')).text();
    expect(csv).toContain('confirmed@example.org');
    expect(csv).not.toContain('pending@example.org');
  });

  it('stores a pledge with the wording version and time of its consent', async () => {
    expect(
      (await api.postJson('/api/pledges', { name: 'Kim', email: 'kim@example.org' })).status,
    ).toBe(201);
    const pledge = await api.db('pledges').where({ email: 'kim@example.org' }).first();
    expect(pledge.consentVersion).toBe(CONSENT_WORDING.pledge.version);
    expect(pledge.consentAt).not.toBeNull();
  });
});
