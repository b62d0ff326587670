import { blogPostPath, PUBLIC_ROUTES } from '@campaign/shared';
import type { AppState } from '../app-state';
import { createRouter } from '../http/router';
import type { Models } from '../models';

/** Where crawlers and feed readers find the site: robots.txt, the sitemap and the articles' feed. */
export const DISCOVERY_PATHS = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  feed: '/blog/rss.xml',
} as const;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export interface DiscoveryDeps {
  models: Models;
  siteName: string;
  /** The site's public origin (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

/**
 * Generated on every request from the database, so a new or edited article is listed at once.
 * Plain strings rather than an XML library: three small documents with every value escaped.
 */
export function discoveryRouter({ models, siteName, publicUrl }: DiscoveryDeps) {
  const router = createRouter<AppState>();
  const articles = () =>
    models.BlogPost.query()
      .select('slug', 'title', 'excerpt', 'author', 'publishedDate')
      .orderBy([
        { column: 'publishedDate', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);

  router.get(DISCOVERY_PATHS.robots, (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${publicUrl}${DISCOVERY_PATHS.sitemap}`,
      '',
    ].join('\n');
  });

  router.get(DISCOVERY_PATHS.sitemap, async (ctx) => {
    const urls = [
      ...Object.values(PUBLIC_ROUTES).map(
        (path) => `<url><loc>${escapeXml(publicUrl + path)}</loc></url>`,
      ),
      ...(await articles()).map(
        (post) =>
          `<url><loc>${escapeXml(publicUrl + blogPostPath(post.slug))}</loc>` +
          `<lastmod>${post.publishedDate.toISOString()}</lastmod></url>`,
      ),
    ];
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      urls.join('\n') +
      '\n</urlset>\n';
  });

  router.get(DISCOVERY_PATHS.feed, async (ctx) => {
    const items = (await articles()).map((post) => {
      const link = escapeXml(publicUrl + blogPostPath(post.slug));
      return (
        '<item>' +
        `<title>${escapeXml(post.title)}</title>` +
        `<link>${link}</link>` +
        `<guid isPermaLink="true">${link}</guid>` +
        `<pubDate>${post.publishedDate.toUTCString()}</pubDate>` +
        `<description>${escapeXml(post.excerpt)}</description>` +
        // RSS's own <author> is an email address; the author's name goes in Dublin Core's.
        `<dc:creator>${escapeXml(post.author)}</dc:creator>` +
        '</item>'
      );
    });
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">\n' +
      '<channel>' +
      `<title>${escapeXml(`Research & Insights | ${siteName}`)}</title>` +
      `<link>${escapeXml(publicUrl + PUBLIC_ROUTES.blog)}</link>` +
      `<atom:link href="${escapeXml(publicUrl + DISCOVERY_PATHS.feed)}" rel="self" type="application/rss+xml"/>` +
      `<description>${escapeXml(`Research articles from ${siteName}.`)}</description>` +
      '<language>en</language>\n' +
      items.join('\n') +
      '\n</channel>\n</rss>\n';
  });

  return router;
}
