/**
 * The retention settings on a real database: sent emails older than SENT_EMAIL_RETENTION_DAYS
 * lose their body but keep their row, activity entries older than ACTIVITY_LOG_RETENTION_DAYS
 * are deleted, 0 keeps everything, and each pass changes at most its batches.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAuthMaintenance } from '../src/auth/maintenance';
import { createLogger } from '../src/logger';
import { retention } from '../src/maintenance/retention';
import { enqueueEmail, templatedOutboxRow } from '../src/mail/outbox';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const NOW = new Date('2026-11-29T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe.each(TEST_DIALECTS)('retention on %s', (dialect) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startTestApi(dialect);
  });
  afterEach(() => api?.close());

  /** An email with a body, in `status`, sent (or created) `days` ago; answers its id. */
  async function email(subject: string, status: 'sent' | 'queued' | 'failed', days: number) {
    await enqueueEmail(
      api.db,
      { kind: 'contact-reply', to: 'rosa@example.org', subject, html: '<p>Hi</p>', text: 'Hi' },
      daysAgo(days),
    );
    const { id } = (await api.db('email_outbox').where({ subject }).first('id')) as { id: number };
    if (status === 'sent') {
      await api
        .db('email_outbox')
        .where({ id })
        .update({ status, sentAt: daysAgo(days) });
    } else {
      await api.db('email_outbox').where({ id }).update({ status });
    }
    return id;
  }
  const bodyOf = async (subject: string) =>
    (await api
      .db('email_outbox')
      .where({ subject })
      .first('html', 'text', 'templateParams', 'status', 'toAddress')) as Record<string, unknown>;

  async function activity(summary: string, days: number) {
    await api.db('activity_log').insert({
      userEmail: 'ada@example.org',
      action: 'update',
      entity: 'tip',
      summary,
      createdAt: daysAgo(days),
    });
  }
  const summaries = async () =>
    ((await api.db('activity_log').orderBy('id').pluck('summary')) as string[]).filter((s) =>
      s.startsWith('entry'),
    );

  it('clears the bodies of sent emails past the limit, keeping their rows and everything else', async () => {
    await email('old sent', 'sent', 100);
    await email('recent sent', 'sent', 10);
    await email('old queued', 'queued', 100);
    await email('old failed', 'failed', 100);
    await api.db('email_outbox').insert({
      ...templatedOutboxRow(
        {
          kind: 'pledge-welcome',
          to: 'ada@example.org',
          subject: 'old welcome',
          templateParams: { name: 'Ada' },
        },
        daysAgo(100),
      ),
      status: 'sent',
      sentAt: daysAgo(100),
    });

    const result = await retention(
      api.db,
      { sentEmailDays: 90, activityLogDays: 0 },
      { now: () => NOW },
    ).run();
    expect(result).toEqual({
      sentEmailBodiesCleared: 2,
      activityEntriesDeleted: 0,
      visitorDaysDeleted: 0,
    });
    for (const subject of ['old sent', 'old welcome']) {
      expect(await bodyOf(subject), subject).toMatchObject({
        html: '',
        text: '',
        templateParams: null,
        status: 'sent',
      });
    }
    for (const subject of ['recent sent', 'old queued', 'old failed']) {
      expect(await bodyOf(subject), subject).toMatchObject({ html: '<p>Hi</p>', text: 'Hi' });
    }
    expect(Number((await api.db('email_outbox').count({ n: '*' }))[0]?.n)).toBe(5);
  });

  it('deletes activity entries past the limit', async () => {
    await activity('entry 400 days old', 400);
    await activity('entry 366 days old', 366);
    await activity('entry 10 days old', 10);
    const result = await retention(
      api.db,
      { sentEmailDays: 0, activityLogDays: 365 },
      { now: () => NOW },
    ).run();
    expect(result).toEqual({
      sentEmailBodiesCleared: 0,
      activityEntriesDeleted: 2,
      visitorDaysDeleted: 0,
    });
    expect(await summaries()).toEqual(['entry 10 days old']);
  });

  it('keeps everything with 0', async () => {
    await email('ancient sent', 'sent', 3000);
    await activity('entry 3000 days old', 3000);
    const result = await retention(
      api.db,
      { sentEmailDays: 0, activityLogDays: 0 },
      { now: () => NOW },
    ).run();
    expect(result).toEqual({
      sentEmailBodiesCleared: 0,
      activityEntriesDeleted: 0,
      visitorDaysDeleted: 0,
    });
    expect(await bodyOf('ancient sent')).toMatchObject({ html: '<p>Hi</p>' });
    expect(await summaries()).toEqual(['entry 3000 days old']);
  });

  it('changes at most its batches in a pass, and the rest in the next', async () => {
    for (let i = 0; i < 5; i++) {
      await email(`old ${i}`, 'sent', 200);
      await activity(`entry ${i}`, 500);
    }
    const pass = retention(
      api.db,
      { sentEmailDays: 90, activityLogDays: 365 },
      { now: () => NOW, batchSize: 2, maxBatches: 2 },
    );
    expect(await pass.run()).toEqual({
      sentEmailBodiesCleared: 4,
      activityEntriesDeleted: 4,
      visitorDaysDeleted: 0,
    });
    expect(await pass.run()).toEqual({
      sentEmailBodiesCleared: 1,
      activityEntriesDeleted: 1,
      visitorDaysDeleted: 0,
    });
    expect(await pass.run()).toEqual({
      sentEmailBodiesCleared: 0,
      activityEntriesDeleted: 0,
      visitorDaysDeleted: 0,
    });
    expect(
      Number((await api.db('email_outbox').whereNot('html', '').count({ n: '*' }))[0]?.n),
    ).toBe(0);
  });

  it('runs in the periodic maintenance', async () => {
    await email('maintained', 'sent', 100);
    await activity('entry maintained', 400);
    const stop = startAuthMaintenance(
      api.db,
      createLogger('silent'),
      60_000,
      retention(api.db, { sentEmailDays: 90, activityLogDays: 365 }, { now: () => NOW }),
    );
    try {
      await vi.waitFor(async () => {
        expect(await bodyOf('maintained')).toMatchObject({ html: '', text: '' });
        expect(await summaries()).toEqual([]);
      });
    } finally {
      stop();
    }
  });
});
