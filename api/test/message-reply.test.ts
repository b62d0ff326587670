import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxMessageSchema } from '@campaign/shared';
import type { Contact } from '../src/models';
import { TEST_SESSION_SECRET } from './support/auth';
import {
  CROSS_SITE,
  failActivityEntries,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { deliverOutboxOnce } from './support/deliver-mail';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const MESSAGES = '/api/admin/messages';
const REPLY = { subject: 'Re: Your message to Nitrate-Free November', body: 'Hello Rosa,\n\nYes!' };

describe.each(TEST_DIALECTS)('replying to a message by email on %s', (dialect) => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let users: ConsoleUsers;
  const as: ConsoleUsers['as'] = (...args) => users.as(...args);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'team@fresh.example',
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await api.db('contacts').delete();
    await api.db('email_outbox').delete();
    await api.db('activity_log').delete();
    smtp.messages.length = 0;
  });

  const add = (fields: Partial<Contact> = {}) =>
    api.models.Contact.query().insert({
      name: 'Rosa Visser',
      email: 'rosa@example.org',
      message: 'Do you have posters?\nFor our school.',
      createdAt: new Date('2026-11-20T12:00:00Z'),
      ...fields,
    });
  const reply = (id: number | string, json: unknown = REPLY, headers?: Record<string, string>) =>
    as('admin', `${MESSAGES}/${id}/reply`, { method: 'POST', json, headers });
  const outbox = () => api.models.OutboxEmail.query().orderBy('id');
  const entries = () => api.models.ActivityEntry.query().orderBy('id');

  it('queues the reply with the message quoted, marks it handled and logs it, at once', async () => {
    const { id } = await add();
    const response = await reply(id);
    expect(response.status).toBe(201);
    const message = inboxMessageSchema.parse(await response.json());
    expect(message.handledAt).not.toBeNull();
    expect(message.readAt).not.toBeNull();
    const [email, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      kind: 'contact-reply',
      toAddress: 'rosa@example.org',
      replyTo: 'team@fresh.example',
      subject: REPLY.subject,
      status: 'queued',
    });
    expect(email!.text).toContain(
      'Hello Rosa,\n\nYes!\n\nOn 20 November 2026 at 12:00 UTC, Rosa Visser wrote:',
    );
    expect(email!.text).toContain('> Do you have posters?\n> For our school.');
    expect(await entries()).toMatchObject([
      {
        action: 'reply',
        entity: 'message',
        entityId: String(id),
        summary: 'Replied by email',
        userEmail: users.admin.email,
      },
    ]);
    // The log never holds the reply or the visitor's address.
    const logged = JSON.stringify(await entries());
    expect(logged).not.toContain('Yes!');
    expect(logged).not.toContain('rosa@example.org');
  });

  it('is delivered with both parts, to the visitor, Reply-To the team', async () => {
    const { id } = await add();
    await reply(id);
    await deliverOutboxOnce(api, smtp, {
      name: 'Nitrate-Free November',
      address: 'hello@fresh.example',
    });
    const [received] = await smtp.waitForMessages(1);
    expect(received!.recipients).toEqual(['rosa@example.org']);
    expect(received!.parsed.subject).toBe(REPLY.subject);
    expect(received!.parsed.replyTo?.value).toEqual([{ name: '', address: 'team@fresh.example' }]);
    expect(received!.parsed.text).toContain('Hello Rosa,');
    expect(received!.parsed.html).toContain('Hello Rosa,</p>');
  });

  it('refuses a bad body with one issue per field, storing nothing', async () => {
    const { id } = await add();
    const response = await reply(id, { subject: '', body: 'x'.repeat(10_001) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual([
      { path: 'subject', message: 'Subject is required' },
      { path: 'body', message: 'Message must be at most 10000 characters' },
    ]);
    for (const bad of [{}, { subject: 'Hi\nBcc: x@evil.example', body: 'Hello' }, []]) {
      expect((await reply(id, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await outbox()).toEqual([]);
    expect(await entries()).toEqual([]);
    expect(await api.models.Contact.query().findById(id)).toMatchObject({ handledAt: null });
  });

  it('answers 404 for an unknown message', async () => {
    for (const id of ['999999', 'abc']) expect((await reply(id)).status, id).toBe(404);
    expect(await outbox()).toEqual([]);
  });

  it('is for admins, on the canonical path, from this site only', async () => {
    const { id } = await add();
    for (const [who, status] of [
      ['anonymous', 401],
      ['member', 403],
      ['editor', 403],
    ] as const) {
      const response = await as(who, `${MESSAGES}/${id}/reply`, { method: 'POST', json: REPLY });
      expect(response.status, who).toBe(status);
    }
    for (const spelling of otherSpellings(`${MESSAGES}/${id}/reply`)) {
      const response = await as('admin', spelling, { method: 'POST', json: REPLY });
      expect(response.status, spelling).toBeGreaterThanOrEqual(404);
      expect(response.status, spelling).toBeLessThan(500);
    }
    for (const headers of CROSS_SITE) expect((await reply(id, REPLY, headers)).status).toBe(403);
    expect(await outbox()).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it('stores nothing when its activity entry cannot be written', async () => {
    const { id } = await add();
    const undo = await failActivityEntries(api.db, 'reply');
    try {
      expect((await reply(id)).status).toBeGreaterThanOrEqual(500);
    } finally {
      await undo();
    }
    expect(await outbox()).toEqual([]);
    expect(await api.models.Contact.query().findById(id)).toMatchObject({ handledAt: null });
  });

  it('is refused while email is not set up (the console offers a mailto: link)', async () => {
    const bare = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    try {
      const admins = await signInConsoleUsers(bare);
      const { id } = await bare.models.Contact.query().insert({
        name: 'Rosa Visser',
        email: 'rosa@example.org',
        message: 'Do you have posters?',
      });
      const response = await admins.as('admin', `${MESSAGES}/${id}/reply`, {
        method: 'POST',
        json: REPLY,
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        message: 'Email is not set up on this site (SMTP_URL): reply from your own mail program',
      });
      expect(await bare.models.OutboxEmail.query()).toEqual([]);
      expect(await bare.models.Contact.query().findById(id)).toMatchObject({ handledAt: null });
    } finally {
      await bare.close();
    }
  });
});
