// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BLOG_HTML_OPTIONS, pointsIntoApi, sanitizeBlogHtml } from './sanitize-html';

/**
 * XSS vectors in the style of the OWASP XSS Filter Evasion Cheat Sheet. Each must come out of
 * the sanitiser with nothing that can run code or load another document: the output is parsed
 * by a real HTML parser (jsdom) and every element and attribute checked against the allowlist.
 */
const VECTORS: string[] = [
  // script tags, in every spelling
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script/xss src="https://xss.example/xss.js"></script>',
  '<<script>alert(1);//<</script>',
  '<script src=//xss.example/.j>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '</title><script>alert(1)</script>',
  '<p>text<script>alert(1)</script>more</p>',
  // event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="https://example.org/a.png" ONERROR="alert(1)">',
  '<p onmouseover="alert(1)">hover</p>',
  '<body onload=alert(1)>',
  '<a href="https://example.org" onclick="alert(1)">x</a>',
  '<img """><script>alert("XSS")</script>">',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>',
  // javascript:, vbscript: and data: URLs, encoded and mixed case
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src="//xss.example/a.png">',
  '<a href="//xss.example">x</a>',
  '<img src="mailto:someone@example.org">',
  '<blockquote cite="javascript:alert(1)">q</blockquote>',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  // style
  '<style>@import "https://xss.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<link rel="stylesheet" href="https://xss.example/x.css">',
  // frames, objects, embeds, srcdoc
  '<iframe src="https://xss.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="https://xss.example/x.swf"></object>',
  '<object type="text/x-scriptlet" data="https://xss.example/x.html"></object>',
  '<embed src="https://xss.example/x.swf">',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<applet code="x.class"></applet>',
  // meta refresh, base, forms
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0; url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<isindex action="javascript:alert(1)" type=image>',
  // parser confusion
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<xmp><script>alert(1)</script></xmp>',
  '<template><script>alert(1)</script></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<img dynsrc="javascript:alert(1)">',
  '<img lowsrc="javascript:alert(1)">',
  '<bgsound src="javascript:alert(1)">',
  '<a href="https://example.org" target="_blank">x</a>',
];

const ALLOWED_TAGS = new Set(
  (BLOG_HTML_OPTIONS.allowedTags as string[]).map((t) => t.toUpperCase()),
);
const ALLOWED_ATTRIBUTES = BLOG_HTML_OPTIONS.allowedAttributes as Record<string, string[]>;
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

interface ParsedElement {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
}
interface ParsedDocument {
  body: { querySelectorAll(selector: string): ArrayLike<ParsedElement> };
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(html: string, type: string): ParsedDocument };
};

/** What a browser would find in the HTML that could run or load something it should not. */
function problemsIn(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const problems: string[] = [];
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toUpperCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`element <${tag.toLowerCase()}>`);
    const allowed = ALLOWED_ATTRIBUTES[tag.toLowerCase()] ?? [];
    for (const { name, value } of Array.from(element.attributes)) {
      if (!allowed.includes(name)) problems.push(`attribute ${name} on <${tag.toLowerCase()}>`);
      if (URL_ATTRIBUTES.has(name)) {
        const url = value.trim();
        const schemeOk = tag === 'IMG' ? /^https?:/i : /^(https?|mailto):/i;
        const relative = /^\/(?![/\\])/.test(url) || /^[^:/?#]*(?:[/?#]|$)/.test(url);
        if (!schemeOk.test(url) && !relative) problems.push(`url ${name}="${url}"`);
        if (/^\s*\/\//.test(url)) problems.push(`protocol-relative ${name}="${url}"`);
      }
    }
  }
  return problems;
}

