import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { erasureResultSchema, type Stats } from '@campaign/shared';
import { TEST_SESSION_SECRET } from './support/auth';
import {
  CROSS_SITE,
  failActivityEntries,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { enqueueEmail } from '../src/mail/outbox';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const ERASURES = '/api/admin/erasures';
const EMAIL = 'erase.me@example.org';
const NEIGHBOUR = 'keep.me@example.org';

describe.each(TEST_DIALECTS)('console erasure on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    // A stats cache that never reloads during the test: the public count must follow an erasure
    // on its own, and two reads compare exactly (rows are deleted behind its back between tests).
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      STATS_MAX_AGE_MS: '3600000',
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());

  /** One person with a pledge, two messages (one in other case) and a subscription; and others. */
  beforeEach(async () => {
    for (const table of ['pledges', 'contacts', 'newsletters', 'email_outbox', 'activity_log']) {
      await api.db(table).delete();
    }
    for (const email of [EMAIL, NEIGHBOUR]) {
      const pledged = await api.postJson('/api/pledges', { name: 'Someone Real', email });
      expect(pledged.status).toBe(201);
      const message = { name: 'Someone Real', email, message: 'Hello from the contact form!' };
      expect((await api.postJson('/api/contact', message)).status).toBe(201);
      expect((await api.postJson('/api/newsletter', { email })).status).toBe(201);
    }
    // Written some other way than the form, in another case; and an address that only a
    // case- and accent-blind comparison would take for the person's.
    await api.models.Contact.query().insert({
      name: 'Someone Real',
      email: 'Erase.Me@Example.ORG',
      message: 'Written by hand.',
    });
    await api.models.Contact.query().insert({
      name: 'Someone Else',
      email: 'érase.me@example.org',
      message: 'Not the same person.',
    });
  });

  const erase = (json: unknown, who: 'admin' = 'admin', headers?: Record<string, string>) =>
    users.as(who, ERASURES, { method: 'POST', json, headers });
  const publicCount = async () =>
    ((await (await api.request('/api/stats')).json()) as Stats).totalPledges;
  const holdings = async (email: string) => ({
    pledges: Number(
      ((await api.db('pledges').where('email', email).count({ n: '*' })) as { n: unknown }[])[0]?.n,
    ),
    messages: (await api.db('contacts').select('email')).filter(
      (row: { email: string }) => row.email.toLowerCase() === email,
    ).length,
    subscriptions: Number(
      ((await api.db('newsletters').where('email', email).count({ n: '*' })) as { n: unknown }[])[0]
        ?.n,
    ),
  });
  const everything = async () => ({
    pledges: await api.db('pledges').select('*').orderBy('id'),
    contacts: await api.db('contacts').select('*').orderBy('id'),
    newsletters: await api.db('newsletters').select('*').orderBy('id'),
  });

  it('erases the pledge, every message and the subscription of one email, at once', async () => {
    const counted = await publicCount();
    const response = await erase({ email: '  Erase.Me@Example.org ' });
    expect(response.status).toBe(200);
    expect(erasureResultSchema.parse(await response.json())).toEqual({
      pledges: 1,
      messages: 2,
      subscriptions: 1,
    });
    expect(await holdings(EMAIL)).toEqual({ pledges: 0, messages: 0, subscriptions: 0 });
    // Everyone else is untouched, the accented address included.
    expect(await holdings(NEIGHBOUR)).toEqual({ pledges: 1, messages: 1, subscriptions: 1 });
    expect(await api.db('contacts').where('email', 'érase.me@example.org')).toHaveLength(1);
    // The public count follows immediately, without a reload of the stats.
    expect(await publicCount()).toBe(counted - 1);
  });

  it('erases the emails to or about the person from the outbox, and no one else’s', async () => {
    // A notification quoting the person's message (Reply-To them), and an accented neighbour.
    const notification = {
      kind: 'contact-notification' as const,
      subject: 'New message',
      html: '<p>Hello</p>',
      text: 'Hello',
    };
    await enqueueEmail(api.db, { ...notification, to: 'team@example.org', replyTo: EMAIL });
    await enqueueEmail(api.db, {
      ...notification,
      to: 'team@example.org',
      replyTo: 'érase.me@example.org',
    });
    // Compared here in JavaScript: MySQL's collation would take "érase" for "erase".
    const about = async (email: string) =>
      (await api.models.OutboxEmail.query()).filter(
        (row) => row.toAddress === email || row.replyTo === email,
      );
    expect((await about(EMAIL)).length).toBeGreaterThanOrEqual(2);
    expect((await erase({ email: EMAIL })).status).toBe(200);
    expect(await about(EMAIL)).toEqual([]);
    expect((await about(NEIGHBOUR)).length).toBeGreaterThanOrEqual(1);
    expect(await about('érase.me@example.org')).toHaveLength(1);
  });

  it('logs the erasure with the counts only, naming no one', async () => {
    await erase({ email: EMAIL });
    const entries = await api.models.ActivityEntry.query();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'erase',
      entity: 'person',
      entityId: null,
      userId: users.admin.id,
      summary: 'Erased 1 pledge, 2 messages, 1 subscription',
    });
    expect(JSON.stringify(entries[0])).not.toMatch(/erase\.me|Someone/i);
  });

  it('answers zeros for an email the site does not hold, and still logs it', async () => {
    const before = await everything();
    const response = await erase({ email: 'nobody@example.org' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pledges: 0, messages: 0, subscriptions: 0 });
    expect(await everything()).toEqual(before);
    const [entry] = await api.models.ActivityEntry.query();
    expect(entry?.summary).toBe('Erased 0 pledges, 0 messages, 0 subscriptions');
  });

  it('leaves everything, the public count too, when the transaction fails midway', async () => {
    const counted = await publicCount();
    const before = await everything();
    // The activity entry is the last write of the transaction: the deletions are done by then.
    const restore = await failActivityEntries(api.db, 'erase');
    try {
      const response = await erase({ email: EMAIL });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Internal server error' });
    } finally {
      await restore();
    }
    expect(await everything()).toEqual(before);
    expect(await publicCount()).toBe(counted);
    expect(await api.db('activity_log')).toEqual([]);
  });

  it('refuses a bad body with a 400 and its issues', async () => {
    const before = await everything();
    for (const json of [{}, { email: 'not-an-email' }, { email: 42 }, { email: '' }]) {
      const response = await erase(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      const body = (await response.json()) as { message: string; issues: { path: string }[] };
      expect(body.message).toBe('Invalid input');
      expect(body.issues.map((issue) => issue.path)).toEqual(['email']);
    }
    for (const json of [[], 'erase.me@example.org', null]) {
      expect((await erase(json)).status, JSON.stringify(json)).toBe(400);
    }
    expect(await everything()).toEqual(before);
  });

  it('erases nothing for anyone but an admin, by any spelling, or from another site', async () => {
    const before = await everything();
    for (const [who, status] of [
      ['anonymous', 401],
      ['member', 403],
      ['editor', 403],
    ] as const) {
      const response = await users.as(who, ERASURES, { method: 'POST', json: { email: EMAIL } });
      expect(response.status, who).toBe(status);
    }
    for (const spelling of otherSpellings(ERASURES)) {
      const response = await users.as('admin', spelling, {
        method: 'POST',
        json: { email: EMAIL },
      });
      expect(response.status, spelling).toBe(404);
    }
    for (const headers of CROSS_SITE) {
      expect((await erase({ email: EMAIL }, 'admin', headers)).status).toBe(403);
    }
    expect((await users.as('admin', ERASURES)).status).toBe(405);
    expect(await everything()).toEqual(before);
    expect(await api.db('activity_log')).toEqual([]);
  });
});
