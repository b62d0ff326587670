import { describe, expect, it } from 'vitest';
import { fillDocument, routeAssetLinks, type BrowserRemote } from './document';

const REMOTES = {
  public_site: { entry: '/remotes/public-site/mf-manifest.json' },
  admin_console: { entry: '/remotes/admin-console/mf-manifest.json' },
};

const TEMPLATE =
  '<!doctype html><html><head><title>T</title><script defer src="/static/js/main.js"></script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';

describe('fillDocument', () => {
  it('puts head tags, the page and the data in place and drops the no-JavaScript notice', () => {
    const html = fillDocument(TEMPLATE, {
      head: '<link rel="stylesheet" href="/a.css">',
      body: '<main><h1>Hello $& $1</h1></main>',
      remotes: REMOTES,
      queryState: { queries: [{ note: '</script><script>alert(1)</script>' }] },
    });
    expect(html).toContain('<link rel="stylesheet" href="/a.css"></head>');
    // `$&` and `$1` in the page are text, not replacement patterns.
    expect(html).toContain('<div id="root"><main><h1>Hello $& $1</h1></main></div>');
    expect(html).not.toContain('noscript');
    expect(html).toContain('<script type="application/json" id="campaign-remotes">');
    // No `<` inside the JSON, so nothing in the data can close its element.
    const data = /id="campaign-query-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual({ queries: [{ note: '</script><script>alert(1)</script>' }] });
  });

  it("moves the page's title and meta tags into the head, in place of the site-wide ones", () => {
    const template = TEMPLATE.replace(
      '<title>T</title>',
      '<title>T</title><meta name="description" content="Site-wide" />',
    );
    const html = fillDocument(template, {
      head: '',
      body:
        '<title>About | T</title><meta name="description" content="About us"/>' +
        '<link rel="canonical" href="https://x.org/about"/><main><h1>About</h1></main>',
      remotes: REMOTES,
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>About | T</title>');
    expect(head).not.toContain('Site-wide');
    expect(head).toContain('<meta name="description" content="About us"/>');
    expect(head).toContain('<link rel="canonical" href="https://x.org/about"/>');
    expect(html).toContain('<div id="root"><main><h1>About</h1></main></div>');
  });

  it('keeps the site-wide title when the page names none', () => {
    const html = fillDocument(TEMPLATE, { head: '', body: '<main></main>', remotes: REMOTES });
    expect(html).toContain('<title>T</title>');
  });

  it('keeps the notice and writes no query state for an empty page', () => {
    const html = fillDocument(TEMPLATE, { head: '', body: '', remotes: REMOTES });
    expect(html).toContain('<noscript>');
    expect(html).not.toContain('campaign-query-state');
  });
});

describe('routeAssetLinks', () => {
  const remote: BrowserRemote = {
    base: '/remotes/public-site/',
    manifest: {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        stylesheetIds: {
          'static/css/page-home.7a.css': 'public_site:chunk-123',
          'static/css/88.6f.css': 'public_site:chunk-88',
        },
      },
      exposes: [
        {
          name: 'PublicRoutes',
          assets: {
            js: {
              sync: ['static/js/__federation_expose_PublicRoutes.1a.js'],
              async: [
                'static/js/page-home.2b.js',
                'static/js/page-blog.3c.js',
                'static/js/88.4d.js',
              ],
            },
            css: {
              sync: ['static/css/__federation_expose_PublicRoutes.5e.css'],
              async: [
                'static/css/88.6f.css',
                'static/css/page-home.7a.css',
                'static/css/page-blog.8b.css',
              ],
            },
          },
        },
      ],
    },
  };

  it("names the exposed module's and the page's files, and the CSS shared between pages", () => {
    const links = routeAssetLinks(remote, 'PublicRoutes', 'page-home');
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/remotes/public-site/static/css/__federation_expose_PublicRoutes.5e.css"',
      'href="/remotes/public-site/static/css/88.6f.css"',
      'href="/remotes/public-site/static/css/page-home.7a.css"',
      'href="/remotes/public-site/remoteEntry.js"',
      'href="/remotes/public-site/static/js/__federation_expose_PublicRoutes.1a.js"',
      'href="/remotes/public-site/static/js/page-home.2b.js"',
    ]);
    expect(links).not.toContain('page-blog');
  });

  it("marks each stylesheet as the remote's CSS loading would, so it is not added again", () => {
    const links = routeAssetLinks(remote, 'PublicRoutes', 'page-home');
    expect(links).toContain(
      '<link rel="stylesheet" href="/remotes/public-site/static/css/page-home.7a.css" data-rspack="public_site:chunk-123">',
    );
    expect(links).toContain(
      'href="/remotes/public-site/static/css/88.6f.css" data-rspack="public_site:chunk-88"',
    );
    // A file the manifest has no mark for is still linked, unmarked.
    expect(links).toContain(
      '<link rel="stylesheet" href="/remotes/public-site/static/css/__federation_expose_PublicRoutes.5e.css">',
    );
  });

  it('names nothing for a module the manifest does not expose', () => {
    expect(routeAssetLinks(remote, 'Other', 'page-home')).toBe('');
  });
});