describe('sanitizeBlogHtml', () => {
  it(`has a corpus of at least 40 vectors (${VECTORS.length})`, () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(VECTORS)('leaves nothing executable in %s', (vector) => {
    const output = sanitizeBlogHtml(vector);
    expect(problemsIn(output)).toEqual([]);
    expect(output).not.toMatch(
      /<\s*(script|style|iframe|object|embed|svg|math|meta|base|form|link|frame)/i,
    );
    expect(output).not.toMatch(/\son[a-z]+\s*=/i);
    expect(output).not.toMatch(/(javascript|vbscript|data)\s*:/i);
    expect(output).not.toMatch(/srcdoc|formaction|style=/i);
    // Sanitising is stable: the stored HTML passes through unchanged a second time.
    expect(sanitizeBlogHtml(output)).toBe(output);
  });

  it('keeps the formatting an article needs', () => {
    const article = [
      '<h1>Title</h1><h2>Section</h2><h3>Sub</h3><h4>a</h4><h5>b</h5><h6>c</h6>',
      '<p>Text with <em>emphasis</em>, <strong>strong</strong>, <b>bold</b> and <i>italic</i>.</p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote cite="https://example.org/source">Quoted</blockquote>',
      '<pre><code>const x = 1 &lt; 2;</code></pre>',
      '<table><caption>Data</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      '<p><img src="https://example.org/a.png" alt="A picture" /></p>',
      '<p><a href="https://example.org/page">https</a> <a href="http://example.org">http</a> <a href="mailto:team@example.org">mail</a> <a href="/pledge">pledge</a></p>',
    ].join('');
    expect(sanitizeBlogHtml(article)).toBe(article);
  });

  it('drops disallowed tags but keeps their text, escaped', () => {
    expect(
      sanitizeBlogHtml('<div><span class="x">Hello</span> <font color=red>world</font></div>'),
    ).toBe('Hello world');
    expect(sanitizeBlogHtml('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>',
    );
  });

  it('removes the content of script, style, iframe, svg and the like entirely', () => {
    expect(
      sanitizeBlogHtml(
        '<p>a</p><script>var secret = 1;</script><style>p{}</style><svg><text>svg</text></svg><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });
});

/** Spellings of a URL into this site's API; none may survive in an href, src or cite. */
const API_URLS = [
  '/api',
  '/api/',
  '/api/logout',
  '/api?x=1',
  '/api#top',
  '/API/logout',
  '/Api/Admin/Blog',
  '/./api/admin/x',
  '/././api/logout',
  '/blog/../api/logout',
  '/blog/./../api/logout',
  '/../../api/logout',
  '/%61pi/logout',
  '/%41%50%49/logout',
  '/a%70%69/logout',
  '/%2e/api/logout',
  '/%2E%2E/api/logout',
  '/blog/%2e%2e/api/logout',
  '/blog/..%2fapi/logout',
  '/blog%2F..%2Fapi%2Flogout',
  '/%2Fapi/logout',
  '/api%2Flogout',
  '/api%3Flogout',
  '/api%23top',
  '/%2561pi/logout',
  '/%252561pi/logout',
  '/x/..//api//logout',
  '\\api\\logout',
  '/api\\logout',
  ' /api/logout ',
  '\t/api/logout',
  '/a\npi/lo\tgout',
  'https://anyhost/api/logout',
  'http://localhost:3000/api/admin/blog',
  'HTTPS://EXAMPLE.ORG/API/LOGOUT',
  'https://example.org:8443/./api/../api/logout?next=/',
  'https://user:pass@example.org/api/',
  '//host/api/logout',
  'api',
  'api/logout',
  'API/logout',
  './api/logout',
  '../api/logout',
  '../../api/logout',
  'api/../api/logout',
  'blog/../../api/logout',
  '%61pi/logout',
];

/** Links an article needs, some with "api" in them, that must come through untouched. */
const ORDINARY_URLS = [
  'https://www.who.int/news-room/fact-sheets/detail/cancer',
  'https://www.iarc.who.int/wp-content/uploads/2018/07/pr240_E.pdf',
  'http://example.org',
  '/blog/some-post',
  '/blog/api',
  '/blog/api/logout',
  '/pledge?ref=/api/logout',
  '/tips#api',
  '#refs',
  '#api',
  '?page=2',
  '/apis',
  '/api-docs',
  '/apiary/logout',
  '/api.html',
  '/ap%69s',
  'blog/api/logout',
  'https://example.org/docs/api',
  'https://example.org/search?q=/api/logout',
  'https://api.example.org/v1/items',
  'mailto:team@example.org',
];

describe('pointsIntoApi', () => {
  it.each(API_URLS)('is true for %j', (url) => {
    expect(pointsIntoApi(url)).toBe(true);
  });

  it.each(ORDINARY_URLS)('is false for %j', (url) => {
    expect(pointsIntoApi(url)).toBe(false);
  });
});

describe('sanitizeBlogHtml and URLs into the API', () => {
  it.each(API_URLS)('drops href=%j and keeps the link text', (url) => {
    const html = `<p>Read <a href="${url}" title="More">the report</a>.</p>`;
    const output = sanitizeBlogHtml(html);
    expect(output).toBe('<p>Read <a title="More">the report</a>.</p>');
    expect(sanitizeBlogHtml(output)).toBe(output);
  });

  it.each(API_URLS.filter((url) => !url.startsWith('//')))('drops an image with src=%j', (url) => {
    const output = sanitizeBlogHtml(`<p>Before<img src="${url}" alt="Chart" />after</p>`);
    expect(output).toBe('<p>Beforeafter</p>');
  });

  it('drops a cite into the API but keeps the quotation', () => {
    expect(sanitizeBlogHtml('<blockquote cite="/api/logout">Quoted</blockquote>')).toBe(
      '<blockquote>Quoted</blockquote>',
    );
    expect(sanitizeBlogHtml('<q cite="https://example.org/api">Quoted</q>')).toBe('<q>Quoted</q>');
  });

  it('sees through character references in the attribute', () => {
    for (const href of ['&#47;api&#47;logout', '/&#x61;pi/logout', '&sol;api&sol;logout']) {
      expect(sanitizeBlogHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeBlogHtml('<img src="&#x2F;API/logout">')).toBe('');
  });

  it.each(ORDINARY_URLS)('keeps href=%j', (url) => {
    const html = `<p><a href="${url.replaceAll('&', '&amp;')}">link</a></p>`;
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('keeps ordinary images and links beside a dropped one', () => {
    const html =
      '<p><img src="https://example.org/a.png" alt="A" /><img src="/images/b.png" alt="B" />' +
      '<a href="/blog/some-post">post</a> <a href="#refs">refs</a></p>';
    expect(sanitizeBlogHtml(html)).toBe(html);
    expect(
      sanitizeBlogHtml(
        '<p><a href="/api/logout">out</a> <a href="https://www.who.int/">WHO</a><img src="/api/x" alt="x" /></p>',
      ),
    ).toBe('<p><a>out</a> <a href="https://www.who.int/">WHO</a></p>');
  });
});
