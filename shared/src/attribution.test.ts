import { describe, expect, it } from 'vitest';
import { carriedAttribution, ownHosts, referringHost, withCarriedParams } from './attribution';
import { withAttributionInHtml } from './attribution-html';

const OURS = ownHosts('campaign.example:4311', 'https://www.campaign.example');

describe('carriedAttribution', () => {
  it('takes the campaign tags and share code from the landing address', () => {
    expect(
      carriedAttribution(
        '?utm_source=radio&utm_medium=audio&utm_campaign=nov&ref=abc_DEF-12',
        '',
        OURS,
      ),
    ).toEqual({ utm_source: 'radio', utm_medium: 'audio', utm_campaign: 'nov', ref: 'abc_DEF-12' });
  });

  it('takes the referring host from another site only, never the rest of its address', () => {
    expect(carriedAttribution('', 'https://News.Example.org/story?id=1#x', OURS)).toEqual({
      referrer: 'news.example.org',
    });
    // Our own pages (any port, and the public address) refer nobody.
    expect(carriedAttribution('', 'http://campaign.example:9999/about', OURS)).toEqual({});
    expect(carriedAttribution('', 'https://www.campaign.example/', OURS)).toEqual({});
    expect(referringHost('android-app://com.example/', OURS)).toBeUndefined();
    expect(referringHost('not a url', OURS)).toBeUndefined();
  });

  it('keeps a referring host the page’s own links carried on, unless another site sent the visit', () => {
    expect(
      carriedAttribution('?referrer=news.example.org', 'https://campaign.example/', OURS),
    ).toEqual({ referrer: 'news.example.org' });
    expect(carriedAttribution('?referrer=news.example.org', 'https://blog.example/', OURS)).toEqual(
      {
        referrer: 'blog.example',
      },
    );
  });

  it('drops malformed values and cuts long tags, as the forms’ schema does', () => {
    expect(
      carriedAttribution(
        `?utm_source=%00%20&utm_medium=${'m'.repeat(120)}&ref=bad code&referrer=a/b`,
        '',
        OURS,
      ),
    ).toEqual({ utm_medium: 'm'.repeat(100) });
  });
});

describe('withCarriedParams', () => {
  const carried = { utm_source: 'radio fm', utm_campaign: 'nov&dec', referrer: 'news.example.org' };

  it('adds the attribution to links to visitor pages, before the fragment', () => {
    expect(withCarriedParams('/pledge', carried)).toBe(
      '/pledge?utm_source=radio+fm&utm_campaign=nov%26dec&referrer=news.example.org',
    );
    expect(withCarriedParams('/tips?tab=kitchen#top', { utm_source: 'radio' })).toBe(
      '/tips?tab=kitchen&utm_source=radio#top',
    );
    expect(withCarriedParams('/blog/some-post', { ref: 'abcdef' })).toBe(
      '/blog/some-post?ref=abcdef',
    );
  });

  it('leaves other links, and parameters a link already has, alone', () => {
    for (const href of [
      '/admin/pledges',
      '/api/logout',
      '//evil.example/pledge',
      'https://x.example/',
      '#pledge',
      '/no-such-page',
      '/static/app.js',
    ]) {
      expect(withCarriedParams(href, carried), href).toBe(href);
    }
    expect(withCarriedParams('/pledge?utm_source=poster', { utm_source: 'radio' })).toBe(
      '/pledge?utm_source=poster',
    );
    expect(withCarriedParams('/pledge', {})).toBe('/pledge');
  });
});

describe('withAttributionInHtml', () => {
  const page =
    '<nav><a class="nav" href="/about">About</a><a href="/tips?tab=a&amp;x=1">Tips</a>' +
    '<a href="https://elsewhere.example/pledge">Out</a><a href="/admin">Console</a></nav>' +
    '<form><input type="hidden" data-attribution="utm_source" name="utm_source" value=""/>' +
    '<input type="hidden" data-attribution="referrer" name="referrer" value=""/>' +
    '<input type="hidden" name="form" value="pledge"/></form>';

  it('leaves the page as it is without attribution', () => {
    expect(withAttributionInHtml(page, {})).toBe(page);
  });

  it('fills the marked fields and carries the attribution on in the site’s own links, escaped', () => {
    const html = withAttributionInHtml(page, {
      utm_source: '"><script>x',
      referrer: 'news.example',
    });
    expect(html).toBe(
      '<nav><a class="nav" href="/about?utm_source=%22%3E%3Cscript%3Ex&amp;referrer=news.example">About</a>' +
        '<a href="/tips?tab=a&amp;x=1&amp;utm_source=%22%3E%3Cscript%3Ex&amp;referrer=news.example">Tips</a>' +
        '<a href="https://elsewhere.example/pledge">Out</a><a href="/admin">Console</a></nav>' +
        '<form><input type="hidden" data-attribution="utm_source" name="utm_source" value="&quot;&gt;&lt;script&gt;x"/>' +
        '<input type="hidden" data-attribution="referrer" name="referrer" value="news.example"/>' +
        '<input type="hidden" name="form" value="pledge"/></form>',
    );
  });

  it('costs about a millisecond on a page-sized document', () => {
    // About 100 KB with 1,500 links to 60 addresses, some repeated as pages repeat them.
    const paragraphs = Array.from(
      { length: 1500 },
      (_, i) => `<p>Processed meats and nitrates. <a href="/blog/post-${i % 60}">Read</a></p>`,
    );
    const big = `${page}<main>${paragraphs.join('')}</main>`;
    const carried = { utm_source: 'radio', utm_campaign: 'nov' };
    for (let i = 0; i < 20; i++) withAttributionInHtml(big, carried);
    const runs = 200;
    const start = performance.now();
    for (let i = 0; i < runs; i++) withAttributionInHtml(big, carried);
    const perPage = (performance.now() - start) / runs;
    console.info(`attribution transform: ${perPage.toFixed(3)} ms per ${big.length} B page`);
    expect(big.length).toBeGreaterThan(90_000);
    // Generous for a loaded shared machine; a fresh render of a page takes about 16 ms.
    expect(perPage).toBeLessThan(10);
  });
});
