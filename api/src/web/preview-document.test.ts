import { describe, expect, it } from 'vitest';
import { plainPreviewPage, previewDocument } from './preview-document';

const DRAFT = { status: 'draft' as const, publishedDate: new Date('2026-11-20T09:00:00Z') };

const RENDERED =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="robots" content="index, follow"><script src="/theme-init.js"></script>' +
  '<link rel="modulepreload" href="/static/js/a.js"><link rel="preload" as="script" href="/b.js">' +
  '<link rel="stylesheet" href="/static/css/main.css"></head>' +
  '<body class="x"><div id="root"><main><h1>Title</h1></main></div>' +
  '<SCRIPT type="application/json" id="state">{"a":"</p>"}</SCRIPT >' +
  '<script>\nwindow.x = 1;\n</script></body></html>';

describe('previewDocument', () => {
  const html = previewDocument(RENDERED, DRAFT);

  it('removes every script and script preload, keeping the page and its stylesheets', () => {
    expect(html).not.toMatch(/<script|modulepreload|as="script"/i);
    expect(html).toContain('<main><h1>Title</h1></main>');
    expect(html).toContain('<link rel="stylesheet" href="/static/css/main.css">');
  });

  it('says noindex, once, instead of the page’s robots tag', () => {
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual([
      '<meta name="robots" content="noindex">',
    ]);
  });

  it('puts the banner first in the body, saying why visitors cannot see it yet', () => {
    expect(html).toMatch(
      /<body class="x"><aside class="preview-banner" aria-label="Preview notice">/,
    );
    expect(html).toContain('It is a draft');
    const scheduled = previewDocument(RENDERED, { ...DRAFT, status: 'published' });
    expect(scheduled).toContain('It is scheduled for November 20, 2026');
  });
});

describe('plainPreviewPage', () => {
  it('escapes the title and cleans the content', () => {
    const html = plainPreviewPage('Site <b>', {
      ...DRAFT,
      title: 'Ham & <eggs>',
      author: 'A. Cook',
      content: '<p>Body</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    expect(html).toContain('<h1>Ham &amp; &lt;eggs&gt;</h1>');
    expect(html).toContain('<p>Body</p>');
    expect(html).not.toMatch(/<script|onerror/i);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
