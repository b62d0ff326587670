/**
 * The one-port server's static files over HTTP: precompressed `.br` / `.gz` siblings chosen by
 * Accept-Encoding, the shell document and /remotes.json compressed in the process, and the
 * cache rules unchanged. Responses are read as raw bytes (fetch would decompress them).
 */
import http from 'node:http';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { inProcessCompressor, serveWeb } from '../src/web/serve-web';
import { startTestApi, type TestApi } from './support/test-api';
import { createWebRoot, type WebRoot } from './support/web-root';
import { nodeListener } from '../src/http/node-listener';

/** The state serveWeb's middleware expects (from the app, whatever its module is called). */
type WebState = ReturnType<typeof serveWeb> extends Koa.Middleware<infer S> ? S : never;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SITE_NAME = 'Compression & Co';

/** Big enough that compression is worth it, as the real builds are. */
const SHELL_JS = `${'export const greeting = "hello from the shell";\n'.repeat(200)}`;
const REMOTE_ENTRY = `${'var public_site = { get: function (m) { return m; } };\n'.repeat(100)}`;
const GZIP_ONLY_JS = `${'/* a chunk whose .br is missing */\n'.repeat(100)}`;
const PLAIN_JS = `${'/* a chunk with no precompressed sibling at all */\n'.repeat(100)}`;
const CSS = `${'.button { color: rebeccapurple; padding: 0.5rem 1rem; }\n'.repeat(100)}`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="5" cy="5" r="4" />'.repeat(80)}</svg>`;
const MANIFEST = JSON.stringify({
  name: 'public_site',
  exposes: Array(60).fill({ path: './PublicRoutes' }),
});
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<meta name="application-name" content="Default" /><title>Default</title>' +
  '<script defer src="/static/js/main.0123456789.js"></script></head><body>' +
  `<noscript>${'This site needs JavaScript to show the campaign. '.repeat(20)}</noscript>` +
  '<div id="root"></div></body></html>';

const br = (text: string | Buffer) => brotliCompressSync(text);
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 });

/** A build folder as the shared build recipe writes it: originals plus .br / .gz siblings. */
const FILES: Record<string, string | Buffer> = {
  'shell/dist/index.html': INDEX_HTML,
  'shell/dist/static/js/main.0123456789.js': SHELL_JS,
  'shell/dist/static/js/main.0123456789.js.br': br(SHELL_JS),
  'shell/dist/static/js/main.0123456789.js.gz': gz(SHELL_JS),
  'shell/dist/static/js/gzip-only.0123456789.js': GZIP_ONLY_JS,
  'shell/dist/static/js/gzip-only.0123456789.js.gz': gz(GZIP_ONLY_JS),
  'shell/dist/static/js/plain.0123456789.js': PLAIN_JS,
  'shell/dist/static/css/main.0123456789.css': CSS,
  'shell/dist/static/css/main.0123456789.css.br': br(CSS),
  'shell/dist/static/css/main.0123456789.css.gz': gz(CSS),
  'shell/dist/favicon.svg': SVG,
  'shell/dist/favicon.svg.br': br(SVG),
  'shell/dist/favicon.svg.gz': gz(SVG),
  'shell/dist/static/media/logo.0123456789.png': PNG,
  'public-site/dist/mf-manifest.json': MANIFEST,
  'public-site/dist/mf-manifest.json.br': br(MANIFEST),
  'public-site/dist/mf-manifest.json.gz': gz(MANIFEST),
  'public-site/dist/remoteEntry.js': REMOTE_ENTRY,
  'public-site/dist/remoteEntry.js.br': br(REMOTE_ENTRY),
  'public-site/dist/remoteEntry.js.gz': gz(REMOTE_ENTRY),
  'admin-console/dist/mf-manifest.json': '{"name":"admin_console"}',
};

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request; the body exactly as sent on the wire (still compressed). */
function request(
  base: string,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: Raw): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.body.toString('utf8');
}

const varyOn = (response: Raw) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const GZIP_ONLY = { 'Accept-Encoding': 'gzip, deflate' };

let root: string;
let base: string;
let server: http.Server;

