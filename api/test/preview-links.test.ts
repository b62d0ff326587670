/**
 * Preview links of unpublished articles, over HTTP with the real routes: the console makes,
 * lists and revokes them (every staff role; the attack classes refused), and anyone holding a
 * live link sees the draft's page, rendered by a stand-in shell server build through the API
 * reads the draft answers, with every script removed and kept out of search indexes and caches.
 * Revoked, expired, unknown and deleted all get the same 404. Without a server build the page
 * is a plain one with the article. The shared rendered pages are neither filled nor emptied.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPreviewLinkSchema, PREVIEW_LINK_DAYS, previewLinkSchema } from '@campaign/shared';
import { TEST_SESSION_SECRET } from './support/auth';
import {
  CROSS_SITE,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

vi.setConfig({ testTimeout: 90_000 });

const PUBLIC_URL = 'https://campaign.example';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shell's server entry, as small as it can be while reading the page's data as the real one
 * does (through `fetchApi`): an article page shows the article and how many related articles
 * its end lists; any other page writes its render's number. Pages carry a script, a script
 * preload and an indexable robots tag, as the real ones may. A slug with "explode" throws.
 */
const ARTICLE_SHELL = `
let renders = 0;
exports.renderPage = async ({ url, template, fetchApi }) => {
  renders += 1;
  const page = (status, main) => ({
    status,
    html: template
      .replace('</head>', '<meta name="robots" content="index"><link rel="modulepreload" href="/static/js/page.js"></head>')
      .replace('<div id="root"></div>', '<div id="root">' + main + '</div><script type="application/json" id="state">{}</script>'),
  });
  const slug = /^\\/blog\\/([^/?]+)$/.exec(url)?.[1];
  if (!slug) return page(200, '<main data-render="' + renders + '">' + url + '</main>');
  if (slug.includes('explode')) throw new Error('the render broke at ' + __filename);
  const answer = await fetchApi('/api/blog/' + slug);
  if (answer.status !== 200) return page(404, '<main><h1>Article Not Found</h1></main>');
  const post = await answer.json();
  const related = await (await fetchApi('/api/blog/' + slug + '/related')).json();
  return page(200, '<main><h1>' + post.title + '</h1>' + post.content +
    '<p data-related="' + related.posts.length + '">related</p></main>');
};
`;

async function addServerBuilds(web: WebRoot) {
  const files = {
    'shell/dist/server/main.cjs': ARTICLE_SHELL,
    'public-site/dist/server/remoteEntry.cjs': 'module.exports = {};',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(web.dir, file)), { recursive: true });
    await writeFile(path.join(web.dir, file), content);
  }
}

