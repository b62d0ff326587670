import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { OUTBOX_FORMAT } from '../src/mail/outbox';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

const PUBLIC_URL = 'https://nitratefree.example';

/**
 * A pledge and its welcome email, committed together in groups (db/group-commit.ts), over HTTP:
 * the JSON route and the plain form post.
 */
describe.each(TEST_DIALECTS)('pledges with their welcome email on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  /** Another connection, as another process would read: sees only what has committed. */
  let reader: Knex;
  beforeAll(async () => {
    web = await createWebRoot();
    api = await startTestApi(dialect, {
      SERVE_WEB: 'true',
      WEB_ROOT: web.dir,
      PUBLIC_URL,
      SITE_NAME: 'Nitrate-Free November',
    });
    reader = createDatabase(api.databaseUrl);
  });
  afterAll(async () => {
    if (reader) await closeDatabase(reader);
    await api?.close();
    await web?.remove();
  });

  const welcomes = (email: string) =>
    api.models.OutboxEmail.query().where({ kind: 'pledge-welcome', toAddress: email });
  const count = async (db: Knex, table: string, where: Record<string, string> = {}) =>
    Number((await db(table).where(where).count({ n: '*' }))[0]?.n);
  const totalPledges = async () =>
    ((await (await api.request('/api/stats')).json()) as { totalPledges: number }).totalPledges;

  it('queues one welcome email with a first pledge, written at the same moment', async () => {
    const response = await api.postJson('/api/pledges', {
      name: 'Ada Lovelace',
      email: 'Ada@Example.org',
    });
    expect(response.status).toBe(201);
    const pledge = await api.models.Pledge.query().findOne({ email: 'ada@example.org' });
    const emails = await welcomes('ada@example.org');
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({
      status: 'queued',
      attempts: 0,
      subject: 'Welcome to Nitrate-Free November: your first steps',
      format: OUTBOX_FORMAT,
    });
    expect(email!.createdAt.getTime()).toBe(pledge!.createdAt.getTime());
    expect(email!.nextAttemptAt.getTime()).toBe(pledge!.createdAt.getTime());
    // Queued by the name it greets, without a body: rendered when it is sent or shown.
    expect(email).toMatchObject({ html: '', text: '', templateParams: { name: 'Ada Lovelace' } });
    const { html, text } = await api.emailBodies(email!);
    expect(text).toContain('Welcome to the movement, Ada Lovelace!');
    for (const path of ['/tips', '/blog', '/impact'])
      expect(html).toContain(`href="${PUBLIC_URL}${path}"`);
    // The pledger's personal link, with the share code stored with the pledge.
    expect(html).toContain(`href="${PUBLIC_URL}/pledge?ref=${pledge!.shareCode}"`);
  });

  it('queues nothing for a repeat pledge, which is answered exactly like the first', async () => {
    const before = await totalPledges();
    const first = await api.postJson('/api/pledges', { name: 'Grace', email: 'grace@example.org' });
    const repeat = await api.postJson('/api/pledges', {
      name: 'Someone Else',
      email: 'GRACE@example.org ',
    });
    expect(repeat.status).toBe(first.status);
    // The same words and a share code of the same shape (a repeat's is fresh and never stored).
    const answers = [await first.json(), await repeat.json()] as Record<string, unknown>[];
    for (const answer of answers) {
      expect(answer).toEqual({
        message: 'Thank you for pledging!',
        shareCode: expect.stringMatching(/^[\w-]{12}$/),
      });
    }
    expect(await welcomes('grace@example.org')).toHaveLength(1);
    expect(await totalPledges()).toBe(before + 1);
  });

  it('queues it for a pledge posted as a plain form too', async () => {
    const response = await api.request('/pledge', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        form: 'pledge',
        name: 'Plain Form',
        email: 'plain@example.org',
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(await welcomes('plain@example.org')).toHaveLength(1);
  });

  it('queues nothing for a honeypot-filled pledge', async () => {
    const response = await api.postJson('/api/pledges', {
      name: 'Bot',
      email: 'bot@example.org',
      website: 'https://spam.example',
    });
    expect(response.status).toBe(201);
    expect(await welcomes('bot@example.org')).toHaveLength(0);
  });

  it('stores concurrent pledges through the group commit, each acknowledged once stored', async () => {
    const statements: string[] = [];
    const onQuery = (query: { sql: string }) => statements.push(query.sql);
    api.db.on('query', onQuery);
    try {
      const before = await totalPledges();
      const emails = Array.from({ length: 60 }, (_, i) => `crowd${i}@example.org`);
      // What another connection sees the moment each answer arrives.
      const seenOnAnswer = await Promise.all(
        [...emails, ...emails.slice(0, 15).map((email) => email.toUpperCase())].map(
          async (email) => {
            const response = await api.postJson('/api/pledges', { name: 'Crowd', email });
            expect(response.status).toBe(201);
            const stored = email.toLowerCase();
            return {
              pledge: await count(reader, 'pledges', { email: stored }),
              outbox: await count(reader, 'email_outbox', { toAddress: stored }),
            };
          },
        ),
      );
      for (const seen of seenOnAnswer) expect(seen).toEqual({ pledge: 1, outbox: 1 });
      const commits = statements.filter((sql) => /^COMMIT/i.test(sql)).length;
      const pledgeInserts = statements.filter((sql) => /^insert into .pledges/i.test(sql)).length;
      // A batch inserts its pledges in one statement, or (when a repeat is among them) once
      // more with a savepoint each. How many share a batch depends on how the requests reach
      // the server (here, in the test's own process, they arrive one by one); the batching
      // itself is pinned down in src/db/group-commit.test.ts.
      expect(pledgeInserts).toBeGreaterThan(0);
      expect(pledgeInserts).toBeLessThanOrEqual(2 * 75);
      expect(commits).toBeGreaterThan(0);
      expect(commits).toBeLessThanOrEqual(75);
      expect(await totalPledges()).toBe(before + 60);
      expect(await count(reader, 'pledges')).toBe(await count(reader, 'email_outbox'));
    } finally {
      api.db.off('query', onQuery);
    }
  });

  it('stores neither the pledge nor its email when the email cannot be queued', async () => {
    const before = await totalPledges();
    // Without its table the outbox insert fails inside the pledge's unit.
    await api.db.schema.renameTable('email_outbox', 'email_outbox_away');
    try {
      const [failed, neighbour] = await Promise.all([
        api.postJson('/api/pledges', { name: 'Half Stored', email: 'half@example.org' }),
        api.request('/api/stats'),
      ]);
      expect(failed.status).toBe(500);
      expect(neighbour.status).toBe(200);
    } finally {
      await api.db.schema.renameTable('email_outbox_away', 'email_outbox');
    }
    expect(await count(reader, 'pledges', { email: 'half@example.org' })).toBe(0);
    expect(await totalPledges()).toBe(before);
    // The same person can pledge once the outbox is back.
    const retry = await api.postJson('/api/pledges', { name: 'Whole', email: 'half@example.org' });
    expect(retry.status).toBe(201);
    expect(await welcomes('half@example.org')).toHaveLength(1);
    expect(await totalPledges()).toBe(before + 1);
  });
});
