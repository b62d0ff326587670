import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pledgeAcceptedSchema, REFERRALS_PAGE_PATH, referralsSchema } from '@campaign/shared';
import { postForm, TEST_SESSION_SECRET } from './support/auth';
import { CROSS_SITE, signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { deliverOutboxOnce } from './support/deliver-mail';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const PUBLIC_URL = 'https://campaign.example';
const CODE = /^[A-Za-z0-9_-]{12}$/;

let serial = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${(serial += 1)}@example.org`;

describe.each(TEST_DIALECTS)('referrals on %s', (dialect) => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let users: ConsoleUsers;

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
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  /** Pledges as the form does; the answer's share code. */
  async function pledge(name: string, email: string, ref?: unknown): Promise<string> {
    const response = await api.postJson('/api/pledges', { name, email, ref });
    expect(response.status).toBe(201);
    return pledgeAcceptedSchema.parse(await response.json()).shareCode;
  }

  /** The private page token the pledge's welcome email carries, as queued. */
  async function tokenOf(email: string): Promise<string> {
    const row = await api.models.OutboxEmail.query().findOne({
      kind: 'pledge-welcome',
      toAddress: email,
    });
    const token = (row?.templateParams as { referralPageToken?: string } | null)?.referralPageToken;
    expect(token, email).toBeDefined();
    return token!;
  }

  const referralsOf = async (token: string) => {
    const response = await api.request(`/api/referrals/${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return referralsSchema.parse(await response.json());
  };

  const setLeaderboard = async (on: boolean) => {
    const current = (await (await api.request('/api/settings')).json()) as object;
    const response = await users.as('admin', '/api/admin/settings', {
      method: 'PUT',
      json: { ...current, referralLeaderboard: on },
    });
    expect(response.status).toBe(200);
  };

  it('gives every pledge its own random share code, stored with the pledge', async () => {
    const emails = Array.from({ length: 12 }, () => uniqueEmail('coded'));
    const codes = await Promise.all(emails.map((email) => pledge('Coded Pledger', email)));
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(codes.length);
    const rows = await api.models.Pledge.query().whereIn('email', emails);
    expect(rows.map((row) => row.shareCode).sort()).toEqual([...codes].sort());
    // Nothing of the email in the code, and no private token kept in the clear.
    for (const row of rows) {
      expect(row.shareCode).not.toContain(row.email.split('@')[0]!.slice(0, 6));
      expect(row.referralPageTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.referralPageTokenHash).not.toBe(await tokenOf(row.email));
    }
  });

  it('counts a pledge made through a share link for the pledger whose link it is', async () => {
    const email = uniqueEmail('referrer');
    const code = await pledge('Rita Referrer', email);
    const token = await tokenOf(email);
    expect(await referralsOf(token)).toEqual({ shareCode: code, brought: 0, onLeaderboard: false });

    await pledge('Friend One', uniqueEmail('friend'), code);
    await pledge('Friend Two', uniqueEmail('friend'), code);
    expect((await referralsOf(token)).brought).toBe(2);
    // A friend's own link counts for the friend, not for the first referrer.
    const friend = uniqueEmail('friend');
    const friendCode = await pledge('Friend Three', friend, code);
    await pledge('Friend of a Friend', uniqueEmail('fof'), friendCode);
    expect((await referralsOf(token)).brought).toBe(3);
    expect((await referralsOf(await tokenOf(friend))).brought).toBe(1);
  });

  it('stores a pledge with an unknown or malformed code, counted for nobody', async () => {
    const email = uniqueEmail('lonely');
    await pledge('Lonely Sharer', email);
    const token = await tokenOf(email);
    const before = await api.models.Pledge.query().resultSize();

    const unknown = uniqueEmail('unknown-ref');
    await pledge('Unknown Ref', unknown, 'NoSuchCode99');
    const malformed = uniqueEmail('bad-ref');
    await pledge('Malformed Ref', malformed, '<script>alert(1)</script>');
    const notText = uniqueEmail('object-ref');
    await pledge('Object Ref', notText, { $ne: null });

    expect(await api.models.Pledge.query().resultSize()).toBe(before + 3);
    const rows = await api.models.Pledge.query()
      .whereIn('email', [unknown, malformed, notText])
      .orderBy('id');
    expect(rows.map((row) => row.referralCode)).toEqual(['NoSuchCode99', null, null]);
    expect((await referralsOf(token)).brought).toBe(0);
  });

  it('answers a repeat pledge in the same shape, with a fresh code that is never stored', async () => {
    const email = uniqueEmail('repeat');
    const first = await api.postJson('/api/pledges', { name: 'Repeat Pledger', email });
    const repeat = await api.postJson('/api/pledges', { name: 'Repeat Pledger', email });
    expect(repeat.status).toBe(first.status);
    expect(repeat.headers.get('content-length')).toBe(first.headers.get('content-length'));
    const firstBody = pledgeAcceptedSchema.parse(await first.json());
    const repeatBody = pledgeAcceptedSchema.parse(await repeat.json());
    expect(Object.keys(repeatBody)).toEqual(Object.keys(firstBody));
    expect(repeatBody.message).toBe(firstBody.message);
    expect(repeatBody.shareCode).toMatch(CODE);
    expect(repeatBody.shareCode).not.toBe(firstBody.shareCode);

    const rows = await api.models.Pledge.query().where({ email });
    expect(rows.map((row) => row.shareCode)).toEqual([firstBody.shareCode]);
    expect(await api.models.Pledge.query().findOne({ shareCode: repeatBody.shareCode })).toBe(
      undefined,
    );
    // A filled honeypot is answered alike, and stores nothing.
    const bot = await api.postJson('/api/pledges', {
      name: 'Bot',
      email: uniqueEmail('bot'),
      website: 'https://spam.example',
    });
    expect(Object.keys(pledgeAcceptedSchema.parse(await bot.json()))).toEqual(
      Object.keys(firstBody),
    );
  });

  it('shows the private page for the token only: "You brought N people", not cached, noindex', async () => {
    const email = uniqueEmail('page');
    const code = await pledge('Paula Page', email);
    const token = await tokenOf(email);
    const pageOf = (value: string) =>
      api.request(`${REFERRALS_PAGE_PATH}?token=${encodeURIComponent(value)}`);

    const response = await pageOf(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    let html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('You brought 0 people.');
    expect(html).toContain(`value="${PUBLIC_URL}/pledge?ref=${code}"`);

    await pledge('Single Friend', uniqueEmail('single'), code);
    html = await (await pageOf(token)).text();
    expect(html).toContain('You brought 1 person.');

    // The share code is public: it opens nothing. Neither does a near miss, the secret with
    // another pledger's code, or nothing.
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    const otherCode = await pledge('Other Pledger', uniqueEmail('other'));
    const secret = token.slice(code.length + 1);
    for (const wrong of [code, nearMiss, `${otherCode}.${secret}`, '', 'x'.repeat(500)]) {
      const refused = await pageOf(wrong);
      expect(refused.status, wrong).toBe(404);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.text()).toContain('This link is not valid');
      const data = await api.request(`/api/referrals/${encodeURIComponent(wrong || 'none')}`);
      expect(data.status, wrong).toBe(404);
      expect(((await data.json()) as { message: string }).message).toBe('This link is not valid.');
    }
  });

  it('puts on the leaderboard, by first name, only those who chose it, while it is on', async () => {
    const shown = uniqueEmail('shown');
    const shownCode = await pledge('Lena Leader-Board Smith', shown);
    const hidden = uniqueEmail('hidden');
    const hiddenCode = await pledge('Hugo Hidden', hidden);
    for (let i = 0; i < 3; i += 1) await pledge('Lena Friend', uniqueEmail('lf'), shownCode);
    for (let i = 0; i < 4; i += 1) await pledge('Hugo Friend', uniqueEmail('hf'), hiddenCode);
    const leaderboard = async () =>
      ((await (await api.request('/api/leaderboard')).json()) as { entries: unknown[] }).entries;

    // Off by default: nobody, even someone who chose to appear.
    const choose = (email: string, leaderboard: 'on' | 'off') =>
      tokenOf(email).then((token) => postForm(api, REFERRALS_PAGE_PATH, { token, leaderboard }));
    const chosen = await choose(shown, 'on');
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toContain('Your choice is saved.');
    expect(await leaderboard()).toEqual([]);

    await setLeaderboard(true);
    try {
      expect(await leaderboard()).toEqual([{ firstName: 'Lena', brought: 3 }]);
      expect((await referralsOf(await tokenOf(shown))).onLeaderboard).toBe(true);
      expect((await referralsOf(await tokenOf(hidden))).onLeaderboard).toBe(false);
      // Leaving it takes the name off at once.
      await choose(shown, 'off');
      expect(await leaderboard()).toEqual([]);
    } finally {
      await setLeaderboard(false);
    }
  });

  it('refuses a leaderboard choice from another site, a bad body or an unknown token, storing nothing', async () => {
    const email = uniqueEmail('guarded');
    await pledge('Gina Guarded', email);
    const token = await tokenOf(email);
    for (const headers of CROSS_SITE) {
      const response = await postForm(
        api,
        REFERRALS_PAGE_PATH,
        { token, leaderboard: 'on' },
        { headers },
      );
      expect(response.status).toBe(403);
    }
    const bad = await postForm(api, REFERRALS_PAGE_PATH, { token, leaderboard: 'yes' });
    expect(bad.status).toBe(400);
    const unknown = await postForm(api, REFERRALS_PAGE_PATH, {
      token: 'a'.repeat(32),
      leaderboard: 'on',
    });
    expect(unknown.status).toBe(404);
    expect((await referralsOf(token)).onLeaderboard).toBe(false);
  });

  it('sends a welcome email with the personal link and the private page link, which opens it', async () => {
    await api.db('email_outbox').delete();
    const email = uniqueEmail('welcome');
    const code = await pledge('Wendy Welcome', email);
    await deliverOutboxOnce(api, smtp);
    const [received] = await smtp.waitForMessages(1);
    expect(received!.recipients).toEqual([email]);
    const shareLink = `${PUBLIC_URL}/pledge?ref=${code}`;
    const text = received!.parsed.text ?? '';
    const html = String(received!.parsed.html);
    expect(text).toContain(shareLink);
    expect(html).toContain(`href="${shareLink}"`);
    const pageUrl = new RegExp(
      `${PUBLIC_URL}${REFERRALS_PAGE_PATH}\\?token=${code}\\.[A-Za-z0-9_-]{32}`,
    ).exec(text)?.[0];
    expect(pageUrl).toBeDefined();
    expect(html).toContain(`href="${pageUrl}"`);
    const page = await api.request(pageUrl!.replace(PUBLIC_URL, ''));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You brought 0 people.');
  });
});
