import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { dialectOf } from '../src/db/create-database';
import { createLogger } from '../src/logger';
import { createSmtpTransport } from '../src/mail/smtp-transport';
import { startMailWorker, type MailWorker } from '../src/mail/worker';
import type { OutboxEmail } from '../src/models';
import { startServer } from '../src/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { startTestApi, type TestApi } from './support/test-api';
import { createTestDatabase, TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

vi.setConfig({ testTimeout: 60_000 });

const PUBLIC_URL = 'https://fresh.example';
const TEAM = 'team@fresh.example';

/** Makes every outbox insert of `kind` fail inside the database; returns the undo. */
async function failOutboxInserts(db: Knex, kind: string): Promise<() => Promise<void>> {
  const name = `fail_${kind.replace(/\W/g, '_')}_outbox`;
  if (dialectOf(db) === 'mysql') {
    await db.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON email_outbox FOR EACH ROW
       BEGIN IF NEW.kind = ? THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused'; END IF; END`,
      [kind],
    );
  } else {
    await db.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON email_outbox WHEN NEW.kind = '${kind}'
       BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
  }
  return async () => {
    await db.raw(`DROP TRIGGER ${name}`);
  };
}

/** Every link of an email: the HTML's hrefs and the URLs in the text part. */
function linksOf(email: { html?: string | false; text?: string }): string[] {
  const html = typeof email.html === 'string' ? email.html : '';
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );
  const inText = [...(email.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  return [...new Set([...hrefs, ...inText])];
}

describe.each(TEST_DIALECTS)('emails queued by the visitor forms on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  let smtp: TestSmtpServer;
  let worker: MailWorker | null = null;

  beforeAll(async () => {
    web = await createWebRoot();
    smtp = await startSmtpServer();
    api = await startTestApi(dialect, {
      PUBLIC_URL,
      NOTIFY_EMAIL: TEAM,
      SERVE_WEB: 'true',
      WEB_ROOT: web.dir,
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await web?.remove();
  });
  beforeEach(async () => {
    await api.db('email_outbox').delete();
    await api.db('pledges').delete();
    await api.db('contacts').delete();
    smtp.messages.length = 0;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });

  const outbox = async (): Promise<OutboxEmail[]> =>
    await api.models.OutboxEmail.query().orderBy('id');
  const pledge = (email: string, name = 'Rosa Visser') =>
    api.postJson('/api/pledges', { name, email });
  const postForm = (path: string, fields: Record<string, string>) =>
    api.request(path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  /** Delivers what is queued to the test SMTP server, once. */
  const deliver = async () => {
    worker = startMailWorker({
      db: api.db,
      bodyOf: api.emailBodies,
      transport: createSmtpTransport(smtp.url),
      from: { name: 'Fresh Food Month', address: 'hello@fresh.example' },
      logger: createLogger('silent'),
      polling: false,
    });
    return worker.runOnce();
  };

  describe('the pledge welcome', () => {
    it('is queued once per pledger: for the first pledge, never for a repeat', async () => {
      expect((await pledge('rosa@example.org')).status).toBe(201);
      expect((await pledge('ROSA@example.org', 'Rosa Again')).status).toBe(201);
      const rows = await outbox();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'pledge-welcome',
        toAddress: 'rosa@example.org',
        status: 'queued',
        attempts: 0,
        subject: 'Welcome to Nitrate-Free November: your first steps',
      });
      expect((await api.emailBodies(rows[0]!)).text).toContain(
        'Welcome to the movement, Rosa Visser!',
      );
    });

    it('is queued once when the same person pledges several times at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => pledge('twice@example.org')),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      expect(await api.models.Pledge.query().resultSize()).toBe(1);
      expect(await outbox()).toHaveLength(1);
    });

    it('is queued for a pledge posted as a plain form too', async () => {
      const response = await postForm('/pledge', {
        form: 'pledge',
        name: 'Plain Form',
        email: 'plain@example.org',
      });
      expect(response.status).toBe(303);
      expect((await outbox()).map((row) => [row.kind, row.toAddress])).toEqual([
        ['pledge-welcome', 'plain@example.org'],
      ]);
    });

    it('is not queued for a bot (filled honeypot)', async () => {
      await api.postJson('/api/pledges', {
        name: 'Bot',
        email: 'bot@example.org',
        website: 'x',
      });
      expect(await outbox()).toEqual([]);
    });

    it('is stored with its pledge or not at all', async () => {
      const before = ((await (await api.request('/api/stats')).json()) as { totalPledges: number })
        .totalPledges;
      const undo = await failOutboxInserts(api.db, 'pledge-welcome');
      try {
        const response = await pledge('lost@example.org');
        expect(response.status).toBeGreaterThanOrEqual(500);
      } finally {
        await undo();
      }
      expect(
        await api.models.Pledge.query().findOne({ email: 'lost@example.org' }),
      ).toBeUndefined();
      expect(await outbox()).toEqual([]);
      const after = ((await (await api.request('/api/stats')).json()) as { totalPledges: number })
        .totalPledges;
      expect(after).toBe(before);
      // The same person can pledge once the outbox takes mail again.
      expect((await pledge('lost@example.org')).status).toBe(201);
      expect(await outbox()).toHaveLength(1);
    });

    it('arrives with every link absolute on PUBLIC_URL, and each one opens (200)', async () => {
      await pledge('reader@example.org', 'Reader Jones');
      expect(await deliver()).toBe(1);
      const [message] = await smtp.waitForMessages(1);
      expect(message!.recipients).toEqual(['reader@example.org']);
      expect(message!.parsed.html).toContain('Welcome to the movement, Reader Jones!');
      expect(message!.parsed.text).toContain('Welcome to the movement, Reader Jones!');
      const links = linksOf(message!.parsed);
      for (const path of ['/tips', '/blog', '/impact']) {
        expect(links).toContain(`${PUBLIC_URL}${path}`);
      }
      // The pledger's personal link and their private referrals page.
      expect(links).toContainEqual(expect.stringMatching(/\/pledge\?ref=[\w-]{12}$/));
      expect(links).toContainEqual(expect.stringMatching(/\/api\/pledge\/referrals\?token=/));
      expect(links.length).toBeGreaterThanOrEqual(7);
      // A 200 means something: a path the site does not have answers 404.
      expect((await api.request('/no-such-page')).status).toBe(404);
      for (const link of links) {
        expect(link.startsWith(`${PUBLIC_URL}/`) || link === PUBLIC_URL, link).toBe(true);
        const response = await api.request(link.slice(PUBLIC_URL.length) || '/');
        expect(response.status, link).toBe(200);
        await response.body?.cancel();
      }
    });
  });

  describe('the contact notification', () => {
    const message = {
      name: 'Jo Bloggs',
      email: 'jo@example.org',
      message: 'Could you send posters\nfor our school?',
    };

    it('is queued to NOTIFY_EMAIL with the message quoted, for the JSON route and the plain form', async () => {
      expect((await api.postJson('/api/contact', message)).status).toBe(201);
      expect(
        (await postForm('/contact', { form: 'contact', ...message, email: 'plain@example.org' }))
          .status,
      ).toBe(303);
      const rows = await outbox();
      expect(rows.map((row) => [row.kind, row.toAddress, row.replyTo])).toEqual([
        ['contact-notification', TEAM, 'jo@example.org'],
        ['contact-notification', TEAM, 'plain@example.org'],
      ]);
      const stored = await api.models.Contact.query().findOne({ email: 'jo@example.org' });
      expect(rows[0]!.text).toContain('> Could you send posters\n> for our school?');
      expect(rows[0]!.text).toContain(`${PUBLIC_URL}/admin/messages?open=${stored!.id}`);
    });

    it('is stored with its message or not at all', async () => {
      const undo = await failOutboxInserts(api.db, 'contact-notification');
      try {
        expect((await api.postJson('/api/contact', message)).status).toBeGreaterThanOrEqual(500);
      } finally {
        await undo();
      }
      expect(await api.models.Contact.query().resultSize()).toBe(0);
    });

    it('arrives with Reply-To the visitor and a console link that opens', async () => {
      await api.postJson('/api/contact', message);
      await deliver();
      const [received] = await smtp.waitForMessages(1);
      expect(received!.recipients).toEqual([TEAM]);
      expect(received!.parsed.replyTo?.value).toEqual([{ name: '', address: 'jo@example.org' }]);
      expect(received!.parsed.subject).toBe('New message from Jo Bloggs');
      const console = linksOf(received!.parsed).find((link) => link.includes('/admin/messages'));
      expect(console).toMatch(new RegExp(`^${PUBLIC_URL}/admin/messages\\?open=\\d+$`));
      expect((await api.request(console!.slice(PUBLIC_URL.length))).status).toBe(200);
    });
  });

  describe('who is told of a contact message', () => {
    const post = (target: TestApi) =>
      target.postJson('/api/contact', {
        name: 'Jo Bloggs',
        email: 'jo@example.org',
        message: 'Hello there, team!',
      });

    it('is ADMIN_EMAIL when NOTIFY_EMAIL is not set, and nobody when neither is', async () => {
      const withAdmin = await startTestApi(dialect, {
        ADMIN_EMAIL: 'ada@fresh.example',
        ADMIN_PASSWORD: 'a long enough passphrase',
      });
      const withNobody = await startTestApi(dialect);
      try {
        await post(withAdmin);
        await post(withNobody);
        expect(
          (await withAdmin.models.OutboxEmail.query()).map((row) => [row.kind, row.toAddress]),
        ).toEqual([['contact-notification', 'ada@fresh.example']]);
        expect(await withNobody.models.OutboxEmail.query()).toEqual([]);
        expect(await withNobody.models.Contact.query().resultSize()).toBe(1);
      } finally {
        await withAdmin.close();
        await withNobody.close();
      }
    });
  });
});