const draft = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Unpublished findings on ${slug}`,
  excerpt: 'What a new study says about nitrites in cured meat, before it is out.',
  content: `<p>The draft body of ${slug}, long enough for the fifty character rule.</p>`,
  author: 'Dr. Sarah Johnson',
  tags: ['nitrites'],
  ...extra,
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe.each(TEST_DIALECTS)('article preview links on %s', (dialect) => {
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
      PUBLIC_URL,
      // Longer than the test: only a write may start the shared pages afresh.
      PAGE_CACHE_MS: '60000',
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  const linksPath = (slug: string) => `/api/admin/blog/${slug}/preview-links`;
  const createArticle = async (slug: string, extra: Record<string, unknown> = {}) => {
    const response = await users.as('editor', '/api/admin/blog', {
      method: 'POST',
      json: draft(slug, extra),
    });
    expect(response.status).toBe(201);
  };
  const createLink = async (slug: string, who: 'editor' | 'admin' = 'editor') => {
    const response = await users.as(who, linksPath(slug), { method: 'POST', json: {} });
    expect(response.status).toBe(201);
    return newPreviewLinkSchema.parse(await response.json());
  };
  const listLinks = async (slug: string) => {
    const response = await users.as('editor', linksPath(slug));
    expect(response.status).toBe(200);
    const body = (await response.json()) as unknown[];
    for (const item of body)
      expect(Object.keys(item as object).sort()).toEqual([
        'createdAt',
        'createdBy',
        'expiresAt',
        'id',
      ]);
    return previewLinkSchema.array().parse(body);
  };
  /** The preview page as a visitor without any cookie gets it. */
  const openPreview = (url: string) =>
    fetch(`${api.baseUrl}${new URL(url).pathname}`, { redirect: 'manual' });
  /** Which render of /about visitors are sent now (the shared pages). */
  const aboutRender = async () => {
    const html = await (await api.request('/about')).text();
    return /data-render="(\d+)"/.exec(html)?.[1];
  };
  const expectNotValid = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('This preview link is no longer valid');
    expect(html).not.toMatch(/<script/i);
    return html;
  };

  it('shows the draft to a visitor without an account, inert and out of indexes and caches', async () => {
    await createArticle('preview-draft');
    const about = await aboutRender();
    const link = await createLink('preview-draft');
    expect(link.url.startsWith(`${PUBLIC_URL}/preview/`)).toBe(true);
    expect(tokenOf(link.url)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(
      PREVIEW_LINK_DAYS * DAY_MS,
    );
    expect(link.createdBy).toBe('Eddie Lovelace');

    const response = await openPreview(link.url);
    const html = await response.text();
    expect(response.status, html.slice(0, 300)).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain('<h1>Unpublished findings on preview-draft</h1>');
    expect(html).toContain('The draft body of preview-draft');
    expect(html).toContain('Preview of an unpublished article.');
    expect(html).toContain('It is a draft');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('content="index"');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('modulepreload');
    // The banner comes first in the body, before the page.
    expect(html.indexOf('preview-banner"')).toBeLessThan(html.indexOf('<div id="root">'));

    // Visitors still cannot see it, and the preview's render was shared with nobody.
    expect((await api.request('/api/blog/preview-draft')).status).toBe(404);
    const page = await api.request('/blog/preview-draft');
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Unpublished findings');
    // Making the link and showing it left the shared pages as they were.
    expect(await aboutRender()).toBe(about);
  });

  it('stores only the SHA-256 of the token', async () => {
    await createArticle('preview-hashed');
    const link = await createLink('preview-hashed');
    const token = tokenOf(link.url);
    const rows = await api.db('article_preview_links').select();
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((candidate) => candidate.id === link.id);
    expect(row.tokenHash).toBe(sha256(token));
  });

  it('lists the live links without their tokens, and revoking one ends it at once', async () => {
    await createArticle('preview-revoked');
    const about = await aboutRender();
    const first = await createLink('preview-revoked');
    const second = await createLink('preview-revoked', 'admin');
    expect((await listLinks('preview-revoked')).map((link) => [link.id, link.createdBy])).toEqual([
      [second.id, 'Ada Lovelace'],
      [first.id, 'Eddie Lovelace'],
    ]);

    const revoked = await users.as('editor', `${linksPath('preview-revoked')}/${first.id}`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    await expectNotValid(await openPreview(first.url));
    expect((await openPreview(second.url)).status).toBe(200);
    expect((await listLinks('preview-revoked')).map((link) => link.id)).toEqual([second.id]);
    // Once gone, or another article's link: not found.
    for (const [slug, id] of [
      ['preview-revoked', first.id],
      ['preview-draft', second.id],
    ] as const) {
      const again = await users.as('editor', `${linksPath(slug)}/${id}`, { method: 'DELETE' });
      expect(again.status, `${slug} ${id}`).toBe(404);
    }
    expect(await aboutRender()).toBe(about);
  });

  it('answers an expired, unknown or malformed link, and a deleted article, with the same page', async () => {
    await createArticle('preview-expired');
    const expired = await createLink('preview-expired');
    await api
      .db('article_preview_links')
      .where({ id: expired.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const pages = [await expectNotValid(await openPreview(expired.url))];
    expect(await listLinks('preview-expired')).toEqual([]);

    await createArticle('preview-deleted');
    const orphan = await createLink('preview-deleted');
    expect(
      (await users.as('editor', '/api/admin/blog/preview-deleted', { method: 'DELETE' })).status,
    ).toBe(204);
    pages.push(await expectNotValid(await openPreview(orphan.url)));
    expect(await api.db('article_preview_links').where({ id: orphan.id })).toEqual([]);

    const unknown = `${PUBLIC_URL}/preview/${'A'.repeat(43)}`;
    pages.push(await expectNotValid(await openPreview(unknown)));
    pages.push(await expectNotValid(await openPreview(`${PUBLIC_URL}/preview/short`)));
    expect(new Set(pages).size).toBe(1);
  });

  it('previews a scheduled article, and sends a published one to its page', async () => {
    const later = new Date(Date.now() + 3 * DAY_MS).toISOString();
    await createArticle('preview-scheduled', { status: 'published', publishedDate: later });
    const scheduled = await createLink('preview-scheduled');
    const html = await (await openPreview(scheduled.url)).text();
    expect(html).toContain('<h1>Unpublished findings on preview-scheduled</h1>');
    expect(html).toContain('It is scheduled for');

    await createArticle('preview-published');
    const link = await createLink('preview-published');
    const published = await users.as('editor', '/api/admin/blog/preview-published', {
      method: 'PUT',
      json: { status: 'published', publishedDate: new Date(Date.now() - DAY_MS).toISOString() },
    });
    expect(published.status).toBe(200);
    const response = await openPreview(link.url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/blog/preview-published');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('shows a plain page with the article, never the error, when the render fails', async () => {
    await createArticle('preview-explode');
    const link = await createLink('preview-explode');
    const response = await openPreview(link.url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Unpublished findings on preview-explode</h1>');
    expect(html).toContain('The draft body of preview-explode');
    expect(html).toContain('Preview of an unpublished article.');
    expect(html).not.toContain('the render broke');
    expect(html).not.toContain('main.cjs');
    expect(html).not.toMatch(/<script/i);
  });

  it('answers 404 for a link to an article that does not exist', async () => {
    for (const slug of ['no-such-article', 'x'.repeat(201)]) {
      expect((await users.as('editor', linksPath(slug), { method: 'POST', json: {} })).status).toBe(
        404,
      );
      expect((await users.as('editor', linksPath(slug))).status).toBe(404);
    }
    for (const id of ['0', '-1', 'abc', '1.5', '99999999']) {
      const response = await users.as('editor', `${linksPath('preview-draft')}/${id}`, {
        method: 'DELETE',
      });
      expect(response.status, id).toBe(404);
    }
  });

  it('refuses the signed out, non-staff, other spellings, other sites and bad bodies', async () => {
    await createArticle('preview-guarded');
    const existing = await createLink('preview-guarded');
    const list = linksPath('preview-guarded');
    const one = `${list}/${existing.id}`;
    const rowCount = async () => (await api.db('article_preview_links').count('* as n'))[0]!.n;
    const before = Number(await rowCount());

    for (const [method, target] of [
      ['GET', list],
      ['POST', list],
      ['DELETE', one],
    ] as const) {
      const init = { method, json: method === 'POST' ? {} : undefined };
      expect((await users.as('anonymous', target, init)).status, `${method} anonymous`).toBe(401);
      expect((await users.as('member', target, init)).status, `${method} member`).toBe(403);
      for (const spelling of otherSpellings(target)) {
        const response = await users.as('editor', spelling, init);
        expect([404, 405], `${method} ${spelling}`).toContain(response.status);
      }
      if (method !== 'GET') {
        for (const headers of CROSS_SITE) {
          const response = await users.as('editor', target, { ...init, headers });
          expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
    }
    // A body that is not a JSON object; a client cannot choose the token or the expiry either.
    for (const json of [[], 'a string', 42]) {
      const response = await users.as('editor', list, { method: 'POST', json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    expect(Number(await rowCount())).toBe(before);
    const chosen = await users.as('editor', list, {
      method: 'POST',
      json: { token: 'A'.repeat(43), expiresAt: '2999-01-01T00:00:00.000Z' },
    });
    const made = newPreviewLinkSchema.parse(await chosen.json());
    expect(tokenOf(made.url)).not.toBe('A'.repeat(43));
    expect(Date.parse(made.expiresAt)).toBeLessThan(
      Date.now() + PREVIEW_LINK_DAYS * DAY_MS + 60_000,
    );
    // The existing link still works: nothing refused touched it.
    expect((await openPreview(existing.url)).status).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('article preview links without a server build, on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  let users: ConsoleUsers;

  beforeAll(async () => {
    web = await createWebRoot();
    api = await startTestApi(dialect, {
      SESSION_SECRET: TEST_SESSION_SECRET,
      SERVE_WEB: 'true',
      WEB_ROOT: web.dir,
      PUBLIC_URL,
    });
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  it('shows a plain page with the title and the cleaned content', async () => {
    const created = await users.as('editor', '/api/admin/blog', {
      method: 'POST',
      json: draft('preview-plain'),
    });
    expect(created.status).toBe(201);
    // Written by hand as a migration or an import might have: cleaned again when shown.
    await api.models.BlogPost.query()
      .patch({
        content:
          '<p>The plain draft body, long enough to show.</p><img src=x onerror="alert(1)">' +
          '<script>alert(2)</script>',
      })
      .where({ slug: 'preview-plain' });
    const link = newPreviewLinkSchema.parse(
      await (
        await users.as('editor', '/api/admin/blog/preview-plain/preview-links', {
          method: 'POST',
          json: {},
        })
      ).json(),
    );
    const response = await fetch(`${api.baseUrl}${new URL(link.url).pathname}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<h1>Unpublished findings on preview-plain</h1>');
    expect(html).toContain('The plain draft body, long enough to show.');
    expect(html).toContain('Preview of an unpublished article.');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/<script|onerror/i);
  });
});
