/**
 * The no-JavaScript limit of a page: a small HTTP proxy in front of the production server that
 * passes every request through unchanged, except that the HTML documents it returns lose every
 * `<script>` element and every link that preloads a script (`modulepreload`, or `preload` with
 * `as="script"`). What is left is the server-rendered page with its stylesheets, fonts and
 * images: what a visitor without JavaScript gets, and the least any hydrated page can cost.
 * `pnpm lighthouse` measures each route through it beside the product, in the same run.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;

/** Whether a `<link>` tag preloads a script. */
function preloadsScript(tag: string): boolean {
  const rel = /\brel\s*=\s*["']?([^"'>]+)/i.exec(tag)?.[1]?.toLowerCase().split(/\s+/) ?? [];
  if (rel.includes('modulepreload')) return true;
  const as = /\bas\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
  return (rel.includes('preload') || rel.includes('prefetch')) && as === 'script';
}

/** The document without its scripts and script preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, '')
    .replace(LINK_ELEMENT, (tag) => (preloadsScript(tag) ? '' : tag));
}

export interface NoScriptProxy {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  close(): Promise<void>;
}

/** Headers that describe the upstream body, which the proxy may rewrite. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag']);

/** A body as the server encoded it, decoded. */
function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding) {
    case 'br':
      return brotliDecompressSync(body);
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

/**
 * Starts the proxy in front of `upstream` (a base URL) on `port` (0: any free one). A rewritten
 * document is sent gzipped when the browser accepts it, so its transfer size (from which
 * Lighthouse's simulation estimates download time) stays comparable to the product's.
 */
export async function startNoScriptProxy(upstream: string, port = 0): Promise<NoScriptProxy> {
  const target = new URL(upstream);
  const server: Server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: target.host };
    const forward = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (upstreamRes) => {
        const type = String(upstreamRes.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamRes.on('end', () => {
          const encoding = upstreamRes.headers['content-encoding'];
          const html = decode(Buffer.concat(chunks), encoding).toString('utf8');
          const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
          const plain = Buffer.from(withoutScripts(html));
          const body = gzip ? gzipSync(plain) : plain;
          const out = Object.fromEntries(
            Object.entries(upstreamRes.headers).filter(([name]) => !BODY_HEADERS.has(name)),
          );
          res.writeHead(upstreamRes.statusCode ?? 502, {
            ...out,
            ...(gzip ? { 'content-encoding': 'gzip' } : {}),
            'content-length': body.length,
          });
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`no-script proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