beforeAll(async () => {
  root = (await createWebRoot()).dir;
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  // Only serveWeb: its behaviour, independent of the rest of the API's middleware.
  const app = new Koa<WebState>();
  app.use(serveWeb({ root, siteName: SITE_NAME, logger: createLogger('silent') }));
  server = http.createServer(nodeListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  if (root) await rm(root, { recursive: true, force: true });
});

describe('precompressed build files', () => {
  const JS_TYPE = 'text/javascript; charset=utf-8';

  it('sends the .br file when the client accepts brotli', async () => {
    const response = await request(base, '/static/js/main.0123456789.js', BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe(JS_TYPE);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(varyOn(response)).toContain('accept-encoding');
    expect(response.body.equals(br(SHELL_JS))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(SHELL_JS.length / 10);
    expect(decoded(response)).toBe(SHELL_JS);
  });

  it('sends the .gz file when the client accepts gzip but not brotli', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0']) {
      const response = await request(base, '/static/js/main.0123456789.js', {
        'Accept-Encoding': acceptEncoding,
      });
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(response.headers['content-type']).toBe(JS_TYPE);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(varyOn(response)).toContain('accept-encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(decoded(response)).toBe(SHELL_JS);
    }
  });

  it('sends the file itself when the client accepts neither', async () => {
    const clients: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'deflate' },
    ];
    for (const headers of clients) {
      const response = await request(base, '/static/js/main.0123456789.js', headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe(JS_TYPE);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(varyOn(response)).toContain('accept-encoding');
      expect(response.body.toString('utf8')).toBe(SHELL_JS);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(SHELL_JS));
    }
  });

  it('falls back to .gz when .br is missing, and to the file when both are', async () => {
    const gzipOnly = await request(base, '/static/js/gzip-only.0123456789.js', BROWSER);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipOnly)).toBe(GZIP_ONLY_JS);
    expect(varyOn(gzipOnly)).toContain('accept-encoding');

    const plain = await request(base, '/static/js/plain.0123456789.js', BROWSER);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe(JS_TYPE);
    expect(plain.body.toString('utf8')).toBe(PLAIN_JS);
    // Still Vary: another build of the file may well have a compressed sibling.
    expect(varyOn(plain)).toContain('accept-encoding');
  });

  it('keeps the original Content-Type and the cache rules of every kind of file', async () => {
    const cases: [string, string, string, string][] = [
      ['/static/css/main.0123456789.css', 'text/css; charset=utf-8', IMMUTABLE, CSS],
      ['/favicon.svg', 'image/svg+xml', 'no-cache', SVG],
      [
        '/remotes/public-site/mf-manifest.json',
        'application/json; charset=utf-8',
        'no-cache',
        MANIFEST,
      ],
      ['/remotes/public-site/remoteEntry.js', JS_TYPE, 'no-cache', REMOTE_ENTRY],
    ];
    for (const [url, type, cacheControl, content] of cases) {
      for (const headers of [BROWSER, GZIP_ONLY, {}]) {
        const response = await request(base, url, headers);
        const label = `${url} ${JSON.stringify(headers)}`;
        expect(response.status, label).toBe(200);
        expect(response.headers['content-type'], label).toBe(type);
        expect(response.headers['cache-control'], label).toBe(cacheControl);
        expect(varyOn(response), label).toContain('accept-encoding');
        expect(response.headers['content-encoding'], label).toBe(
          headers === BROWSER ? 'br' : headers === GZIP_ONLY ? 'gzip' : undefined,
        );
        expect(decoded(response), label).toBe(content);
      }
    }
  });

  it('answers HEAD with the headers of the GET it stands for and no body', async () => {
    for (const headers of [BROWSER, GZIP_ONLY, {}]) {
      const get = await request(base, '/static/js/main.0123456789.js', headers);
      const head = await request(base, '/static/js/main.0123456789.js', headers, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of [
        'content-type',
        'content-encoding',
        'content-length',
        'cache-control',
        'vary',
      ])
        expect(head.headers[name], name).toEqual(get.headers[name]);
    }
  });

  it('leaves images alone', async () => {
    const response = await request(base, '/static/media/logo.0123456789.png', BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body.equals(PNG)).toBe(true);
  });

  it('never serves a .br or .gz file by its own name', async () => {
    for (const url of [
      '/static/js/main.0123456789.js.br',
      '/static/js/main.0123456789.js.gz',
      '/remotes/public-site/remoteEntry.js.br',
      '/favicon.svg.gz',
    ]) {
      expect((await request(base, url, BROWSER)).status, url).toBe(404);
    }
  });
});

