import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { isKnownClientPath, type RemotesFile } from '@campaign/shared';
import type { AppState } from '../app-state';

export interface WebOptions {
  /** Folder holding shell/, public-site/ and admin-console/ with their dist/ builds. */
  root: string;
  siteName: string;
  /** Manifest URLs from the environment; the locally served builds otherwise. */
  publicSiteRemote?: string;
  adminConsoleRemote?: string;
}

/** URL prefix → build folder of each remote. */
export const REMOTE_MOUNTS = {
  '/remotes/public-site/': 'public-site',
  '/remotes/admin-console/': 'admin-console',
} as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Hashed build output lives under static/ and never changes; everything else is revalidated. */
export function cacheControlFor(urlPath: string): string {
  return /(^|\/)static\//.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Text types sent compressed when the client accepts it, so caches must key them on
 * Accept-Encoding. The builds carry `.br` and `.gz` siblings of these files (written by the
 * shared build recipe, shared/src/federation/precompress.ts), which koa-send picks.
 */
const COMPRESSIBLE = /\.(?:[cm]?js|css|html?|json|svg|txt|xml|webmanifest)$/i;
/** Precompressed siblings are only ever sent in place of their original. */
const PRECOMPRESSED = /\.(?:br|gz)$/i;

export const isCompressible = (urlPath: string) => COMPRESSIBLE.test(urlPath);

type Encoding = 'br' | 'gzip' | 'identity';

/** The same choice koa-send makes for files: brotli if acceptable, else gzip, else identity. */
function negotiateEncoding(ctx: Context): Encoding {
  if (ctx.acceptsEncodings('br', 'identity') === 'br') return 'br';
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') return 'gzip';
  return 'identity';
}

interface Encoded {
  text: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses a document made in this process (the shell document, /remotes.json), once per
 * content: the result is kept until the text changes. A variant that would not be smaller
 * is replaced by the original, which is then sent without Content-Encoding.
 */
export function inProcessCompressor(): (text: string) => Encoded {
  let cached: Encoded | null = null;
  return (text) => {
    if (cached?.text === text) return cached;
    const identity = Buffer.from(text, 'utf8');
    const br = brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    const gzip = gzipSync(identity, { level: constants.Z_BEST_COMPRESSION });
    cached = {
      text,
      identity,
      br: br.length < identity.length ? br : identity,
      gzip: gzip.length < identity.length ? gzip : identity,
    };
    return cached;
  };
}

/** Sets the body to `encoded` in the best encoding the client accepts (ctx.type set before). */
function sendEncoded(ctx: Context, encoded: Encoded): void {
  ctx.vary('Accept-Encoding');
  const encoding = negotiateEncoding(ctx);
  const body = encoded[encoding];
  if (encoding !== 'identity' && body !== encoded.identity) ctx.set('Content-Encoding', encoding);
  ctx.body = body;
}

export function remotesFile(options: WebOptions): RemotesFile {
  return {
    public_site: { entry: options.publicSiteRemote ?? '/remotes/public-site/mf-manifest.json' },
    admin_console: { entry: options.adminConsoleRemote ?? '/remotes/admin-console/mf-manifest.json' },
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The shell document with the campaign name written in. Re-read when the file changes, so a
 * rebuilt or newly released shell is served without restarting the process.
 */
function shellDocumentReader(root: string, siteName: string): () => string | null {
  const file = path.join(root, 'shell', 'dist', 'index.html');
  const name = escapeAttribute(siteName);
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return null;
    if (cached?.mtimeMs !== stats.mtimeMs) {
      const html = readFileSync(file, 'utf8')
        .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${name}$2`)
        .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`);
      cached = { mtimeMs: stats.mtimeMs, html };
    }
    return cached.html;
  };
}

/**
 * Serves the built front ends from this process: the shell at /, each remote under
 * /remotes/<app>/, /remotes.json, and the shell document for client routes. Paths no route
 * knows still get the shell (which renders the 404 page) but with a real 404 status.
 */
export function serveWeb(options: WebOptions): Middleware<AppState> {
  const shellDocument = shellDocumentReader(options.root, options.siteName);
  const remotesJson = JSON.stringify(remotesFile(options));
  const encodeShellDocument = inProcessCompressor();
  const encodeRemotesJson = inProcessCompressor();

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    if (ctx.path === '/remotes.json') {
      ctx.set('Cache-Control', REVALIDATE);
      ctx.type = 'application/json';
      sendEncoded(ctx, encodeRemotesJson(remotesJson));
      return;
    }

    const mount = Object.entries(REMOTE_MOUNTS).find(([prefix]) => ctx.path.startsWith(prefix));
    const [dir, filePath] = mount
      ? [path.join(options.root, mount[1], 'dist'), ctx.path.slice(mount[0].length - 1)]
      : [path.join(options.root, 'shell', 'dist'), ctx.path];

    // Build output always has an extension; a client route (/blog/some-post) goes straight to
    // the shell document below without looking for files on disk.
    const isFileRequest = mount !== undefined || path.extname(filePath) !== '';
    if (isFileRequest && filePath !== '/index.html' && !PRECOMPRESSED.test(filePath)) {
      try {
        // koa-send sends `<file>.br` or `<file>.gz` instead of the file when the client
        // accepts that encoding and the sibling exists (Content-Encoding set, Content-Type
        // from the original), and the file itself otherwise.
        const served = await send(ctx, filePath, {
          root: dir,
          index: false,
          brotli: true,
          gzip: true,
          setHeaders: (res) => {
            res.setHeader('Cache-Control', cacheControlFor(filePath));
            if (isCompressible(filePath)) ctx.vary('Accept-Encoding');
          },
        });
        if (served) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
    }

    // Missing files (anything with an extension, or under a remote) are plain 404s.
    if (isFileRequest) return next();

    const html = shellDocument();
    if (!html) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The site has not been built yet: run `pnpm build`.';
      return;
    }
    ctx.status = isKnownClientPath(ctx.path) ? 200 : 404;
    ctx.set('Cache-Control', REVALIDATE);
    ctx.type = 'html';
    sendEncoded(ctx, encodeShellDocument(html));
  };
}
