// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedXml, sitemapXml, type ListedArticle } from './discovery';

/** The part of a DOM document these checks read. */
interface XmlDocument {
  getElementsByTagName(name: string): ArrayLike<{ textContent: string | null }>;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(xml: string, type: string): XmlDocument };
};

/** Parses as a feed reader would: any well-formedness error gives a <parsererror> document. */
function parseXml(xml: string): XmlDocument {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

/** Any UTF-16 text at all: controls, noncharacters and lone surrogates included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const slug = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const article = fc.record<ListedArticle>({
  slug,
  title: anyText,
  excerpt: anyText,
  author: anyText,
  publishedDate: fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  }),
});

describe('the feed and the sitemap', () => {
  it('stay well-formed XML whatever text an article holds, keeping every character XML can carry', () => {
    fc.assert(
      fc.property(fc.array(article, { maxLength: 4 }), anyText, (articles, siteName) => {
        const feed = parseXml(feedXml('https://example.org', siteName, articles));
        parseXml(sitemapXml('https://example.org', articles));
        const titles = Array.from(feed.getElementsByTagName('title')).slice(1);
        const writable = (text: string) =>
          [...text]
            .filter((char) => {
              const code = char.codePointAt(0)!;
              if (code >= 0xd800 && code <= 0xdfff) return false; // a lone surrogate
              if (code === 0xfffe || code === 0xffff) return false;
              return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
            })
            .join('')
            // XML reads a carriage return (and CR LF) as a line feed.
            .replace(/\r\n?/g, '\n');
        expect(titles.map((title) => title.textContent)).toEqual(
          articles.map((post) => writable(post.title)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('drop the noncharacters and controls a feed reader would reject', () => {
    const feed = feedXml('https://example.org', 'Site', [
      {
        slug: 'a',
        title: 'Nitrates\uFFFE\uFFFF and \u0001you\uD800',
        excerpt: 'x',
        author: 'y',
        publishedDate: new Date('2026-11-01T00:00:00Z'),
      },
    ]);
    expect(feed).toContain('<title>Nitrates and you</title>');
  });
});
