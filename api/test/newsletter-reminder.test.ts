import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONFIRM_REMINDER_AFTER_MS,
  queueConfirmReminders,
} from '../src/newsletter/confirm-reminders';
import { CONFIRM_LINK_MS, CONFIRM_RESEND_MS } from '../src/newsletter/subscriptions';
import { deliverOutboxOnce } from './support/deliver-mail';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

const PUBLIC_URL = 'https://nitratefree.example';
const SITE = { siteName: 'Nitrate-Free November', publicUrl: PUBLIC_URL };
const MINUTE = 60_000;

/**
 * The one reminder an unconfirmed newsletter sign-up gets two days after its confirmation
 * email, delivered to a real SMTP server and its fresh link followed; never a second one.
 */
describe.each(TEST_DIALECTS)('newsletter confirmation reminder on %s', (dialect) => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  const start = new Date('2026-11-10T09:00:00.000Z');
  let now = start;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi(
      dialect,
      { PUBLIC_URL, SITE_NAME: SITE.siteName },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await api.db('email_outbox').delete();
    await api.db('newsletters').delete();
    smtp.messages.length = 0;
    now = start;
  });

  const at = (ms: number) => new Date(start.getTime() + ms);
  const subscribe = async (email: string) =>
    expect((await api.postJson('/api/newsletter', { email })).status).toBe(201);
  const reminders = (email?: string) =>
    api.models.OutboxEmail.query().where({
      kind: 'subscription-reminder',
      ...(email ? { toAddress: email } : {}),
    });
  const remind = (when: Date) => queueConfirmReminders(api.db, SITE, when);
  const linkOf = (text: string) => {
    const match = /https:\/\/\S+(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(text);
    expect(match, 'the email has a confirmation link').not.toBeNull();
    return match![1]!;
  };

  it('reminds a pending sign-up once, two days on, with a fresh link that confirms it', async () => {
    await subscribe('nora@example.org');
    const [confirmation] = await api.models.OutboxEmail.query().where({
      kind: 'subscription-confirm',
      toAddress: 'nora@example.org',
    });

    expect(await remind(at(CONFIRM_REMINDER_AFTER_MS - MINUTE))).toBe(0);
    expect(await remind(at(CONFIRM_REMINDER_AFTER_MS))).toBe(1);
    expect(await reminders()).toHaveLength(1);

    await api.db('email_outbox').where({ kind: 'subscription-confirm' }).delete();
    await deliverOutboxOnce(api, smtp, {
      name: SITE.siteName,
      address: 'hello@nitratefree.example',
    });
    const [message] = await smtp.waitForMessages(1);
    expect(message!.recipients).toEqual(['nora@example.org']);
    expect(message!.parsed.subject).toBe(
      'Reminder: confirm your subscription to Nitrate-Free November',
    );
    const text = message!.parsed.text ?? '';
    expect(text).toContain('we will not write again');

    // Only the reminder's link works now; it opens the confirmation page.
    now = at(CONFIRM_REMINDER_AFTER_MS + MINUTE);
    expect((await api.request(linkOf(confirmation!.text))).status).toBe(410);
    const page = await api.request(linkOf(text));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Confirm subscription</button>');

    // Never a second reminder, however long it stays pending.
    expect(await remind(at(CONFIRM_REMINDER_AFTER_MS * 2))).toBe(0);
    expect(await remind(at(CONFIRM_LINK_MS))).toBe(0);
    expect(await reminders()).toHaveLength(1);
  });

  it('does not remind again after a repeat sign-up of a reminded address', async () => {
    await subscribe('omar@example.org');
    expect(await remind(at(CONFIRM_REMINDER_AFTER_MS))).toBe(1);
    now = at(CONFIRM_REMINDER_AFTER_MS + CONFIRM_RESEND_MS + MINUTE);
    await subscribe('omar@example.org');
    expect(
      await api.models.OutboxEmail.query().where({ kind: 'subscription-confirm' }),
    ).toHaveLength(2);
    expect(await remind(new Date(now.getTime() + CONFIRM_REMINDER_AFTER_MS))).toBe(0);
    expect(await reminders('omar@example.org')).toHaveLength(1);
  });

  it('reminds nobody confirmed, unsubscribed, or whose confirmation is older than its link', async () => {
    await subscribe('pia@example.org');
    await subscribe('quinn@example.org');
    await api.db('newsletters').where({ email: 'pia@example.org' }).update({ status: 'confirmed' });
    await api
      .db('newsletters')
      .where({ email: 'quinn@example.org' })
      .update({ status: 'unsubscribed' });
    now = at(-CONFIRM_LINK_MS - MINUTE);
    await subscribe('rhea@example.org');
    now = start;
    await subscribe('sam@example.org');

    expect(await remind(at(CONFIRM_REMINDER_AFTER_MS))).toBe(1);
    expect((await reminders()).map((email) => email.toAddress)).toEqual(['sam@example.org']);
  });

  it('queues one reminder per address when two passes run at once', async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `twin${i}@example.org`);
    for (const email of emails) await subscribe(email);
    const when = at(CONFIRM_REMINDER_AFTER_MS);
    const [a, b] = await Promise.all([remind(when), remind(when)]);
    expect(a + b).toBe(emails.length);
    expect((await reminders()).map((email) => email.toAddress).sort()).toEqual(emails.sort());
  });
});
