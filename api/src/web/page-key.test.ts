import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PLACEHOLDER, notFoundGzipper, pageKeyOf, withNotFoundPath } from './page-key';

describe('the shared "page not found" page', () => {
  const html =
    `<html><head><meta property="og:url" content="https://x.org${NOT_FOUND_PLACEHOLDER}">` +
    `</head><body><p>No route matches <code>${NOT_FOUND_PLACEHOLDER}</code>.</p>` +
    `${'<p>filler text that compresses well</p>'.repeat(200)}</body></html>`;

  it('is one key for every unknown path, whatever its query', () => {
    const keys = ['/nope', '/a/b/c?x=1', '//about', '/blog/a/b'].map((p) => {
      const [pathname, search = ''] = p.split('?');
      return pageKeyOf('live', pathname!, search).key;
    });
    expect(new Set(keys)).toEqual(new Set([`live\n${NOT_FOUND_PLACEHOLDER}`]));
  });

  it('gzips to exactly the page with the path written in, escaped', () => {
    const gzip = notFoundGzipper(html);
    for (const path of ['/nope', "/<script>alert('x')</script>", '/caf%C3%A9', '/ü/日本', '']) {
      const answer = gzip(path);
      expect(gunzipSync(answer).toString('utf8'), path).toBe(withNotFoundPath(html, path));
      expect(answer.length).toBeLessThan(html.length / 4);
    }
    expect(withNotFoundPath(html, '/<b>')).not.toContain('<b>');
    // A page without the placeholder is sent as it is.
    expect(gunzipSync(notFoundGzipper('<p>x</p>')('/y')).toString()).toBe('<p>x</p>');
  });
});
