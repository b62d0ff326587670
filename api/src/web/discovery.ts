import { blogPostPath, escapeXml, PUBLIC_ROUTES } from '@campaign/shared';
import type { AppState } from '../app-state';
import { NEWEST_FIRST, onlyPublic } from '../blog/visibility';
import { createRouter } from '../http/router';
import type { Models } from '../models';

/** Where crawlers and feed readers find the site: robots.txt, the sitemap and the articles' feed. */
export const DISCOVERY_PATHS = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  feed: '/blog/rss.xml',
} as const;

export interface DiscoveryDeps {
  models: Models;
  /** The app's clock: articles scheduled later are not listed yet. */
  clock: () => Date;
  siteName: string;
  /** The site's public origin (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

/**
 * Generated on every request from the database, so a new or edited article is listed at once,
 * and a scheduled one from its publication on (drafts never). Plain strings rather than an XML
 * library: three small documents with every value escaped.
 */
export function discoveryRouter({ models, clock, siteName, publicUrl }: DiscoveryDeps) {
  const router = createRouter<AppState>();
  const articles = () =>
    onlyPublic(models.BlogPost.query(), clock())
      .select('slug', 'title', 'excerpt', 'author', 'publishedDate')
      .orderBy([...NEWEST_FIRST]);

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
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = sitemapXml(publicUrl, await articles());
  });

  router.get(DISCOVERY_PATHS.feed, async (ctx) => {
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = feedXml(publicUrl, siteName, await articles());
  });

  return router;
}

/** What the sitemap and the feed say of an article. */
export interface ListedArticle {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedDate: Date;
}

/** The sitemap: every visitor route, then every public article with its date. */
export function sitemapXml(publicUrl: string, articles: readonly ListedArticle[]): string {
  const urls = [
    ...Object.values(PUBLIC_ROUTES).map(
      (path) => `<url><loc>${escapeXml(publicUrl + path)}</loc></url>`,
    ),
    ...articles.map(
      (post) =>
        `<url><loc>${escapeXml(publicUrl + blogPostPath(post.slug))}</loc>` +
        `<lastmod>${post.publishedDate.toISOString()}</lastmod></url>`,
    ),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** The articles' RSS 2.0 feed, newest first as given. */
export function feedXml(
  publicUrl: string,
  siteName: string,
  articles: readonly ListedArticle[],
): string {
  const items = articles.map((post) => {
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
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">\n' +
    '<channel>' +
    `<title>${escapeXml(`Research & Insights | ${siteName}`)}</title>` +
    `<link>${escapeXml(publicUrl + PUBLIC_ROUTES.blog)}</link>` +
    `<atom:link href="${escapeXml(publicUrl + DISCOVERY_PATHS.feed)}" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeXml(`Research articles from ${siteName}.`)}</description>` +
    '<language>en</language>\n' +
    items.join('\n') +
    '\n</channel>\n</rss>\n'
  );
}
