/**
 * "Forgot your password?" over HTTP: the sign-in page links it; a form post emails an active
 * account a one-time set-password link, delivered through a real SMTP server; the answer is the
 * same page whether or not the address has an account; requests are limited per network and
 * per address; cross-site posts, other spellings of the path and bad bodies are refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_LIMITS } from '../src/auth/forgot-password-throttle';
import type { User } from '../src/models';
import {
  createUser,
  postForm,
  requestWith,
  signIn,
  TEST_SESSION_SECRET,
  uniqueEmail,
} from './support/auth';
import { CROSS_SITE } from './support/console-access';
import { rawRequest } from './support/raw-http';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { deliverOutboxOnce } from './support/deliver-mail';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 90_000 });

const PUBLIC_URL = 'https://campaign.example';
const PATH = '/api/forgot-password';
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(TEST_DIALECTS)('forgot password on %s', (dialect) => {
  let api: TestApi;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL,
      SMTP_URL: smtp.url,
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  // Every request comes from 127.0.0.1: start each test with nothing counted or queued.
  beforeEach(async () => {
    await api.db('sign_in_limits').delete();
    await api.db('email_outbox').delete();
    smtp.messages.length = 0;
  });

  const ask = (email: string, headers: Record<string, string> = {}) =>
    postForm(api, PATH, { email }, { headers });
  const outbox = () => api.models.OutboxEmail.query().orderBy('id');
  /** The page's text without its markup, where the address typed is echoed. */
  const answerOf = async (response: Response, email: string) =>
    (await response.text()).replaceAll(email, '<address>');

  it('is linked from the sign-in page and shows a form', async () => {
    const signInPage = await (await api.request('/api/login')).text();
    expect(signInPage).toContain(`<a href="${PATH}">Forgot your password?</a>`);
    const response = await api.request(PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<form method="post" action="${PATH}">`);
    expect(html).toContain('name="email"');
  });

  it('emails an account a one-time link that sets a new password and ends its sessions', async () => {
    const user = await createUser(api, { role: 'editor', firstName: 'Fay' });
    const { jar } = await signIn(api, user.email);
    expect((await requestWith(api, jar, '/api/auth/user')).status).toBe(200);

    const response = await ask(user.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('a link to set a new password is on its way');
    const [row, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ kind: 'password-link', toAddress: user.email });

    await deliverOutboxOnce(api, smtp, {
      name: 'Nitrate-Free November',
      address: 'hello@campaign.example',
    });
    const [received] = await smtp.waitForMessages(1);
    expect(received!.recipients).toEqual([user.email]);
    expect(received!.parsed.text).toContain('Hello Fay,');
    expect(received!.parsed.text).toContain('said on the sign-in page');
    const url = /https:\/\/campaign\.example\/api\/set-password\?token=[A-Za-z0-9_-]{43}/.exec(
      received!.parsed.text ?? '',
    )?.[0];
    expect(url).toBeDefined();

    // The link works once; using it ends the sessions the account had.
    const local = url!.replace(PUBLIC_URL, '');
    const token = new URL(url!).searchParams.get('token')!;
    expect((await api.request(local)).status).toBe(200);
    const set = await postForm(api, '/api/set-password', {
      token,
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(set.status).toBe(303);
    expect((await requestWith(api, jar, '/api/auth/user')).status).toBe(401);
    expect((await signIn(api, user.email, NEW_PASSWORD)).response.status).toBe(303);
    expect((await api.request(local)).status).toBe(410);
  });

  it('answers the same for an address without an account, or a disabled one, and sends nothing', async () => {
    const disabled: User = await createUser(api, { role: 'editor' });
    await api.models.User.query().findById(disabled.id).patch({ disabledAt: new Date() });
    const known: User = await createUser(api, { role: 'editor' });

    const unknownEmail = uniqueEmail('nobody');
    const forUnknown = await ask(unknownEmail);
    const forDisabled = await ask(disabled.email);
    const forKnown = await ask(known.email);
    expect([forUnknown.status, forDisabled.status, forKnown.status]).toEqual([200, 200, 200]);
    const unknownAnswer = await answerOf(forUnknown, unknownEmail);
    expect(await answerOf(forDisabled, disabled.email)).toBe(unknownAnswer);
    expect(await answerOf(forKnown, known.email)).toBe(unknownAnswer);
    expect((await outbox()).map((row) => row.toAddress)).toEqual([known.email]);
  });

  it(`sends at most ${FORGOT_PASSWORD_LIMITS.email} links to one address, with the same answer after`, async () => {
    const user = await createUser(api, { role: 'editor' });
    const answers = new Set<string>();
    for (let request = 0; request < FORGOT_PASSWORD_LIMITS.email + 2; request++) {
      const response = await ask(user.email);
      expect(response.status).toBe(200);
      answers.add(await response.text());
    }
    expect(answers.size).toBe(1);
    expect(await outbox()).toHaveLength(FORGOT_PASSWORD_LIMITS.email);
  });

  it(`answers 429 after ${FORGOT_PASSWORD_LIMITS.network} requests from one network`, async () => {
    for (let request = 0; request < FORGOT_PASSWORD_LIMITS.network; request++) {
      expect((await ask(uniqueEmail('spray'))).status).toBe(200);
    }
    const refused = await ask(uniqueEmail('spray'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many password links were asked for');
  });

  it('refuses a bad address with the form and its error, and sends nothing', async () => {
    for (const email of ['', 'not-an-address', `${'a'.repeat(250)}@x.org`]) {
      const response = await ask(email);
      expect(response.status, email).toBe(400);
      const html = await response.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain(`<form method="post" action="${PATH}">`);
    }
    expect(await outbox()).toEqual([]);
  });

  it('refuses cross-site posts and anything but a form post', async () => {
    const user = await createUser(api, { role: 'editor' });
    for (const headers of CROSS_SITE) {
      const response = await ask(user.email, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    const json = await api.request(PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(json.status).toBe(415);
    expect(await outbox()).toEqual([]);
  });

  it('matches only its own path', async () => {
    const user = await createUser(api, { role: 'editor' });
    const port = Number(new URL(api.baseUrl).port);
    for (const path of [
      '/api/forgot-password/',
      '/api/Forgot-Password',
      '/api//forgot-password',
      '/api/%66orgot-password',
    ]) {
      const response = await rawRequest(port, {
        method: 'POST',
        path,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: user.email }).toString(),
      });
      expect(response.status, path).toBe(404);
    }
    expect(await outbox()).toEqual([]);
  });
});
