import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  audienceCountSchema,
  CONSENT_WORDING,
  newsletterEditionDetailSchema,
  segmentListSchema,
  segmentSchema,
  type AudienceFilterInput,
} from '@campaign/shared';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import type { MailSettings } from '../src/mail/settings';
import { createSmtpTransport } from '../src/mail/smtp-transport';
import { startMailWorker } from '../src/mail/worker';
import { bindModels } from '../src/models';
import { sendDueNewsletters } from '../src/newsletter/newsletter-sends';
import { TEST_SESSION_SECRET } from './support/auth';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startSmtpServer, type ReceivedMessage, type TestSmtpServer } from './support/smtp-server';
import { startTestApi, type TestApi } from './support/test-api';
import { createTestDatabase, TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const PUBLIC_URL = 'https://fresh.example';
const NEWSLETTERS = '/api/admin/newsletters';
const SEGMENTS = '/api/admin/segments';
const COUNT = '/api/admin/audience/count';
const MAIL: MailSettings = {
  enabled: true,
  from: { name: 'Fresh Food Month', address: 'hello@fresh.example' },
  notifyTo: null,
  siteName: 'Fresh Food Month',
  publicUrl: PUBLIC_URL,
};

/** A header of a received message as it was sent (mailparser folds List-* into one object). */
const headerOf = (message: ReceivedMessage, name: string) =>
  message.parsed.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .trim();

const day = (date: number, hour = 12) => new Date(Date.UTC(2026, 10, date, hour));
const token = () => randomBytes(32).toString('base64url');

/**
 * The people of every case below, written directly (their sign-ups are tested elsewhere), each
 * with the one answer every audience and segment should give.
 */
const PLEDGES = [
  { email: 'pledger@example.org', utmSource: 'radio', createdAt: day(5) },
  { email: 'both@example.org', utmSource: 'radio', createdAt: day(6) },
  { email: 'referrer@example.org', createdAt: day(1), shareCode: 'SHARE0000001' },
  { email: 'referred@example.org', createdAt: day(20), referralCode: 'SHARE0000001' },
  // Out: unsubscribed from a campaign email.
  { email: 'left@example.org', utmSource: 'radio', createdAt: day(5), unsubscribedAt: day(8) },
  // Out: unsubscribed from the newsletter (below).
  { email: 'left-newsletter@example.org', utmSource: 'radio', createdAt: day(5) },
  // Out: no consent recorded.
  { email: 'no-consent@example.org', utmSource: 'radio', createdAt: day(5), consentAt: null },
];
const SUBSCRIPTIONS = [
  { email: 'both@example.org', status: 'confirmed', utmSource: 'zine', createdAt: day(7) },
  { email: 'subscriber@example.org', status: 'confirmed', utmSource: 'radio', createdAt: day(10) },
  { email: 'pending@example.org', status: 'pending', utmSource: 'radio', createdAt: day(10) },
  { email: 'left-newsletter@example.org', status: 'unsubscribed', createdAt: day(9) },
];

/**
 * The mailing audience over HTTP (docs/decisions/046-mailing-audience.md): pledgers who agreed
 * and confirmed subscribers, each address once, nobody who unsubscribed; segments; newsletters
 * sent now or at their time by the scheduler (claimed once, even by two processes at once),
 * delivered through a real SMTP server; and one-click unsubscribe from a pledge welcome.
 */
describe.each(TEST_DIALECTS)('the mailing audience on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  let smtp: TestSmtpServer;
  const as: ConsoleUsers['as'] = (...args) => users.as(...args);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL,
      SITE_NAME: 'Fresh Food Month',
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    for (const table of [
      'email_outbox',
      'newsletter_editions',
      'newsletter_segments',
      'newsletters',
      'pledges',
    ]) {
      await api.db(table).delete();
    }
    smtp.messages.length = 0;
    for (const pledge of PLEDGES) {
      await api.db('pledges').insert({
        name: 'Someone',
        consentAt: pledge.createdAt,
        consentVersion: CONSENT_WORDING.pledge.version,
        consentText: CONSENT_WORDING.pledge.text,
        unsubscribeToken: token(),
        ...pledge,
      });
    }
    for (const subscription of SUBSCRIPTIONS) {
      await api.db('newsletters').insert({ unsubscribeToken: token(), ...subscription });
    }
  });

  const count = async (query: string) => {
    const response = await as('admin', `${COUNT}?${query}`);
    expect(response.status, query).toBe(200);
    return audienceCountSchema.parse(await response.json()).recipients;
  };
  const createSegment = async (name: string, filter: AudienceFilterInput) => {
    const response = await as('admin', SEGMENTS, { method: 'POST', json: { name, filter } });
    expect(response.status).toBe(201);
    return segmentSchema.parse(await response.json());
  };
  const createNewsletter = async (subject = 'November news') => {
    const response = await as('admin', NEWSLETTERS, {
      method: 'POST',
      json: { subject, html: '<p>Week one: <a href="/tips">the tips</a>.</p>' },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const detail = async (id: number) =>
    newsletterEditionDetailSchema.parse(await (await as('admin', `${NEWSLETTERS}/${id}`)).json());
  const copies = async () =>
    (await api.db('email_outbox').where('kind', 'newsletter').orderBy('toAddress')).map(
      (row: { toAddress: string }) => row.toAddress,
    );
  /** Delivers what is due at `now` through the test SMTP server, as the worker does. */
  const deliver = async (now: Date) => {
    const worker = startMailWorker({
      db: api.db,
      bodyOf: api.emailBodies,
      transport: createSmtpTransport(smtp.url),
      from: MAIL.from,
      logger: createLogger('silent'),
      polling: false,
      batchSize: 100,
      now: () => now,
    });
    try {
      return await worker.runOnce();
    } finally {
      await worker.stop();
    }
  };

  it('counts each address once, leaves out whoever unsubscribed, and narrows by every filter', async () => {
    expect(await count('kind=everyone')).toBe(5);
    expect(await count('kind=pledgers')).toBe(4);
    expect(await count('kind=subscribers')).toBe(2);
    expect(await count('kind=both')).toBe(1);
    // The source tag of either way in.
    expect(await count('source=radio')).toBe(3);
    expect(await count('source=zine')).toBe(1);
    expect(await count('source=radio&kind=subscribers')).toBe(1);
    expect(await count('from=2026-11-06&to=2026-11-10')).toBe(2);
    expect(await count('from=2026-11-11')).toBe(1);
    expect(await count('referral=referred')).toBe(1);
    expect(await count('referral=referrer')).toBe(1);
    expect(await count('referral=referrer&kind=subscribers')).toBe(0);
    expect(await count('campaign=none-such')).toBe(0);
    // No query: everyone.
    expect(await count('')).toBe(5);
  });

  it('refuses a bad filter with each field’s message', async () => {
    const response = await as('admin', `${COUNT}?kind=nobody&from=2026-13-01&referral=x`);
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: { path: string }[] };
    expect(issues.map((issue) => issue.path).sort()).toEqual(['from', 'kind', 'referral']);
    const backwards = await as('admin', `${COUNT}?from=2026-11-10&to=2026-11-01`);
    expect(backwards.status).toBe(400);
    expect((await as('admin', `${COUNT}?segment=999`)).status).toBe(400);
    const segment = await as('admin', SEGMENTS, {
      method: 'POST',
      json: { name: ' ', filter: { kind: 'all' } },
    });
    expect(segment.status).toBe(400);
    expect(
      ((await segment.json()) as { issues: { path: string }[] }).issues.map((i) => i.path),
    ).toEqual(['name', 'filter.kind']);
    expect(await api.db('newsletter_segments').select('id')).toEqual([]);
  });

  it('saves, edits and deletes segments, logged', async () => {
    const segment = await createSegment('Radio listeners', { source: 'radio' });
    expect(segment.filter).toEqual({ kind: 'everyone', source: 'radio' });
    expect(await count(`segment=${segment.id}`)).toBe(3);
    const edited = await as('admin', `${SEGMENTS}/${segment.id}`, {
      method: 'PUT',
      json: { name: 'Radio pledgers', filter: { kind: 'pledgers', source: 'radio' } },
    });
    expect(edited.status).toBe(200);
    expect(await count(`segment=${segment.id}`)).toBe(2);
    const list = segmentListSchema.parse(await (await as('admin', SEGMENTS)).json());
    expect(list.items.map((item) => item.name)).toEqual(['Radio pledgers']);
    expect((await as('admin', `${SEGMENTS}/${segment.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await as('admin', `${SEGMENTS}/${segment.id}`, { method: 'DELETE' })).status).toBe(404);
    const log = await api.db('activity_log').where('entity', 'segment').orderBy('id');
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('sends a newsletter scheduled to a segment to exactly that segment at its time, once, through SMTP', async () => {
    const segment = await createSegment('Radio listeners', { source: 'radio' });
    const id = await createNewsletter();
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await as('admin', `${NEWSLETTERS}/${id}/send`, {
      method: 'POST',
      json: { segmentId: segment.id, scheduledAt: at.toISOString() },
    });
    expect(scheduled.status).toBe(202);
    // The count the console showed before sending.
    const { recipients: counted } = (await scheduled.json()) as { recipients: number };
    expect(counted).toBe(3);
    expect(await detail(id)).toMatchObject({
      status: 'scheduled',
      scheduledAt: at.toISOString(),
      audienceLabel: 'Radio listeners',
      recipients: null,
    });
    // Editing the segment afterwards changes nothing of what was scheduled.
    await as('admin', `${SEGMENTS}/${segment.id}`, {
      method: 'PUT',
      json: { name: 'Changed', filter: { kind: 'subscribers' } },
    });
    // A scheduled newsletter is not edited, nor sent again by hand.
    const put = await as('admin', `${NEWSLETTERS}/${id}`, {
      method: 'PUT',
      json: { subject: 'Changed', html: '<p>x</p>' },
    });
    expect(put.status).toBe(409);
    expect(
      (await as('admin', `${NEWSLETTERS}/${id}/send`, { method: 'POST', json: {} })).status,
    ).toBe(409);

    const models = api.models;
    // Before its time: nothing.
    expect(await sendDueNewsletters(models, MAIL, new Date(at.getTime() - 1))).toEqual([]);
    expect(await copies()).toEqual([]);
    // At its time, two processes at once: one sends it.
    const other = createDatabase(api.databaseUrl);
    try {
      const passes = await Promise.all([
        sendDueNewsletters(models, MAIL, at),
        sendDueNewsletters(bindModels(other), MAIL, at),
      ]);
      expect(passes.flat()).toEqual([id]);
    } finally {
      await closeDatabase(other);
    }
    // And again later: nothing more.
    expect(await sendDueNewsletters(models, MAIL, new Date(at.getTime() + 60_000))).toEqual([]);

    const expected = ['both@example.org', 'pledger@example.org', 'subscriber@example.org'];
    expect(await copies()).toEqual(expected);
    expect(await detail(id)).toMatchObject({ status: 'sent', recipients: 3 });

    expect(await deliver(at)).toBe(3);
    const received = await smtp.waitForMessages(3);
    const to = received.flatMap((message) => message.recipients).sort();
    // Exactly the segment, nobody twice, nobody who unsubscribed: as many as counted.
    expect(to).toEqual(expected);
    expect(to).toHaveLength(counted);
    for (const message of received) {
      expect(headerOf(message, 'List-Unsubscribe')).toMatch(
        /^<https:\/\/fresh\.example\/api\/newsletter\/unsubscribe\?token=/,
      );
      expect(headerOf(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(message.parsed.text).toContain('Unsubscribe: https://fresh.example/api/newsletter');
    }
    const pledgerCopy = received.find((m) => m.recipients[0] === 'pledger@example.org')!;
    expect(pledgerCopy.parsed.text).toContain('because you took the pledge');
  });

  it('sends now to the whole audience, and to the confirmed subscribers when no audience is named', async () => {
    const everyone = await createNewsletter('To everyone');
    const now = await as('admin', `${NEWSLETTERS}/${everyone}/send`, {
      method: 'POST',
      json: { audience: { kind: 'everyone' } },
    });
    expect(now.status).toBe(202);
    expect(await now.json()).toEqual({ recipients: 5 });
    expect(await copies()).toEqual([
      'both@example.org',
      'pledger@example.org',
      'referred@example.org',
      'referrer@example.org',
      'subscriber@example.org',
    ]);
    await api.db('email_outbox').delete();
    // An existing client's `{}`: the confirmed subscribers, as before.
    const old = await createNewsletter('As before');
    const sent = await as('admin', `${NEWSLETTERS}/${old}/send`, { method: 'POST', json: {} });
    expect(await sent.json()).toEqual({ recipients: 2 });
    expect(await copies()).toEqual(['both@example.org', 'subscriber@example.org']);
  });

  it('cancels a scheduled send, which the scheduler then leaves alone', async () => {
    const id = await createNewsletter();
    const at = new Date(Date.now() + 60 * 60_000);
    const bad = await as('admin', `${NEWSLETTERS}/${id}/send`, {
      method: 'POST',
      json: { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(bad.status).toBe(400);
    await as('admin', `${NEWSLETTERS}/${id}/send`, {
      method: 'POST',
      json: { audience: { kind: 'everyone' }, scheduledAt: at.toISOString() },
    });
    const cancelled = await as('admin', `${NEWSLETTERS}/${id}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(newsletterEditionDetailSchema.parse(await cancelled.json())).toMatchObject({
      status: 'draft',
      scheduledAt: null,
    });
    expect((await as('admin', `${NEWSLETTERS}/${id}/cancel`, { method: 'POST' })).status).toBe(409);
    expect(await sendDueNewsletters(api.models, MAIL, at)).toEqual([]);
    expect(await copies()).toEqual([]);
    // Editors may not send, schedule, cancel or read the audience: as for the send before.
    for (const [method, path] of [
      ['POST', `${NEWSLETTERS}/${id}/cancel`],
      ['GET', COUNT],
      ['GET', SEGMENTS],
      ['POST', SEGMENTS],
    ] as const) {
      expect(
        (await as('editor', path, { method, json: method === 'GET' ? undefined : {} })).status,
      ).toBe(403);
    }
  });

  it('unsubscribes a pledger in one click from the pledge welcome, who stays counted', async () => {
    const stats = async () =>
      ((await (await api.request('/api/stats')).json()) as { totalPledges: number }).totalPledges;
    const pledged = await api.postJson('/api/pledges', {
      name: 'Wendy Welcome',
      email: 'wendy@example.org',
    });
    expect(pledged.status).toBe(201);
    const pledge = await api.db('pledges').where({ email: 'wendy@example.org' }).first();
    // Consent recorded as for subscribers: the wording shown, its version, the time.
    expect(pledge).toMatchObject({
      consentText: CONSENT_WORDING.pledge.text,
      consentVersion: CONSENT_WORDING.pledge.version,
    });
    expect(pledge.consentAt).not.toBeNull();
    expect(await count('kind=pledgers')).toBe(5);
    const total = await stats();

    expect(await deliver(new Date())).toBe(1);
    const [welcome] = await smtp.waitForMessages(1);
    expect(welcome!.recipients).toEqual(['wendy@example.org']);
    expect(headerOf(welcome!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = /^<([^>]+)>$/.exec(headerOf(welcome!, 'List-Unsubscribe') ?? '')![1]!;
    expect(url).toBe(
      `${PUBLIC_URL}/api/newsletter/unsubscribe?token=${encodeURIComponent(pledge.unsubscribeToken)}`,
    );
    expect(welcome!.parsed.text).toContain(`Unsubscribe: ${url}`);

    // The mail provider's POST (RFC 8058): no Origin, the token in the URL.
    const path = url.slice(PUBLIC_URL.length);
    const oneClick = await api.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const after = await api.db('pledges').where({ email: 'wendy@example.org' }).first();
    expect(after.unsubscribedAt).not.toBeNull();
    expect(await count('kind=pledgers')).toBe(4);
    expect(await stats()).toBe(total);
    // Its page says so; an unknown token is 410.
    expect(await (await api.request(path)).text()).toContain('You are unsubscribed');
    expect((await api.request(`${path}x`, { method: 'POST' })).status).toBe(410);
  });
});

/** The pledges stored before: backfilled with the wording and their own time, and a token. */
describe.each(TEST_DIALECTS)('the consent backfill on %s', (dialect) => {
  it('gives existing pledges the current wording, their pledge time and a token', async () => {
    const database = await createTestDatabase(dialect);
    const db: Knex = createDatabase(database.url);
    try {
      await migrateToLatest(db, { upTo: '0048_create_api_tokens' });
      await db('pledges').insert([
        { name: 'Old', email: 'old@example.org', createdAt: day(2), consentAt: null },
        {
          name: 'Newer',
          email: 'newer@example.org',
          createdAt: day(3),
          consentAt: day(3),
          consentVersion: 'pledge-2026-11',
        },
      ]);
      await migrateToLatest(db);
      const rows = await db('pledges').orderBy('email');
      for (const row of rows) {
        expect(row.consentText).toBe(CONSENT_WORDING.pledge.text);
        expect(row.consentVersion).toBe(CONSENT_WORDING.pledge.version);
        expect(new Date(row.consentAt).getTime()).toBe(new Date(row.createdAt).getTime());
        expect(row.unsubscribeToken).toMatch(/^[\w-]{43}$/);
      }
      expect(rows[0].unsubscribeToken).not.toBe(rows[1].unsubscribeToken);
    } finally {
      await closeDatabase(db);
      await database.drop();
    }
  });
});
