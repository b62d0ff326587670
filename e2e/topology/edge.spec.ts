import { existsSync, statSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { currentVersion } from './support/topology';

/** What nginx itself answers: cache headers, compression, statuses, the site name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const GZIP = { 'Accept-Encoding': 'gzip' };

test('no-cache entry files, immutable hashed chunks: shell, both remotes, /remotes.json', async ({
  request,
  topology,
}) => {
  const html = await (await request.get('/')).text();
  const shellChunk = html.match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
  expect(shellChunk).toBeTruthy();

  const noCache = ['/', '/about', '/theme-init.js', '/remotes.json'];
  for (const app of ['public-site', 'admin-console'] as const) {
    const version = currentVersion(topology, app);
    noCache.push(
      `/remotes/${app}/${version}/mf-manifest.json`,
      `/remotes/${app}/${version}/remoteEntry.js`,
    );
  }
  for (const url of noCache) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
  }

  const immutable = [shellChunk!];
  for (const app of ['public-site', 'admin-console'] as const) {
    const version = currentVersion(topology, app);
    const manifest = JSON.parse(
      readFileSync(path.join(topology.envDir, app, version, 'mf-manifest.json'), 'utf8'),
    ) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const chunk = manifest.exposes[0]?.assets.js.sync[0];
    expect(chunk, `${app} exposes a chunk`).toMatch(/^static\//);
    immutable.push(`/remotes/${app}/${version}/${chunk}`);
  }
  for (const url of immutable) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe(IMMUTABLE);
  }

  expect((await request.get('/remotes.json')).headers()['content-type']).toMatch(
    /^application\/json/,
  );
  // A missing hashed file is a 404 that nobody may cache for a year.
  const missing = await request.get('/static/js/missing.0000000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
});

test('text assets are gzip-compressed (and brotli when nginx has it)', async ({
  request,
  topology,
}) => {
  const html = await (await request.get('/')).text();
  const urls = [
    '/',
    html.match(/src="(\/static\/js\/[^"]+\.js)"/)![1]!,
    `/remotes/public-site/${currentVersion(topology, 'public-site')}/remoteEntry.js`,
    `/remotes/admin-console/${currentVersion(topology, 'admin-console')}/mf-manifest.json`,
  ];
  const css = html.match(/href="(\/static\/css\/[^"]+\.css)"/)?.[1];
  if (css) urls.push(css);
  for (const url of urls) {
    const response = await request.get(url, { headers: GZIP });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['vary'], url).toMatch(/Accept-Encoding/i);
  }
  const conf = readFileSync(topology.nginx.conf, 'utf8');
  if (/^\s*brotli on;/m.test(conf)) {
    const response = await request.get(urls[1]!, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
  } else {
    expect(existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so')).toBe(false);
  }
});

test('the builds’ precompressed .gz files are sent as they are (gzip_static)', async ({
  request,
  topology,
}) => {
  const html = await (await request.get('/')).text();
  const shellChunk = html.match(/src="\/(static\/js\/[^"]+\.js)"/)![1]!;
  const version = currentVersion(topology, 'public-site');
  const files: [string, string][] = [
    [`/${shellChunk}`, path.join(topology.envDir, 'shell-static', shellChunk)],
    [
      `/remotes/public-site/${version}/remoteEntry.js`,
      path.join(topology.envDir, 'public-site', version, 'remoteEntry.js'),
    ],
  ];
  for (const [url, file] of files) {
    expect(existsSync(`${file}.gz`), `${file}.gz`).toBe(true);
    const response = await request.get(url, { headers: GZIP });
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    // Compressed on the fly, the answer would be chunked, with no Content-Length.
    expect(response.headers()['content-length'], url).toBe(String(statSync(`${file}.gz`).size));
    expect((await response.body()).equals(readFileSync(file)), url).toBe(true);
  }
});

test('pages are rendered with 200, unknown paths with 404, missing files a plain 404', async ({
  request,
}) => {
  for (const [url, heading] of [
    ['/', 'Go Nitrate-Free'],
    ['/about', 'Our Mission'],
    ['/about/', 'Our Mission'],
    ['/blog', 'Research &amp; Insights'],
    ['/tips', 'Tips &amp; Tricks'],
    ['/pledge', 'Take the Pledge'],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).toMatch(new RegExp(`<h1[^>]*>${heading}`));
  }
  // The admin console is rendered in the browser: the shell document, empty.
  for (const url of ['/admin', '/admin/posts']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).toContain('<div id="root"></div>');
  }
  for (const url of ['/no-such-page', '/blog/a/b', '/administrator']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
    expect(await response.text(), url).toContain('404 Page Not Found');
  }
  for (const url of [
    '/missing.js',
    '/index.html',
    '/remotes/public-site/',
    '/remotes/nope/1.0.0/remoteEntry.js',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).not.toContain('<div id="root"');
  }
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toMatch(/json/);
});

test('the site name is written into the shell document', async ({ request, topology }) => {
  // The console's document is the shell's own; a visitor page titles itself with the name.
  const admin = await (await request.get('/admin')).text();
  expect(admin).toContain(`<meta name="application-name" content="${topology.siteName}">`);
  expect(admin).toContain(`<title>${topology.siteName}</title>`);
  expect(admin).not.toContain('content="Nitrate-Free November"');
  const missing = await (await request.get('/no-such-page')).text();
  expect(missing).toContain(`<title>Page Not Found | ${topology.siteName}</title>`);
  expect(missing).not.toContain('Nitrate-Free November');
});

test('a visitor on an unknown path sees the 404 page with a 404 status', async ({
  page,
  topology,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(topology.siteName);
});

test('robots.txt, the sitemap and the feed come from the API through nginx', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /admin');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('<urlset');
  const feed = await request.get('/blog/rss.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(await feed.text()).toContain('<item>');
});
