import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mailStatusSchema,
  outboxEmailDetailSchema,
  outboxPageSchema,
  type OutboxRow,
} from '@campaign/shared';
import { enqueueEmail, type OutgoingEmail } from '../src/mail/outbox';
import { TEST_SESSION_SECRET } from './support/auth';
import {
  CROSS_SITE,
  failActivityEntries,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const OUTBOX = '/api/admin/outbox';
const STATUS = '/api/admin/mail-status';

describe.each(TEST_DIALECTS)('the console outbox on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  const as: ConsoleUsers['as'] = (...args) => users.as(...args);

  beforeAll(async () => {
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      SMTP_URL: 'smtp://mailer:hunter2secret@127.0.0.1:9',
      MAIL_FROM: 'Fresh Food <hello@fresh.example>',
      NOTIFY_EMAIL: 'team@fresh.example',
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db('email_outbox').delete();
    await api.db('activity_log').delete();
  });

  /** Queues one email and sets its state as the worker would have left it. */
  const add = async (
    fields: Partial<OutgoingEmail> = {},
    state: Record<string, unknown> = {},
    createdAt = new Date(),
  ) => {
    await enqueueEmail(
      api.db,
      {
        kind: 'pledge-welcome',
        to: 'rosa@example.org',
        subject: 'Welcome',
        html: '<p>The <b>whole</b> HTML body</p>',
        text: 'The whole text body\n',
        ...fields,
      },
      createdAt,
    );
    const { id } = (await api.db('email_outbox').max({ id: 'id' }).first()) as { id: number };
    if (Object.keys(state).length > 0) await api.db('email_outbox').where({ id }).update(state);
    return id;
  };
  const list = async (query = '') => {
    const response = await as('admin', `${OUTBOX}${query}`);
    expect(response.status).toBe(200);
    return outboxPageSchema.parse(await response.json());
  };
  const retry = (id: number | string, headers?: Record<string, string>) =>
    as('admin', `${OUTBOX}/${id}/retry`, { method: 'POST', json: {}, headers });
  const entries = () =>
    api.models.ActivityEntry.query().where('entity', 'email').orderBy('id', 'desc');

  describe('who may call it', () => {
    it('answers 401 signed out and 403 to editors and members, on every route', async () => {
      const id = await add({}, { status: 'failed', attempts: 30 });
      const calls = [
        ['GET', STATUS],
        ['GET', OUTBOX],
        ['GET', `${OUTBOX}/${id}`],
        ['POST', `${OUTBOX}/${id}/retry`],
      ] as const;
      for (const [method, path] of calls) {
        for (const [who, status] of [
          ['anonymous', 401],
          ['member', 403],
          ['editor', 403],
        ] as const) {
          const response = await as(who, path, {
            method,
            json: method === 'POST' ? {} : undefined,
          });
          expect(response.status, `${who} ${method} ${path}`).toBe(status);
          expect(await response.json()).toEqual({ message: expect.any(String) });
        }
      }
      expect(await api.models.OutboxEmail.query().findById(id)).toMatchObject({
        status: 'failed',
      });
      expect(await entries()).toEqual([]);
    });

    it('reaches no handler by another spelling of the path', async () => {
      const id = await add({}, { status: 'failed' });
      for (const path of [STATUS, OUTBOX, `${OUTBOX}/${id}`]) {
        for (const spelling of otherSpellings(path)) {
          expect((await as('admin', spelling)).status, spelling).toBe(404);
        }
      }
      for (const spelling of otherSpellings(`${OUTBOX}/${id}/retry`)) {
        const response = await as('admin', spelling, { method: 'POST', json: {} });
        expect(response.status, spelling).toBeGreaterThanOrEqual(404);
        expect(response.status, spelling).toBeLessThan(500);
      }
      expect(await api.models.OutboxEmail.query().findById(id)).toMatchObject({
        status: 'failed',
      });
    });

    it('refuses a retry sent from another site, changing nothing', async () => {
      const id = await add({}, { status: 'failed' });
      for (const headers of CROSS_SITE) expect((await retry(id, headers)).status).toBe(403);
      expect(await api.models.OutboxEmail.query().findById(id)).toMatchObject({
        status: 'failed',
      });
      expect(await entries()).toEqual([]);
    });
  });

  describe('the mail status', () => {
    it('says email is set up, who it is from and where notifications go, never the password', async () => {
      const response = await as('admin', STATUS);
      const text = await response.text();
      expect(text).not.toContain('hunter2secret');
      expect(mailStatusSchema.parse(JSON.parse(text))).toEqual({
        configured: true,
        from: '"Fresh Food" <hello@fresh.example>',
        notifyTo: 'team@fresh.example',
      });
    });

    it('says so when SMTP_URL is not set', async () => {
      const bare = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
      try {
        const admins = await signInConsoleUsers(bare);
        const status = mailStatusSchema.parse(await (await admins.as('admin', STATUS)).json());
        expect(status).toEqual({
          configured: false,
          from: '"Nitrate-Free November" <no-reply@localhost>',
          notifyTo: null,
        });
      } finally {
        await bare.close();
      }
    });
  });

  describe('the list', () => {
    it('lists newest first without the bodies, with who, what and how it went', async () => {
      const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
      const sentAt = at(8);
      const old = await add({ subject: 'Oldest' }, {}, at(1));
      const sent = await add(
        { kind: 'contact-notification', to: 'team@fresh.example', subject: 'Sent one' },
        { status: 'sent', attempts: 1, sentAt },
        at(5),
      );
      const failed = await add(
        { subject: 'Failed one' },
        { status: 'failed', attempts: 30, lastError: 'EENVELOPE 550: No such user' },
        at(9),
      );
      const first = await list('?pageSize=2');
      expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.items.map((item) => item.id)).toEqual([failed, sent]);
      expect((await list('?pageSize=2&page=2')).items.map((item) => item.id)).toEqual([old]);
      expect(first.items[1]).toEqual({
        id: sent,
        kind: 'contact-notification',
        to: 'team@fresh.example',
        subject: 'Sent one',
        status: 'sent',
        attempts: 1,
        lastError: null,
        createdAt: at(5).toISOString(),
        nextAttemptAt: at(5).toISOString(),
        sentAt: sentAt.toISOString(),
      } satisfies OutboxRow);
      expect(first.items[0]).toMatchObject({ lastError: 'EENVELOPE 550: No such user' });
      const raw = await (await as('admin', OUTBOX)).text();
      expect(raw).not.toContain('whole');
    });

    it('filters by status and by kind', async () => {
      const queued = await add({ kind: 'pledge-welcome' });
      const sent = await add({ kind: 'contact-reply' }, { status: 'sent' });
      const failed = await add({ kind: 'contact-reply' }, { status: 'failed' });
      const ids = async (query: string) => (await list(query)).items.map((item) => item.id);
      expect(await ids('?status=queued')).toEqual([queued]);
      expect(await ids('?status=failed')).toEqual([failed]);
      expect(await ids('?kind=contact-reply')).toEqual([failed, sent]);
      expect(await ids('?kind=contact-reply&status=sent')).toEqual([sent]);
      expect((await list('?kind=password-link')).total).toBe(0);
    });

    it('refuses a bad query with one issue per parameter', async () => {
      const response = await as('admin', `${OUTBOX}?status=lost&kind=spam&page=0`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; issues: { path: string }[] };
      expect(body.message).toBe('Invalid query');
      expect(body.issues.map((issue) => issue.path).sort()).toEqual(['kind', 'page', 'status']);
    });
  });

  describe('one email', () => {
    it('answers both parts, Reply-To and the extra headers', async () => {
      const id = await add({
        replyTo: 'visitor@example.org',
        headers: { 'List-Unsubscribe': '<https://fresh.example/u>' },
      });
      const response = await as('admin', `${OUTBOX}/${id}`);
      expect(response.status).toBe(200);
      expect(outboxEmailDetailSchema.parse(await response.json())).toMatchObject({
        id,
        to: 'rosa@example.org',
        replyTo: 'visitor@example.org',
        html: '<p>The <b>whole</b> HTML body</p>',
        text: 'The whole text body\n',
        headers: { 'List-Unsubscribe': '<https://fresh.example/u>' },
        status: 'queued',
      });
    });

    it("answers a pledge's welcome rendered from the name it was queued with", async () => {
      expect(
        (await api.postJson('/api/pledges', { name: 'Rosa <Visser>', email: 'rv@example.org' }))
          .status,
      ).toBe(201);
      const { id } = (await api.db('email_outbox').max({ id: 'id' }).first()) as { id: number };
      const response = await as('admin', `${OUTBOX}/${id}`);
      expect(response.status).toBe(200);
      const email = outboxEmailDetailSchema.parse(await response.json());
      expect(email).toMatchObject({ kind: 'pledge-welcome', to: 'rv@example.org' });
      expect(email.text).toContain('Welcome to the movement, Rosa <Visser>!');
      // The name is the visitor's text: escaped in the HTML part.
      expect(email.html).toContain('Welcome to the movement, Rosa &lt;Visser&gt;!');
      expect(email.html).not.toContain('<Visser>');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0', '1.5', '-1']) {
        expect((await as('admin', `${OUTBOX}/${id}`)).status, id).toBe(404);
      }
    });
  });

  describe('retrying a failed email', () => {
    it('queues it again with fresh attempts, keeps the last error, and logs it', async () => {
      const id = await add(
        { kind: 'contact-reply' },
        { status: 'failed', attempts: 30, lastError: 'ECONNECTION: refused' },
      );
      const before = Date.now();
      const response = await retry(id);
      expect(response.status).toBe(200);
      const body = outboxEmailDetailSchema.parse(await response.json());
      expect(body).toMatchObject({
        id,
        status: 'queued',
        attempts: 0,
        lastError: 'ECONNECTION: refused',
      });
      expect(Date.parse(body.nextAttemptAt)).toBeGreaterThanOrEqual(before - 5);
      expect(await entries()).toMatchObject([
        {
          action: 'retry',
          entity: 'email',
          entityId: String(id),
          userEmail: users.admin.email,
          summary: 'Queued a contact-reply email again',
        },
      ]);
    });

    it('refuses anything but a failed email (409) and an unknown one (404), changing nothing', async () => {
      const queued = await add();
      const sent = await add({}, { status: 'sent' });
      for (const id of [queued, sent]) {
        const response = await retry(id);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ message: 'Only a failed email can be retried' });
      }
      expect((await retry(999999)).status).toBe(404);
      expect((await retry('abc')).status).toBe(404);
      expect(await api.models.OutboxEmail.query().findById(sent)).toMatchObject({
        status: 'sent',
      });
      expect(await entries()).toEqual([]);
    });

    it('lets one of two retries at once through', async () => {
      const id = await add({}, { status: 'failed' });
      const statuses = (await Promise.all([retry(id), retry(id)])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      expect(await entries()).toHaveLength(1);
    });

    it('changes nothing when its activity entry cannot be written', async () => {
      const id = await add({}, { status: 'failed', attempts: 30 });
      const undo = await failActivityEntries(api.db, 'retry');
      try {
        expect((await retry(id)).status).toBeGreaterThanOrEqual(500);
      } finally {
        await undo();
      }
      expect(await api.models.OutboxEmail.query().findById(id)).toMatchObject({
        status: 'failed',
        attempts: 30,
      });
    });
  });
});