describe.each(TEST_DIALECTS)('the server and its mail worker on %s', (dialect) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());

  it('sends a pledge’s welcome when SMTP_URL is set; without it the email waits in the outbox', async () => {
    const database = await createTestDatabase(dialect);
    const env = {
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PLEDGES: '0',
    };
    const post = (port: number, email: string) =>
      fetch(`http://127.0.0.1:${port}/api/pledges`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Server Test', email }),
      });
    try {
      // No SMTP: the email is kept.
      const quiet = await startServer(env);
      try {
        expect((await post(quiet.port, 'kept@example.org')).status).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await quiet.db('email_outbox').select('status')).toEqual([{ status: 'queued' }]);
      } finally {
        await quiet.close();
      }
      // SMTP set: the kept email and a new one are delivered, each once.
      const sending = await startServer({ ...env, SMTP_URL: smtp.url });
      try {
        expect((await post(sending.port, 'new@example.org')).status).toBe(201);
        const received = await smtp.waitForMessages(2, 20_000);
        expect(received.flatMap((message) => message.recipients).sort()).toEqual([
          'kept@example.org',
          'new@example.org',
        ]);
        await vi.waitFor(
          async () =>
            expect(await sending.db('email_outbox').select('status')).toEqual([
              { status: 'sent' },
              { status: 'sent' },
            ]),
          { timeout: 5000 },
        );
      } finally {
        await sending.close();
      }
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await database.drop();
    }
  });

  it('never logs the SMTP password, at start-up or when the server cannot be reached', async () => {
    const database = await createTestDatabase(dialect);
    const lines: string[] = [];
    const write = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    try {
      await smtp.down();
      const server = await startServer({
        DATABASE_URL: database.url,
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'debug',
        SMTP_URL: smtp.url,
      });
      try {
        const response = await fetch(`http://127.0.0.1:${server.port}/api/pledges`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Log Test', email: 'log@example.org' }),
        });
        expect(response.status).toBe(201);
        await vi.waitFor(() => expect(lines.join('')).toContain('email not sent, will retry'), {
          timeout: 15_000,
        });
      } finally {
        await server.close();
      }
    } finally {
      write.mockRestore();
      await smtp.up();
      await database.drop();
    }
    const log = lines.join('');
    expect(log).toContain(`sending email through smtp://127.0.0.1:${smtp.port}`);
    expect(log).not.toContain(smtp.password);
    expect(log).not.toContain(encodeURIComponent(smtp.password));
    expect(log).not.toContain('log@example.org');
  });
});
