import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newStaffAccountSchema, passwordLinkSchema } from '@campaign/shared';
import { createLogger } from '../src/logger';
import { createSmtpTransport } from '../src/mail/smtp-transport';
import { startMailWorker } from '../src/mail/worker';
import { TEST_SESSION_SECRET, uniqueEmail } from './support/auth';
import {
  failActivityEntries,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 90_000 });

const PUBLIC_URL = 'https://fresh.example';
const USERS = '/api/admin/users';

describe.each(TEST_DIALECTS)('set-password links by email on %s', (dialect) => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let users: ConsoleUsers;
  const as: ConsoleUsers['as'] = (...args) => users.as(...args);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL,
      SMTP_URL: smtp.url,
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await api.db('email_outbox').delete();
    smtp.messages.length = 0;
  });

  const addUser = async (email = uniqueEmail('new')) => {
    const response = await as('admin', USERS, {
      method: 'POST',
      json: { email, firstName: 'Nina', lastName: 'Newman', role: 'editor' },
    });
    expect(response.status).toBe(201);
    return newStaffAccountSchema.parse(await response.json());
  };
  const outbox = () => api.models.OutboxEmail.query().orderBy('id');

  it('queues the new account’s link to its email, and still answers it to the admin', async () => {
    const email = uniqueEmail('nina');
    const { account, passwordLink } = await addUser(email);
    expect(passwordLink.emailed).toBe(true);
    const [row, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      kind: 'password-link',
      toAddress: email,
      subject: 'Your account on Nitrate-Free November',
    });
    expect(row!.text).toContain(passwordLink.url);
    expect(row!.html).toContain(passwordLink.url.replace(/&/g, '&amp;'));
    expect(row!.text).toContain('Hello Nina,');
    expect(account.email).toBe(email);
  });

  it('queues a reset link too, and the email carries the newest link only', async () => {
    const { account } = await addUser();
    const response = await as('admin', `${USERS}/${account.id}/password-link`, { method: 'POST' });
    expect(response.status).toBe(201);
    const link = passwordLinkSchema.parse(await response.json());
    expect(link.emailed).toBe(true);
    const rows = await outbox();
    expect(rows.map((row) => row.subject)).toEqual([
      'Your account on Nitrate-Free November',
      'Set a new password for Nitrate-Free November',
    ]);
    expect(rows[1]!.text).toContain(link.url);
    // The link in the email opens the set-password page.
    const token = new URL(link.url).searchParams.get('token')!;
    const page = await api.request(`/api/set-password?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
  });

  it('delivers it, and never writes the token into a log line or the last error', async () => {
    const lines: string[] = [];
    const { passwordLink } = await addUser();
    const token = new URL(passwordLink.url).searchParams.get('token')!;
    const worker = startMailWorker({
      db: api.db,
      bodyOf: api.emailBodies,
      transport: createSmtpTransport(smtp.url),
      from: { name: 'Nitrate-Free November', address: 'hello@fresh.example' },
      logger: createLogger('debug', {}, (line) => lines.push(line)),
      polling: false,
    });
    try {
      await smtp.down();
      await worker.runOnce();
      const [failed] = await outbox();
      expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
      expect(failed!.lastError).not.toContain(token);
      await smtp.up();
      await api.db('email_outbox').update({ nextAttemptAt: new Date() });
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const [received] = await smtp.waitForMessages(1);
    expect(received!.parsed.text).toContain(passwordLink.url);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('is not queued when the account cannot be added (nothing half-stored)', async () => {
    const undo = await failActivityEntries(api.db, 'create');
    try {
      const response = await as('admin', USERS, {
        method: 'POST',
        json: { email: uniqueEmail('lost'), firstName: 'Lost', lastName: 'Person', role: 'editor' },
      });
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      await undo();
    }
    expect(await outbox()).toEqual([]);
  });

  it('is not queued while email is not set up: the admin passes the link on', async () => {
    const bare = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET, PUBLIC_URL });
    try {
      const admins = await signInConsoleUsers(bare);
      const response = await admins.as('admin', USERS, {
        method: 'POST',
        json: {
          email: uniqueEmail('quiet'),
          firstName: 'Quiet',
          lastName: 'Person',
          role: 'editor',
        },
      });
      const body = newStaffAccountSchema.parse(await response.json());
      expect(body.passwordLink.emailed).toBe(false);
      expect(await bare.models.OutboxEmail.query()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
