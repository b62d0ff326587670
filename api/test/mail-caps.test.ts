import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { CONFIRMATION_ALREADY_SENT } from '../src/mail/mail-caps';
import { normaliseMailbox } from '../src/mail/normalise-mailbox';
import { mailSettings } from '../src/mail/settings';
import { queueContactDigest } from '../src/maintenance/contact-digest';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { deliverOutboxOnce } from './support/deliver-mail';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

vi.setConfig({ testTimeout: 60_000 });

const PUBLIC_URL = 'https://fresh.example';
const TEAM = 'team@fresh.example';

/** Twenty spellings of one Gmail inbox, as a mail bomb would use them. */
const VICTIM_SPELLINGS = Array.from({ length: 20 }, (_, n) => {
  const forms = [
    `victim+n${n}@gmail.com`,
    `v.ictim+n${n}@gmail.com`,
    `VICTIM+n${n}@googlemail.com`,
    `vic.tim+n${n}@GMail.com`,
  ];
  return forms[n % forms.length]!;
});

const json = async (response: Response) => (await response.json()) as { message: string };

describe.each(TEST_DIALECTS)('outgoing mail caps on %s', (dialect) => {
  describe('one mailbox, however its address is spelled', () => {
    let api: TestApi;
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      // A week's window, so the test never straddles two (windows are fixed, epoch-aligned).
      api = await startTestApi(dialect, { PUBLIC_URL, MAIL_MAILBOX_WINDOW_MINUTES: '10080' });
    });
    afterAll(async () => {
      await api?.close();
      await smtp?.close();
    });

    it('gets one welcome and one confirmation from 20 pledges and 20 sign-ups at once', async () => {
      expect(new Set(VICTIM_SPELLINGS.map(normaliseMailbox))).toEqual(
        new Set(['victim@gmail.com']),
      );
      const pledges = await Promise.all(
        VICTIM_SPELLINGS.map((email) => api.postJson('/api/pledges', { name: 'Rosa', email })),
      );
      // Every pledge is kept and answered as usual: none is lost to the cap.
      for (const response of pledges) {
        expect(response.status).toBe(201);
        expect(await json(response)).toEqual({
          message: 'Thank you for pledging!',
          shareCode: expect.stringMatching(/^[\w-]{12}$/),
        });
      }
      expect(await api.db('pledges').count({ n: '*' })).toEqual([{ n: 20 }]);

      const signUps = await Promise.all(
        VICTIM_SPELLINGS.map((email) => api.postJson('/api/newsletter', { email })),
      );
      const statuses = signUps.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(19).fill(429)]);
      for (const response of signUps.filter((answer) => answer.status === 429)) {
        expect(await json(response)).toEqual({ message: CONFIRMATION_ALREADY_SENT });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Refused sign-ups stored nothing: one pending subscription, the one confirmed by mail.
      expect(await api.db('newsletters').count({ n: '*' })).toEqual([{ n: 1 }]);

      const kinds = (await api.db('email_outbox').orderBy('id').pluck('kind')) as string[];
      expect(kinds.sort()).toEqual(['pledge-welcome', 'subscription-confirm']);

      await deliverOutboxOnce(api, smtp, {
        name: 'Fresh Food Month',
        address: 'hello@fresh.example',
      });
      const received = smtp.messages.flatMap((message) => message.recipients);
      expect(received).toHaveLength(2);
      expect(new Set(received.map((address) => normaliseMailbox(address)))).toEqual(
        new Set(['victim@gmail.com']),
      );
    });

    it('still welcomes other people, and says "check your inbox" on the plain form too', async () => {
      const other = await api.postJson('/api/pledges', { name: 'Ann', email: 'ann@gmail.com' });
      expect(other.status).toBe(201);
      expect(
        (await api.models.OutboxEmail.query().where({ toAddress: 'ann@gmail.com' })).map(
          (row) => row.kind,
        ),
      ).toEqual(['pledge-welcome']);

      // An exact repeat of a pledge is still a repeat: nothing stored, nothing sent.
      const repeat = await api.postJson('/api/pledges', { name: 'Ann', email: 'ann@gmail.com' });
      expect(repeat.status).toBe(201);
      expect(await api.db('pledges').where({ email: 'ann@gmail.com' }).count({ n: '*' })).toEqual([
        { n: 1 },
      ]);
      expect(await api.db('email_outbox').where({ toAddress: 'ann@gmail.com' })).toHaveLength(1);
    });
  });

  describe('hourly caps on mail to unconfirmed addresses', () => {
    let api: TestApi;
    let web: WebRoot;
    beforeAll(async () => {
      web = await createWebRoot();
      api = await startTestApi(dialect, {
        PUBLIC_URL,
        MAIL_DOMAIN_HOURLY_CAP: '3',
        MAIL_UNCONFIRMED_HOURLY_CAP: '5',
        SERVE_WEB: 'true',
        WEB_ROOT: web.dir,
      });
    });
    afterAll(async () => {
      await api?.close();
      await web?.remove();
    });
    const pledge = (email: string) => api.postJson('/api/pledges', { name: 'Rosa', email });
    const welcomes = async () =>
      (await api.models.OutboxEmail.query().where({ kind: 'pledge-welcome' }))
        .map((row) => row.toAddress)
        .sort();

    it('refuse politely beyond a domain’s cap, then beyond the cap in all, storing nothing', async () => {
      // Mail that is not sent does not use the caps up: a second spelling of one mailbox.
      expect((await pledge('one@capped.example')).status).toBe(201);
      expect((await pledge('one+again@capped.example')).status).toBe(201);
      expect((await pledge('two@capped.example')).status).toBe(201);
      expect((await pledge('three@capped.example')).status).toBe(201);
      expect(await welcomes()).toEqual([
        'one@capped.example',
        'three@capped.example',
        'two@capped.example',
      ]);
      expect(await api.db('pledges').count({ n: '*' })).toEqual([{ n: 4 }]);

      // The domain's cap is used up: a pledge is refused, whole, and told to come back.
      const refused = await pledge('four@capped.example');
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await json(refused)).message).toMatch(/pledge was not saved yet.*try again/i);
      const signUp = await api.postJson('/api/newsletter', { email: 'five@capped.example' });
      expect(signUp.status).toBe(503);
      expect((await json(signUp)).message).toMatch(/try again a little later/i);
      expect(await api.db('pledges').where({ email: 'four@capped.example' })).toHaveLength(0);
      expect(await api.db('newsletters').where({ email: 'five@capped.example' })).toHaveLength(0);

      // Another domain still gets its mail, until the cap in all (5) is reached.
      expect((await pledge('ann@elsewhere.example')).status).toBe(201);
      expect(
        (await api.postJson('/api/newsletter', { email: 'bo@elsewhere.example' })).status,
      ).toBe(201);
      const beyondAll = await pledge('cy@third.example');
      expect(beyondAll.status).toBe(503);
      expect(await api.db('pledges').where({ email: 'cy@third.example' })).toHaveLength(0);
      expect(await api.db('email_outbox')).toHaveLength(5);

      // The plain form (no JavaScript) shows the same words on its page.
      const plain = await api.request('/pledge', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          form: 'pledge',
          name: 'Plain Form',
          email: 'plain@third.example',
        }).toString(),
      });
      expect(plain.status).toBe(503);
      expect(await plain.text()).toContain('your pledge was not saved yet');
      expect(await api.db('pledges').where({ email: 'plain@third.example' })).toHaveLength(0);
    });
  });

  describe('contact notifications beyond the hourly cap', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(dialect, {
        PUBLIC_URL,
        NOTIFY_EMAIL: TEAM,
        CONTACT_NOTIFY_HOURLY_CAP: '3',
      });
    });
    afterAll(async () => {
      await api?.close();
    });
    afterEach(async () => {
      await api.db('email_outbox').delete();
      await api.db('contacts').delete();
    });
    const mail = () =>
      mailSettings(
        loadConfig({
          NODE_ENV: 'test',
          DATABASE_URL: api.databaseUrl,
          PUBLIC_URL,
          NOTIFY_EMAIL: TEAM,
        }),
      );

    it('are sent one by one up to the cap, then listed in one digest; every message is kept', async () => {
      const senders = Array.from({ length: 7 }, (_, n) => `Sender ${n + 1}`);
      for (const [n, name] of senders.entries()) {
        const response = await api.postJson('/api/contact', {
          name,
          email: `sender${n + 1}@example.org`,
          message: `Message number ${n + 1} about the campaign.`,
        });
        expect(response.status).toBe(201);
      }
      expect(await api.db('contacts').count({ n: '*' })).toEqual([{ n: 7 }]);
      const notified = await api.db('email_outbox').orderBy('id').pluck('subject');
      expect(notified).toEqual(
        ['Sender 1', 'Sender 2', 'Sender 3'].map((s) => `New message from ${s}`),
      );

      expect(await queueContactDigest(api.db, mail())).toBe(4);
      const digest = await api.models.OutboxEmail.query()
        .where('subject', '4 more messages through the contact form')
        .first();
      expect(digest).toMatchObject({ kind: 'contact-notification', toAddress: TEAM });
      for (const n of [4, 5, 6, 7]) {
        expect(digest!.text).toContain(`Sender ${n} (sender${n}@example.org)`);
        expect(digest!.text).toContain(`Message number ${n} about the campaign.`);
      }
      for (const n of [1, 2, 3]) expect(digest!.text).not.toContain(`Sender ${n} `);
      // Each message is in one digest only.
      expect(await queueContactDigest(api.db, mail())).toBe(0);
      expect(await api.db('email_outbox')).toHaveLength(4);
    });
  });
});
