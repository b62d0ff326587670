/**
 * GET /api/admin/system-health over HTTP: admins only (401 signed out, 403 to every other staff
 * role and to members), no other spelling reaches it, writes to it from another site are
 * refused, a query string is a 400, and the answer says what the outbox holds.
 */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { archiveFileName } from '../src/backup/backup-files';
import { systemHealthSchema, USER_ROLES } from '@campaign/shared';
import { enqueueEmail } from '../src/mail/outbox';
import { MAIL_CONFIGURED, MAIL_NOT_CONFIGURED } from '../src/routes/admin-system-health';
import { createUser, requestWith, signIn, TEST_SESSION_SECRET } from './support/auth';
import {
  CROSS_SITE,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const PATH = '/api/admin/system-health';
const HOUR_MS = 3_600_000;

describe.each(TEST_DIALECTS)('GET /api/admin/system-health on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  const backupDir = mkdtempSync(path.join(tmpdir(), 'system-health-backups-'));

  beforeAll(async () => {
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      BACKUP_DIR: backupDir,
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());

  const health = async () => {
    const response = await users.as('admin', PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return systemHealthSchema.parse(await response.json());
  };

  it('answers an empty outbox plainly, with no backup recorded', async () => {
    expect(await health()).toEqual({
      mail: { configured: false, summary: MAIL_NOT_CONFIGURED },
      outbox: { queued: 0, oldestQueuedAt: null, oldestQueuedAgeSeconds: null },
      failures: { last24Hours: 0, lastFailureAt: null, lastError: null },
      lastBackup: null,
    });
  });

  it('names the newest archive in the backup folder as the last backup', async () => {
    const older = archiveFileName(new Date('2026-11-27T03:00:00Z'));
    const newer = archiveFileName(new Date('2026-11-28T03:00:00Z'));
    const write = (name: string, body: string, finished: string) => {
      writeFileSync(path.join(backupDir, name), body);
      utimesSync(path.join(backupDir, name), new Date(finished), new Date(finished));
    };
    write(older, 'x', '2026-11-27T03:00:05Z');
    write(newer, 'archive', '2026-11-28T03:00:05Z');
    write('notes.txt', 'not an archive', '2026-11-29T00:00:00Z');
    expect((await health()).lastBackup).toEqual({
      at: '2026-11-28T03:00:05.000Z',
      fileName: newer,
      bytes: 7,
    });
  });

  it('counts the queued emails and the age of the oldest, and the failures of the last day', async () => {
    const now = Date.now();
    const queuedAt = new Date(now - 2 * HOUR_MS);
    await enqueueEmail(
      api.db,
      { kind: 'contact-reply', to: 'a@example.org', subject: 'Old', html: '<p>x</p>', text: 'x' },
      queuedAt,
    );
    await enqueueEmail(
      api.db,
      { kind: 'contact-reply', to: 'b@example.org', subject: 'New', html: '<p>x</p>', text: 'x' },
      new Date(now - 60_000),
    );
    for (const [subject, hoursAgo, error] of [
      ['Failed long ago', 30, '421 old trouble'],
      ['Failed today', 3, '550 No such user rosa@example.org'],
      ['Failed just now', 1, '554 Refused for bob@example.org'],
    ] as const) {
      await enqueueEmail(api.db, {
        kind: 'contact-reply',
        to: 'c@example.org',
        subject,
        html: '<p>x</p>',
        text: 'x',
      });
      await api
        .db('email_outbox')
        .where({ subject })
        .update({
          status: 'failed',
          lastError: error,
          lastFailureAt: new Date(now - hoursAgo * HOUR_MS),
        });
    }

    const answer = await health();
    expect(answer.outbox.queued).toBe(2);
    expect(answer.outbox.oldestQueuedAt).toBe(queuedAt.toISOString());
    expect(answer.outbox.oldestQueuedAgeSeconds).toBeGreaterThanOrEqual(2 * 3600);
    expect(answer.outbox.oldestQueuedAgeSeconds).toBeLessThan(2 * 3600 + 60);
    expect(answer.failures.last24Hours).toBe(2);
    expect(answer.failures.lastFailureAt).toBe(new Date(now - HOUR_MS).toISOString());
    expect(answer.failures.lastError).toMatch(/^554 Refused for /);
    expect(answer.failures.lastError).not.toContain('bob@example.org');
  });

  it('says when mail is configured', async () => {
    const sibling = await api.startSibling({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const admin = await createUser(sibling, { role: 'admin' });
      const jar = (await signIn(sibling, admin.email)).jar;
      const answer = systemHealthSchema.parse(await (await requestWith(sibling, jar, PATH)).json());
      expect(answer.mail).toEqual({ configured: true, summary: MAIL_CONFIGURED });
    } finally {
      await sibling.close();
    }
  });

  it('answers 401 signed out and 403 to every other role', async () => {
    expect((await users.as('anonymous', PATH)).status).toBe(401);
    expect((await users.as('member', PATH)).status).toBe(403);
    for (const role of USER_ROLES.filter((role) => role !== 'admin')) {
      const user = await createUser(api, { role });
      const jar = (await signIn(api, user.email)).jar;
      const response = await requestWith(api, jar, PATH);
      expect(response.status, role).toBe(403);
      expect(await response.text()).not.toContain('queued');
    }
  });

  it('reaches no handler by another spelling of the path', async () => {
    for (const spelling of otherSpellings(PATH)) {
      const response = await users.as('admin', spelling);
      expect(response.status, spelling).toBe(404);
    }
  });

  it('refuses writes from another site and shares nothing across sites', async () => {
    for (const headers of CROSS_SITE) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const response = await users.as('admin', PATH, { method, json: {}, headers });
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(400);
      }
      const read = await users.as('admin', PATH, { headers });
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses a query string with 400', async () => {
    for (const query of ['?x=1', '?page=2', '?mail=true&mail=false']) {
      const response = await users.as('admin', `${PATH}${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});
