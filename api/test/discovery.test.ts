import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@campaign/shared';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { createWebRoot, type WebRoot } from './support/web-root';

const ORIGIN = 'https://nitratefree.example';

/** The text of every `<name>` element in `xml`, unescaped. */
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );

describe.each(TEST_DIALECTS)('robots.txt, sitemap and feed on %s', (dialect) => {
  let api: TestApi;
  let web: WebRoot;
  beforeAll(async () => {
    web = await createWebRoot();
    api = await startTestApi(dialect, {
      SERVE_WEB: 'true',
      WEB_ROOT: web.dir,
      PUBLIC_URL: ORIGIN,
      SITE_NAME: 'Feed & Test <Campaign>',
    });
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  const posts = () =>
    api.models.BlogPost.query().orderBy([
      { column: 'publishedDate', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

  it('robots.txt allows the site, keeps crawlers out of /admin and /api/ and names the sitemap', async () => {
    const response = await api.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  it('the sitemap lists every visitor route and every article, with its date', async () => {
    const response = await api.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const stored = await posts();
    expect(stored.length).toBeGreaterThan(0);
    expect(elements(xml, 'loc')).toEqual([
      ...Object.values(PUBLIC_ROUTES).map((path) => `${ORIGIN}${path}`),
      ...stored.map((post) => `${ORIGIN}/blog/${post.slug}`),
    ]);
    expect(elements(xml, 'lastmod')).toEqual(
      stored.map((post) => post.publishedDate.toISOString()),
    );
  });

  it('the feed carries every article, newest first, and shows an edit at once', async () => {
    const read = async () => {
      const response = await api.request('/blog/rss.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      return response.text();
    };
    const xml = await read();
    const stored = await posts();
    expect(xml).toContain('<rss version="2.0"');
    // The channel's title, then each item's.
    expect(elements(xml, 'title')).toEqual([
      'Research & Insights | Feed & Test <Campaign>',
      ...stored.map((post) => post.title),
    ]);
    expect(elements(xml, 'guid')).toEqual(stored.map((post) => `${ORIGIN}/blog/${post.slug}`));
    expect(elements(xml, 'pubDate')).toEqual(
      stored.map((post) => post.publishedDate.toUTCString()),
    );
    expect(elements(xml, 'dc:creator')).toEqual(stored.map((post) => post.author));
    expect(elements(xml, 'description').slice(1)).toEqual(stored.map((post) => post.excerpt));

    const [newest] = stored;
    await api.models.BlogPost.query()
      .patch({ title: 'Edited <Title> & "Quotes"' })
      .where({ id: newest!.id });
    expect(elements(await read(), 'title')[1]).toBe('Edited <Title> & "Quotes"');
  });

  it('answers other methods and spellings with no document', async () => {
    expect((await api.request('/sitemap.xml', { method: 'POST' })).status).toBe(405);
    for (const url of ['/Sitemap.xml', '/sitemap.xml/', '/blog/RSS.xml', '/robots.txt/']) {
      const response = await api.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('<urlset');
    }
  });
});
