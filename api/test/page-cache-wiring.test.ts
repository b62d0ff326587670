/**
 * Which requests start the shared visitor pages afresh, over HTTP with the real routes: a
 * stand-in shell server build counts its renders, so a page served again from the cache shows
 * the same count and a fresh render a new one. Successful content writes (a pledge, a console
 * write, a pledger's leaderboard choice) empty the cache; signing out, a contact message, a newsletter sign-up and a refused
 * write leave it alone, so none of them can be used to force renders.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_SESSION_SECRET, uniqueEmail } from './support/auth';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

vi.setConfig({ testTimeout: 60_000 });

/** The shell's server entry, as small as it can be: each render writes its number. */
const COUNTING_SHELL = `
let renders = 0;
exports.renderPage = async ({ url, template }) => {
  renders += 1;
  const main = '<main data-render="' + renders + '">' + url + '</main>';
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + main + '</div>') };
};
`;

/** An article the rules accept, at `slug`. */
const article = (slug: string) => ({
  slug,
  title: 'An article that changes the pages',
  excerpt: 'An excerpt long enough for the rules of an article.',
  content: '<p>Content long enough to pass the fifty character minimum of an article.</p>',
  author: 'Ada Lovelace',
});

async function addServerBuilds(web: WebRoot) {
  const files = {
    'shell/dist/server/main.cjs': COUNTING_SHELL,
    'public-site/dist/server/remoteEntry.cjs': 'module.exports = {};',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(web.dir, file)), { recursive: true });
    await writeFile(path.join(web.dir, file), content);
  }
}

describe.each(TEST_DIALECTS)('what empties the shared pages, on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  let users: ConsoleUsers;

  beforeAll(async () => {
    web = await createWebRoot();
    await addServerBuilds(web);
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      SERVE_WEB: 'true',
      WEB_ROOT: web.dir,
      // Longer than the test: only a write can start a page afresh.
      PAGE_CACHE_MS: '60000',
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  /** Which render of /about a visitor is sent now. */
  async function aboutRender(): Promise<string> {
    const response = await api.request('/about');
    const html = await response.text();
    expect(response.status, html.slice(0, 500)).toBe(200);
    const match = /data-render="(\d+)"/.exec(html);
    expect(match, 'the page is the stand-in render').not.toBeNull();
    return match![1]!;
  }

  it('serves one render to every visitor until a write changes a page', async () => {
    const first = await aboutRender();
    expect(await aboutRender()).toBe(first);
    expect(await aboutRender()).toBe(first);
  });

  it('keeps the pages through sign-out, contact, newsletter and refused writes', async () => {
    const before = await aboutRender();
    const email = uniqueEmail('cache');
    const message = { name: 'Someone Real', email, message: 'Hello from the contact form!' };
    expect((await api.postJson('/api/contact', message)).status).toBe(201);
    expect((await api.postJson('/api/newsletter', { email })).status).toBe(201);
    // A pledge the rules refuse, and console writes without a session or the role.
    expect((await api.postJson('/api/pledges', { name: '', email: 'not-an-address' })).status).toBe(
      400,
    );
    for (const who of ['anonymous', 'member'] as const) {
      const refused = await users.as(who, '/api/admin/blog', {
        method: 'POST',
        json: article('cache-refused'),
      });
      expect([401, 403]).toContain(refused.status);
    }
    const signedOut = await users.as('member', '/api/logout', { method: 'POST' });
    expect(signedOut.status).toBeLessThan(400);
    expect(await aboutRender()).toBe(before);
  });

  it('starts the pages afresh after a pledge', async () => {
    const before = await aboutRender();
    const pledged = await api.postJson('/api/pledges', {
      name: 'Someone Real',
      email: uniqueEmail('cache-pledge'),
    });
    expect(pledged.status).toBe(201);
    const after = await aboutRender();
    expect(after).not.toBe(before);
    expect(await aboutRender()).toBe(after);
  });

  it('starts the pages afresh after a leaderboard choice (/impact shows it), not after a refused one', async () => {
    const email = uniqueEmail('cache-leader');
    expect((await api.postJson('/api/pledges', { name: 'Lena Leader', email })).status).toBe(201);
    const row = await api.models.OutboxEmail.query().findOne({ toAddress: email });
    const token = row!.templateParams!.referralPageToken!;
    const choose = (body: string) =>
      api.request('/api/pledge/referrals', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    const before = await aboutRender();
    expect((await choose(`token=${token}&leaderboard=maybe`)).status).toBe(400);
    expect((await choose(`token=${'x'.repeat(30)}&leaderboard=on`)).status).toBe(404);
    expect(await aboutRender()).toBe(before);
    expect((await choose(`token=${token}&leaderboard=on`)).status).toBe(200);
    const after = await aboutRender();
    expect(after).not.toBe(before);
    expect(await aboutRender()).toBe(after);
  });

  it("starts the pages afresh after a console write, and not after the same write's refusal", async () => {
    const before = await aboutRender();
    const write = () =>
      users.as('editor', '/api/admin/blog', {
        method: 'POST',
        json: { ...article(`cache-written-${dialect}`), status: 'published' },
      });
    expect((await write()).status).toBe(201);
    const after = await aboutRender();
    expect(after).not.toBe(before);
    // The same slug again is refused (409): nothing changed, the pages stay.
    expect((await write()).status).toBeGreaterThanOrEqual(400);
    expect(await aboutRender()).toBe(after);
  });

  it('shares one render among addresses that are no article, drafts included', async () => {
    const rendered = async (address: string) => {
      const html = await (await api.request(address)).text();
      const match = /<main data-render="(\d+)">([^<]*)<\/main>/.exec(html);
      expect(match, `${address} is the stand-in render`).not.toBeNull();
      return { render: match![1]!, url: match![2]! };
    };
    const live = `cache-live-${dialect}`;
    const draft = `cache-draft-${dialect}`;
    for (const [slug, status] of [
      [live, 'published'],
      [draft, 'draft'],
    ] as const) {
      const made = await users.as('editor', '/api/admin/blog', {
        method: 'POST',
        json: { ...article(slug), status },
      });
      expect(made.status).toBe(201);
    }
    const unknown = await rendered('/blog/no-such-article-here');
    // Each written in its own address, from one render.
    expect(unknown.url).toBe('/blog/no-such-article-here');
    expect(await rendered('/blog/nor-this-one')).toEqual({
      render: unknown.render,
      url: '/blog/nor-this-one',
    });
    expect(await rendered(`/blog/${draft}`)).toEqual({
      render: unknown.render,
      url: `/blog/${draft}`,
    });
    const own = await rendered(`/blog/${live}`);
    expect(own.url).toBe(`/blog/${live}`);
    expect(own.render).not.toBe(unknown.render);
  });
});
