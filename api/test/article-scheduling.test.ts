/**
 * Drafts and scheduled articles, against the app's clock (a test clock here, moved by hand): a
 * draft is never public; a published article dated ahead of the clock is not public until the
 * clock reaches its date, and then it is, everywhere at once, with no restart and no cache
 * keeping it away. The server-rendered pages read the same API (the e2e suite checks them).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicationSchedule } from '../src/blog/publication-schedule';
import { TEST_SESSION_SECRET } from './support/auth';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

vi.setConfig({ testTimeout: 60_000 });

const ORIGIN = 'https://nitratefree.example';
const START = Date.parse('2026-11-20T10:00:00.000Z');

describe.each(TEST_DIALECTS)('drafts and scheduled articles on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  let users: ConsoleUsers;
  let now = START;
  const clock = () => new Date(now);

  beforeAll(async () => {
    web = await createWebRoot();
    api = await startTestApi(
      dialect,
      {
        SESSION_SECRET: TEST_SESSION_SECRET,
        SERVE_WEB: 'true',
        WEB_ROOT: web.dir,
        PUBLIC_URL: ORIGIN,
      },
      { clock },
    );
    users = await signInConsoleUsers(api);
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  const draft = (slug: string) => ({
    slug,
    title: `The article ${slug}`,
    excerpt: 'An excerpt long enough for the rules of an article.',
    content: '<p>Content long enough to pass the fifty character minimum of an article.</p>',
    author: 'Ada Lovelace',
  });

  /** Where a visitor, a crawler or a feed reader could find the article, and whether they do. */
  async function seenAt(slug: string) {
    const list = (await (await api.request('/api/blog')).json()) as { slug: string }[];
    const sitemap = await (await api.request('/sitemap.xml')).text();
    const feed = await (await api.request('/blog/rss.xml')).text();
    const url = `${ORIGIN}/blog/${slug}<`;
    return {
      list: list.some((post) => post.slug === slug),
      article: (await api.request(`/api/blog/${slug}`)).status,
      sitemap: sitemap.includes(url),
      feed: feed.includes(url),
    };
  }
  const hidden = { list: false, article: 404, sitemap: false, feed: false };
  const shown = { list: true, article: 200, sitemap: true, feed: true };

  it('a draft is seen nowhere, whatever its date', async () => {
    const created = await users.as('editor', '/api/admin/blog', {
      method: 'POST',
      json: { ...draft('a-draft'), publishedDate: new Date(START - 86_400_000).toISOString() },
    });
    expect(created.status).toBe(201);
    expect(await seenAt('a-draft')).toEqual(hidden);
    now += 365 * 86_400_000;
    expect(await seenAt('a-draft')).toEqual(hidden);
    now = START;
  });

  it('a scheduled article appears at its time, everywhere, and not a moment before', async () => {
    const at = START + 30_000;
    const created = await users.as('editor', '/api/admin/blog', {
      method: 'POST',
      json: {
        ...draft('scheduled'),
        status: 'published',
        publishedDate: new Date(at).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const entry = await api.models.ActivityEntry.query()
      .where({ entity: 'blog-post', entityId: 'scheduled' })
      .first();
    expect(entry?.summary).toBe(
      `Created "The article scheduled" (scheduled for ${new Date(at).toISOString()})`,
    );

    expect(await seenAt('scheduled')).toEqual(hidden);
    now = at - 1;
    expect(await seenAt('scheduled')).toEqual(hidden);
    now = at;
    expect(await seenAt('scheduled')).toEqual(shown);
    // Newest first: it leads the list now.
    const list = (await (await api.request('/api/blog')).json()) as { slug: string }[];
    expect(list[0]?.slug).toBe('scheduled');
  });

  it('moving a public article’s date ahead, or back to draft, takes it away again', async () => {
    now = START + 60_000;
    await users.as('editor', '/api/admin/blog/scheduled', {
      method: 'PUT',
      json: { publishedDate: new Date(now + 5_000).toISOString() },
    });
    expect(await seenAt('scheduled')).toEqual(hidden);
    now += 5_000;
    expect(await seenAt('scheduled')).toEqual(shown);
    await users.as('editor', '/api/admin/blog/scheduled', {
      method: 'PUT',
      json: { status: 'draft' },
    });
    expect(await seenAt('scheduled')).toEqual(hidden);
  });

  it('tells browsers and proxies to ask again every time', async () => {
    for (const path of ['/api/blog', '/api/blog/processed-meat-group-1-what-it-means'])
      expect((await api.request(path)).headers.get('cache-control'), path).toBe('no-cache');
  });

  it('knows when the next scheduled article goes public, for the page cache', async () => {
    now = START + 120_000;
    const schedule = publicationSchedule(api.models, clock);
    expect(await schedule.nextPublication()).toBeNull();

    const later = now + 10_000;
    await users.as('editor', '/api/admin/blog', {
      method: 'POST',
      json: {
        ...draft('next-up'),
        status: 'published',
        publishedDate: new Date(later).toISOString(),
      },
    });
    // A draft dated sooner does not count: it will not appear by itself.
    await users.as('editor', '/api/admin/blog', {
      method: 'POST',
      json: { ...draft('draft-sooner'), publishedDate: new Date(now + 1_000).toISOString() },
    });
    // The answer is kept for a moment, unless told that something was written.
    expect(await schedule.nextPublication()).toBeNull();
    schedule.forget();
    expect(await schedule.nextPublication()).toBe(later);

    // Once that moment has come, the next question asks again.
    now = later;
    expect(await schedule.nextPublication()).toBeNull();
  });
});