describe('documents made in the process', () => {
  it('compresses the shell document, with the site name written in, on every client route', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/about', 200],
      ['/no-such-page', 404],
    ] as const) {
      for (const [headers, encoding] of [
        [BROWSER, 'br'],
        [GZIP_ONLY, 'gzip'],
        [{}, undefined],
      ] as const) {
        const response = await request(base, url, headers);
        const label = `${url} ${JSON.stringify(headers)}`;
        expect(response.status, label).toBe(status);
        expect(response.headers['content-type'], label).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control'], label).toBe('no-cache');
        expect(response.headers['content-encoding'], label).toBe(encoding);
        expect(varyOn(response), label).toContain('accept-encoding');
        expect(Number(response.headers['content-length']), label).toBe(response.body.length);
        const html = decoded(response);
        expect(html, label).toContain('<title>Compression &amp; Co</title>');
        // This web root has no server builds: the client-rendered document, which names
        // where the remotes are so the shell needs no request before loading one.
        expect(html, label).toBe(
          INDEX_HTML.replace('content="Default"', 'content="Compression &amp; Co"')
            .replace('<title>Default</title>', '<title>Compression &amp; Co</title>')
            .replace(
              '<div id="root"></div>',
              '<div id="root"></div><script type="application/json" id="campaign-remotes">' +
                '{"public_site":{"entry":"/remotes/public-site/mf-manifest.json"},' +
                '"admin_console":{"entry":"/remotes/admin-console/mf-manifest.json"}}</script>',
            ),
        );
      }
    }
    const head = await request(base, '/', BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(
      (await request(base, '/', BROWSER)).headers['content-length'],
    );
  });

  it('serves a rebuilt shell document, compressed afresh', async () => {
    const file = path.join(root, 'shell', 'dist', 'index.html');
    const rebuilt = INDEX_HTML.replace('<div id="root"></div>', '<div id="root" data-v="2"></div>');
    await writeFile(file, rebuilt);
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    try {
      for (const headers of [BROWSER, GZIP_ONLY, {}]) {
        expect(decoded(await request(base, '/', headers))).toContain('data-v="2"');
      }
    } finally {
      await writeFile(file, INDEX_HTML);
      const later2 = new Date(Date.now() + 10_000);
      await utimes(file, later2, later2);
    }
    expect(decoded(await request(base, '/', BROWSER))).not.toContain('data-v="2"');
  });

  it('sends /remotes.json in the accepted encoding, when that is smaller', async () => {
    const expected = {
      public_site: { entry: '/remotes/public-site/mf-manifest.json' },
      admin_console: { entry: '/remotes/admin-console/mf-manifest.json' },
    };
    for (const headers of [BROWSER, GZIP_ONLY, {}]) {
      const response = await request(base, '/remotes.json', headers);
      const label = JSON.stringify(headers);
      expect(response.status, label).toBe(200);
      expect(response.headers['content-type'], label).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control'], label).toBe('no-cache');
      expect(varyOn(response), label).toContain('accept-encoding');
      expect(JSON.parse(decoded(response)), label).toEqual(expected);
      const encoding = response.headers['content-encoding'];
      if (headers === BROWSER) expect([undefined, 'br'], label).toContain(encoding);
      if (headers === GZIP_ONLY) expect([undefined, 'gzip'], label).toContain(encoding);
      if (encoding) expect(response.body.length).toBeLessThan(JSON.stringify(expected).length);
    }
  });

  it('compresses each text once, and again only when it changes', () => {
    const encode = inProcessCompressor();
    const text = 'a document '.repeat(100);
    const first = encode(text);
    expect(encode(`${text}`)).toBe(first);
    expect(brotliDecompressSync(first.br).toString()).toBe(text);
    expect(gunzipSync(first.gzip).toString()).toBe(text);
    const changed = encode(`${text}!`);
    expect(changed).not.toBe(first);
    expect(gunzipSync(changed.gzip).toString()).toBe(`${text}!`);
    // Too short to gain anything: the original stands in for both encodings.
    const tiny = encode('{}');
    expect(tiny.br).toBe(tiny.identity);
    expect(tiny.gzip).toBe(tiny.identity);
  });
});

describe('through the whole API (SERVE_WEB=true)', () => {
  let web: WebRoot;
  let api: TestApi;
  beforeAll(async () => {
    web = await createWebRoot();
    for (const [file, content] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(web.dir, file)), { recursive: true });
      await writeFile(path.join(web.dir, file), content);
    }
    api = await startTestApi('sqlite', { SERVE_WEB: 'true', WEB_ROOT: web.dir });
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  it('sends compressed files and documents, with the security headers, and JSON API answers as before', async () => {
    const file = await request(api.baseUrl, '/static/js/main.0123456789.js', BROWSER);
    expect(file.headers['content-encoding']).toBe('br');
    expect(file.headers['cache-control']).toBe(IMMUTABLE);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(decoded(file)).toBe(SHELL_JS);

    const document = await request(api.baseUrl, '/', BROWSER);
    expect(document.headers['content-encoding']).toBe('br');
    expect(document.headers['content-security-policy']).toBeTruthy();
    expect(decoded(document)).toContain('<div id="root"></div>');

    const health = await request(api.baseUrl, '/api/health', BROWSER);
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
