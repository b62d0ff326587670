import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { createLogger } from '../src/logger';
import { enqueueEmails, OUTBOX_FORMAT, type OutgoingEmail } from '../src/mail/outbox';
import { createSmtpTransport, type MailTransport } from '../src/mail/smtp-transport';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from '../src/mail/worker';
import type { OutboxEmail } from '../src/models';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const FROM = { name: 'Fresh, Food Month', address: 'hello@fresh.example' };
const SECOND = 1000;

describe.each(TEST_DIALECTS)('the mail worker on %s', (dialect) => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let clock: number;
  const now = () => new Date(clock);
  const workers: MailWorker[] = [];
  const extraDatabases: Knex[] = [];

  beforeAll(async () => {
    api = await startTestApi(dialect);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await api?.close();
  });
  beforeEach(async () => {
    await api.db('email_outbox').delete();
    smtp.messages.length = 0;
    await smtp.up();
    // Rows are queued with the real time; the worker's clock starts a moment after it.
    clock = Date.now() + SECOND;
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    for (const db of extraDatabases.splice(0)) await closeDatabase(db);
  });

  const email = (n: number, fields: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
    kind: 'contact-notification',
    to: `reader-${n}@example.org`,
    subject: `Email number ${n}`,
    html: `<p>Hello <b>number ${n}</b></p>`,
    text: `Hello number ${n}\n`,
    ...fields,
  });
  const queue = (emails: OutgoingEmail[]) => enqueueEmails(api.db, emails);
  const rows = async (): Promise<OutboxEmail[]> =>
    await api.models.OutboxEmail.query().orderBy('id');
  const row = async (id?: number) =>
    (id === undefined ? (await rows())[0] : await api.models.OutboxEmail.query().findById(id))!;

  /** A worker stepped by hand (`runOnce`), on the shared clock. */
  const worker = (options: Partial<MailWorkerOptions> = {}) => {
    const started = startMailWorker({
      db: api.db,
      bodyOf: api.emailBodies,
      transport: createSmtpTransport(smtp.url),
      from: FROM,
      logger: createLogger('silent'),
      now,
      polling: false,
      secrets: [smtp.password],
      ...options,
    });
    workers.push(started);
    return started;
  };

  it('delivers a queued email with both parts, its headers and Reply-To, then marks it sent', async () => {
    await queue([
      email(1, {
        to: 'rosa@example.org',
        replyTo: 'visitor@example.org',
        subject: 'Ünïcode subject, with a comma',
        headers: { 'List-Unsubscribe': '<https://fresh.example/unsubscribe?x=1>' },
      }),
    ]);
    expect(await worker().runOnce()).toBe(1);

    const [message] = await smtp.waitForMessages(1);
    expect(message!.recipients).toEqual(['rosa@example.org']);
    expect(message!.sender).toBe('hello@fresh.example');
    const { parsed } = message!;
    expect(parsed.from?.value).toEqual([
      { name: 'Fresh, Food Month', address: 'hello@fresh.example' },
    ]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'rosa@example.org' }] });
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'visitor@example.org' }]);
    expect(parsed.subject).toBe('Ünïcode subject, with a comma');
    expect(parsed.text).toBe('Hello number 1\n');
    expect(parsed.html).toBe('<p>Hello <b>number 1</b></p>');
    expect(parsed.headerLines).toContainEqual({
      key: 'list-unsubscribe',
      line: 'List-Unsubscribe: <https://fresh.example/unsubscribe?x=1>',
    });
    const stored = await row();
    expect(parsed.messageId).toBe(
      `<outbox-${stored.id}-${stored.createdAt.getTime()}@fresh.example>`,
    );
    expect(stored).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: now(),
      lastError: null,
      claimedBy: null,
      claimedUntil: null,
    });
  });

  it('waits out an SMTP outage with growing delays, then delivers each email exactly once', async () => {
    await queue([email(1), email(2), email(3)]);
    const mailer = worker();
    await smtp.down();

    expect(await mailer.runOnce()).toBe(3);
    let stored = await rows();
    for (const item of stored) {
      expect(item).toMatchObject({ status: 'queued', attempts: 1, claimedBy: null });
      expect(item.lastError).toMatch(/^ECONNECTION|^ESOCKET|ECONNREFUSED/);
      expect(item.nextAttemptAt).toEqual(new Date(clock + 30 * SECOND));
    }
    // Not due yet: nothing is tried.
    clock += 29 * SECOND;
    expect(await mailer.runOnce()).toBe(0);
    clock += SECOND;
    expect(await mailer.runOnce()).toBe(3);
    stored = await rows();
    expect(stored.map((item) => item.attempts)).toEqual([2, 2, 2]);
    expect(stored[0]!.nextAttemptAt).toEqual(new Date(clock + 60 * SECOND));

    await smtp.up();
    clock += 60 * SECOND;
    expect(await mailer.runOnce()).toBe(3);
    await smtp.waitForMessages(3);
    stored = await rows();
    expect(stored.map((item) => [item.status, item.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
      ['sent', 3],
    ]);
    // Nothing more is due, however long one waits, and nothing arrives twice.
    clock += 24 * 60 * 60 * SECOND;
    expect(await mailer.runOnce()).toBe(0);
    expect(smtp.messages.map((message) => message.parsed.subject).sort()).toEqual([
      'Email number 1',
      'Email number 2',
      'Email number 3',
    ]);
  });

  it('gives up after the last attempt: the email is failed, with its error', async () => {
    await queue([email(1)]);
    const mailer = worker({ maxAttempts: 3 });
    await smtp.down();
    for (const attempts of [1, 2, 3]) {
      expect(await mailer.runOnce()).toBe(1);
      expect(await row()).toMatchObject({ attempts });
      clock += 60 * 60 * SECOND;
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3 });
    await smtp.up();
    expect(await mailer.runOnce()).toBe(0);
    expect(smtp.messages).toEqual([]);
  });

  it('fails at once when the server refuses the recipient for good (550)', async () => {
    smtp.refuseRecipient('nobody@example.org');
    await queue([email(1, { to: 'nobody@example.org' }), email(2)]);
    expect(await worker().runOnce()).toBe(2);
    const [refused, delivered] = await rows();
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused!.lastError).toMatch(/^EENVELOPE 550: .*No such user/);
    expect(delivered).toMatchObject({ status: 'sent' });
  });

  it('keeps retrying a refused sign-in (the settings may be fixed) and never records the password', async () => {
    await queue([email(1)]);
    const wrong = smtp.url.replace(encodeURIComponent(smtp.password), 'wrong-password-123');
    const mailer = worker({
      transport: createSmtpTransport(wrong),
      secrets: ['wrong-password-123'],
    });
    await mailer.runOnce();
    const stored = await row();
    expect(stored).toMatchObject({ status: 'queued', attempts: 1 });
    expect(stored.lastError).toMatch(/^EAUTH 535/);
    expect(stored.lastError).not.toContain('wrong-password-123');
  });

  it('never sends again what was sent, after a restart', async () => {
    await queue([email(1)]);
    await worker().runOnce();
    await smtp.waitForMessages(1);
    const restarted = worker();
    clock += 7 * 24 * 60 * 60 * SECOND;
    expect(await restarted.runOnce()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('leaves a claimed email to its holder, and takes it over once the claim has run out', async () => {
    await queue([email(1)]);
    const { id } = await row();
    // An instance claimed it and stopped (crashed) before sending.
    await api
      .db('email_outbox')
      .where({ id })
      .update({
        status: 'sending',
        claimedBy: 'crashed:1:abc',
        claimedUntil: new Date(clock + 60 * SECOND),
      });
    const mailer = worker();
    expect(await mailer.runOnce()).toBe(0);
    clock += 60 * SECOND;
    expect(await mailer.runOnce()).toBe(1);
    await smtp.waitForMessages(1);
    expect(await row(id)).toMatchObject({ status: 'sent', claimedBy: null });
  });

  it('on stop, finishes the send in flight and gives back what it had not started', async () => {
    await queue([email(1), email(2), email(3)]);
    const real = createSmtpTransport(smtp.url);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    // The real transport, held back on its first send.
    const slow: MailTransport = {
      async sendMail(message) {
        started();
        await gate;
        return real.sendMail(message);
      },
      close: () => real.close(),
    };
    const mailer = startMailWorker({
      db: api.db,
      bodyOf: api.emailBodies,
      transport: slow,
      from: FROM,
      logger: createLogger('silent'),
      now,
      pollIntervalMs: 10,
    });
    workers.push(mailer);
    await sending;
    const stopped = mailer.stop();
    setTimeout(release, 200);
    await stopped;
    expect((await rows()).map((item) => [item.status, item.claimedBy])).toEqual([
      ['sent', null],
      ['queued', null],
      ['queued', null],
    ]);
    expect(smtp.messages).toHaveLength(1);
  });

  it('answers a database it cannot use with a warning and carries on at the next poll', async () => {
    const lines: string[] = [];
    // A database without the outbox (SQLite), or one that does not exist (MySQL).
    const url = new URL(api.databaseUrl.replace(/^sqlite:/, 'file:'));
    const broken = createDatabase(
      dialect === 'sqlite'
        ? `sqlite:${url.pathname.replace(/[^/]+$/, 'empty.db')}`
        : api.databaseUrl.replace(/\/[^/]+$/, '/no_such_database'),
      { logger: createLogger('silent') },
    );
    extraDatabases.push(broken);
    const mailer = startMailWorker({
      db: broken,
      bodyOf: api.emailBodies,
      transport: createSmtpTransport(smtp.url),
      from: FROM,
      logger: createLogger('warn', {}, (line) => lines.push(line)),
      pollIntervalMs: 20,
    });
    workers.push(mailer);
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', msg: 'mail worker pass failed' });
  });

  describe('a rolling deploy: rows of a newer format', () => {
    const NEWER = OUTBOX_FORMAT + 1;
    /** A pledge welcome as a newer release might queue it: parameters this one cannot read. */
    const queueNewer = async (fields: Record<string, unknown> = {}) => {
      await queue([
        email(99, { kind: 'pledge-welcome', to: 'newer@example.org', html: '', text: '' }),
      ]);
      const { id } = (await rows()).at(-1)!;
      await api
        .db('email_outbox')
        .where({ id })
        .update({
          format: NEWER,
          templateParams: JSON.stringify({ greeting: { first: 'Ada' } }),
          ...fields,
        });
      return id;
    };

    it('queues every email in the current format', async () => {
      await queue([email(1), email(2)]);
      expect((await rows()).map((item) => item.format)).toEqual([OUTBOX_FORMAT, OUTBOX_FORMAT]);
    });

    it('never claims a newer row beside a current one, and leaves it untouched', async () => {
      await queue([email(1)]);
      const newer = await queueNewer();
      const before = await row(newer);
      const transport = { sendMail: vi.fn(), close: vi.fn() };
      const mailer = worker({ transport });

      expect(await mailer.runOnce()).toBe(1);
      expect(transport.sendMail).toHaveBeenCalledTimes(1);
      expect(transport.sendMail.mock.calls[0]![0]).toMatchObject({ subject: 'Email number 1' });
      // However long it waits: still queued, no attempt counted, no claim, no error.
      clock += 7 * 24 * 60 * 60 * SECOND;
      expect(await mailer.runOnce()).toBe(0);
      expect(transport.sendMail).toHaveBeenCalledTimes(1);
      expect(await row(newer)).toEqual(before);
      expect(before).toMatchObject({
        status: 'queued',
        attempts: 0,
        claimedBy: null,
        lastError: null,
        format: NEWER,
      });
    });

    it('never takes over a newer row whose claim by a newer instance has run out', async () => {
      const newer = await queueNewer({
        status: 'sending',
        claimedBy: 'newer:1:abc',
        claimedUntil: new Date(clock - SECOND),
      });
      const before = await row(newer);
      const transport = { sendMail: vi.fn(), close: vi.fn() };
      expect(await worker({ transport }).runOnce()).toBe(0);
      expect(transport.sendMail).not.toHaveBeenCalled();
      expect(await row(newer)).toEqual(before);
    });
  });

  it('never sends an email whose parts render empty: the attempt fails and is retried', async () => {
    await queue([email(1)]);
    const transport = { sendMail: vi.fn(), close: vi.fn() };
    const mailer = worker({
      transport,
      bodyOf: () => Promise.resolve({ html: '', text: ' \n' }),
      maxAttempts: 2,
    });

    expect(await mailer.runOnce()).toBe(1);
    expect(transport.sendMail).not.toHaveBeenCalled();
    const stored = await row();
    expect(stored).toMatchObject({ status: 'queued', attempts: 1, claimedBy: null });
    expect(stored.lastError).toMatch(/^EEMPTY: /);
    expect(stored.nextAttemptAt).toEqual(new Date(clock + 30 * SECOND));
    // After the last attempt it is kept as failed (an admin can Retry it), never sent.
    clock += 30 * SECOND;
    expect(await mailer.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'failed', attempts: 2 });
    expect(transport.sendMail).not.toHaveBeenCalled();
  });

  describe('several instances on one database', () => {
    /** A polling worker on its own connection pool, as another API instance would be. */
    const instance = (sent: Map<string, number>, options: Partial<MailWorkerOptions> = {}) => {
      const db = createDatabase(api.databaseUrl);
      extraDatabases.push(db);
      const real = createSmtpTransport(smtp.url);
      const started = startMailWorker({
        db,
        transport: {
          async sendMail(message) {
            const result = await real.sendMail(message);
            sent.set(started.workerId, (sent.get(started.workerId) ?? 0) + 1);
            return result;
          },
          close: () => real.close(),
        },
        from: FROM,
        bodyOf: api.emailBodies,
        logger: createLogger('silent'),
        pollIntervalMs: 10,
        batchSize: 3,
        ...options,
      });
      workers.push(started);
      return started;
    };

    it('delivers every email exactly once when two instances poll together', async () => {
      const count = 40;
      await queue(Array.from({ length: count }, (_, n) => email(n + 1)));
      const sent = new Map<string, number>();
      instance(sent);
      instance(sent);
      await smtp.waitForMessages(count, 30_000);
      await vi.waitFor(
        async () => expect((await rows()).every((item) => item.status === 'sent')).toBe(true),
        { timeout: 10_000 },
      );
      // A moment longer: nothing arrives twice.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const subjects = smtp.messages.map((message) => message.parsed.subject);
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
      expect([...sent.values()].reduce((a, b) => a + b, 0)).toBe(count);
      // Both took part.
      expect(sent.size).toBe(2);
    });

    it('never hands one row to two claims made at the same moment', async () => {
      const count = 30;
      await queue(Array.from({ length: count }, (_, n) => email(n + 1)));
      const sent = new Map<string, number>();
      const passes = Array.from({ length: 4 }, () =>
        instance(sent, { polling: false, batchSize: 5 }),
      );
      // Every instance claims at once, again and again, until nothing is left.
      let claimed = 0;
      for (let round = 0; round < 20 && claimed < count; round++) {
        const counts = await Promise.all(passes.map((pass) => pass.runOnce()));
        claimed += counts.reduce((a, b) => a + b, 0);
      }
      expect(claimed).toBe(count);
      await smtp.waitForMessages(count);
      expect(new Set(smtp.messages.map((message) => message.parsed.subject)).size).toBe(count);
      expect(smtp.messages).toHaveLength(count);
    });
  });
});
