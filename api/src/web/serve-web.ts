import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { inject } from 'light-my-request';
import {
  carriedAttribution,
  DOCUMENT_DATA_IDS,
  documentDataScript,
  escapeHtml,
  frontEnd,
  hasAttribution,
  ownHosts,
  withAttributionInHtml,
  REMOTE_FRONT_ENDS,
  remoteManifestPath,
  isAdminPath,
  isKnownClientPath,
  PUBLIC_ROUTES,
  SERVER_BUILD_DIR,
  VISITOR_NOT_FOUND_PATH,
  visitorPageOf,
  type RemotesFile,
  type SubmittedForm,
} from '@campaign/shared';
import type { AppState } from '../app-state';
import { markInProcess } from '../http/in-process-request';
import type { Logger } from '../logger';
import { renderedPageCache, type RenderedPageCache } from './rendered-page-cache';
import { serverRenderer, type PageRenderer, type RenderOutcome } from './server-render';
import { asUnknownArticle, pageKeyOf, type PageKey } from './page-key';
import { localBuilds, releasedBuilds, type BuildLocations } from './build-locations';
import { perFolder, watchedFile } from './watched-file';

export interface WebOptions {
  /** Folder holding shell/, public-site/ and admin-console/ with their dist/ builds. */
  root: string;
  siteName: string;
  /** The site's public origin, written into the document for canonical and social URLs. */
  publicUrl?: string;
  /**
   * An environment's release folder (WEB_RELEASES_DIR): pages are rendered from the live
   * releases there, and files are left to the web server in front (nginx).
   */
  releasesDir?: string | undefined;
  /** Manifest URLs from the environment; the locally served builds otherwise. */
  publicSiteRemote?: string | undefined;
  adminConsoleRemote?: string | undefined;
  logger: Logger;
  /** Rendered pages shared between visitors (expired by content writes, see app.ts). */
  renderedPages?: RenderedPageCache<RenderedPage>;
  /** Renders running at once (RENDERS_AT_ONCE); beyond it, no render (see sendPage). */
  rendersAtOnce?: number;
  /**
   * The app's request handler (Koa's callback), asked for on the first render: the render
   * reads the API through it.
   */
  dispatch?: () => (req: IncomingMessage, res: ServerResponse) => void;
  /** Renders the pages; the server builds' renderer unless a test gives its own. */
  renderer?: PageRenderer;
  /**
   * When what the pages show next changes without a write (epoch ms: a scheduled article's
   * publication), or null; a shared rendered page never outlives it.
   */
  pagesChangeAt?: () => Promise<number | null>;
  /**
   * Whether visitors can read the article at `slug` now (published, its date come). Asked
   * before rendering an article's address that has no shared render, so every address that is
   * no article shares one "article not found" render instead of costing one each.
   */
  articleIsPublic?: (slug: string) => Promise<boolean>;
  /**
   * Told of every visitor page sent (a 200 or a 404, rendered, shared or client-rendered; never
   * the console, files or previews) with the page it was, one spelling per page: what the
   * visitor figures count (visitor-stats/page-views.ts decides whether the request counts).
   */
  countView?: ((ctx: Context, page: string) => void) | undefined;
}

/** A render's outcome, with the encodings of its HTML when it rendered. */
export type RenderedPage = RenderOutcome & { encoded?: Encoded };

export const DEFAULT_RENDERS_AT_ONCE = 4;

/**
 * About what a kept page holds: its text, its UTF-8 bytes and up to two compressed copies, each
 * far smaller than the text.
 */
export const renderedPageBytes = (page: RenderedPage): number =>
  page.kind === 'rendered' ? page.html.length * 3 : 0;

/** URL prefix → build folder of each remote. */
export const REMOTE_MOUNTS: Readonly<Record<string, string>> = Object.fromEntries(
  REMOTE_FRONT_ENDS.map((app) => [app.mountPath, app.folder]),
);

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

export interface Encoded {
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
    cached = encodeText(text, 'best');
    return cached;
  };
}

/**
 * The three encodings of one text. `best` (brotli 11, gzip 9) for documents compressed once
 * and sent many times; `fast` (brotli 5, gzip 6) for rendered pages, made on every render.
 */
const FAST_BROTLI_QUALITY = 5;
const FAST_GZIP_LEVEL = 6;

export function encodeText(text: string, effort: 'best' | 'fast'): Encoded {
  const identity = Buffer.from(text, 'utf8');
  const br = brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]:
        effort === 'best' ? constants.BROTLI_MAX_QUALITY : FAST_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const gzip = gzipSync(identity, {
    level: effort === 'best' ? constants.Z_BEST_COMPRESSION : FAST_GZIP_LEVEL,
  });
  return {
    text,
    identity,
    br: br.length < identity.length ? br : identity,
    gzip: gzip.length < identity.length ? gzip : identity,
  };
}

/**
 * A rendered page's encodings, each made when a client first asks for it (`fast` effort): most
 * visitors' browsers take brotli, so a page sent to no gzip-only client is never gzipped.
 */
function lazyEncoded(text: string): Encoded {
  const identity = Buffer.from(text, 'utf8');
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  const smaller = (encoded: Buffer) => (encoded.length < identity.length ? encoded : identity);
  return {
    text,
    identity,
    get br() {
      return (br ??= smaller(
        brotliCompressSync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      ));
    },
    get gzip() {
      return (gzip ??= smaller(gzipSync(identity, { level: FAST_GZIP_LEVEL })));
    },
  };
}

/**
 * A shared render with one visitor's own written in (their path or slug on a "not found" page,
 * their attribution): made for each such visit,
 * so compressed with the least effort (gzip 1), or not at all for a client that takes no gzip.
 */
function sendFilledIn(ctx: Context, html: string): void {
  ctx.vary('Accept-Encoding');
  const identity = Buffer.from(html, 'utf8');
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    const gzip = gzipSync(identity, { level: constants.Z_BEST_SPEED });
    if (gzip.length < identity.length) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = gzip;
      return;
    }
  }
  ctx.body = identity;
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
    public_site: {
      entry: options.publicSiteRemote ?? remoteManifestPath(frontEnd('public-site')),
    },
    admin_console: {
      entry: options.adminConsoleRemote ?? remoteManifestPath(frontEnd('admin-console')),
    },
  };
}

/**
 * The shell document with the campaign name written in and no data yet (the render or
 * clientRenderedDocument fills it). Re-read when the file changes, so a rebuilt or newly
 * released shell is served without restarting the process.
 */
function shellTemplateReader(
  builds: BuildLocations,
  siteName: string,
  publicUrl: string,
): () => string | null {
  const name = escapeHtml(siteName);
  const url = escapeHtml(publicUrl);
  const template = perFolder((dir) =>
    watchedFile(path.join(dir, 'index.html'), (file) =>
      withSiteName(readFileSync(file, 'utf8'), name).replace(
        /(<meta name="campaign:public-url" content=")[^"]*(")/,
        `$1${url}$2`,
      ),
    ),
  );
  return () => {
    const dir = builds.shellDir();
    return dir ? template(dir) : null;
  };
}

const withSiteName = (html: string, escapedName: string) =>
  html
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${escapedName}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedName}</title>`);

/**
 * A page of plain words with a way back home, for answers no page of the site can show (a page
 * that cannot be rendered, a refused form post). `heading` and `text` are escaped here.
 */
export function plainPage(siteName: string, heading: string, text: string): string {
  const name = escapeHtml(siteName);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(heading)} | ${name}</title></head>` +
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">' +
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>` +
    `<p><a href="/">Back to ${name}</a></p></body></html>`
  );
}

/**
 * The page of a visit answered without a render, as the visitor figures count it: the page's one
 * spelling, or every article as one entry (no render looked the article up, so any slug would
 * otherwise be an entry of its own).
 */
function unrenderedPageOf(pathname: string): string {
  const page = visitorPageOf(pathname, '');
  if (page.route === null) return VISITOR_NOT_FOUND_PATH;
  return page.route === `${PUBLIC_ROUTES.blog}/:slug` ? page.route : page.url;
}

/** What a visitor sees when their page cannot be rendered: plain words, no internals. */
export const renderFailurePage = (siteName: string) =>
  plainPage(
    siteName,
    'Something went wrong',
    "This page couldn't be shown just now. Please try again in a moment.",
  );

/**
 * The client-rendered document: the template plus where the remotes are and, when a form posted
 * without JavaScript is sent back, that form (the browser then renders it with its errors).
 */
const clientRenderedDocument = (
  template: string,
  remotes: RemotesFile,
  submittedForm?: SubmittedForm,
) =>
  template.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root"></div>${documentDataScript(DOCUMENT_DATA_IDS.remotes, remotes)}` +
      (submittedForm ? documentDataScript(DOCUMENT_DATA_IDS.submittedForm, submittedForm) : ''),
  );

/** How `sendPage` answers: the status to send instead of the route's, and a form sent back. */
export interface PageAnswer {
  status?: number;
  submittedForm?: SubmittedForm | undefined;
}

export interface WebPages {
  /** The middleware serving files, /remotes.json and the pages of GET and HEAD requests. */
  serve: Middleware<AppState>;
  /**
   * Answers with the page at the request's path: rendered on the server when it can be, the
   * client-rendered document otherwise. Form posts use it to send a page back with the form.
   */
  sendPage(ctx: Context, answer?: PageAnswer): Promise<void>;
  /**
   * Renders the page at `url` for one request alone, `readApi` answering the API reads it wants
   * to answer itself (null: the API answers): never shared with other visitors nor kept, and the
   * shared pages stay as they are. Null when no server render can be made now (no build, or
   * every render slot taken); the caller then answers without one.
   */
  renderAlone(
    url: string,
    readApi: (apiPath: string) => Promise<Response> | null,
  ): Promise<Exclude<RenderOutcome, { kind: 'unavailable' }> | null>;
}

/**
 * Serves the built front ends from this process: the shell at /, each remote under
 * /remotes/<app>/, /remotes.json, and the shell document for client routes. Paths no route
 * knows still get the shell (which renders the 404 page) but with a real 404 status.
 */
export const serveWeb = (options: WebOptions): Middleware<AppState> => webPages(options).serve;

/** The front ends served from this process, and their pages for other middleware to send. */
export function webPages(options: WebOptions): WebPages {
  const builds = options.releasesDir
    ? releasedBuilds(options.releasesDir)
    : localBuilds(options.root, remotesFile(options));
  const shellTemplate = shellTemplateReader(builds, options.siteName, options.publicUrl ?? '');
  const remotesJson = JSON.stringify(remotesFile(options));
  const encodeShellDocument = inProcessCompressor();
  const encodeRemotesJson = inProcessCompressor();
  // Visitor pages are rendered on the server from the local builds. A public site served from
  // elsewhere (PUBLIC_SITE_REMOTE) has no server container here: its pages render in the browser.
  const render = options.publicSiteRemote
    ? null
    : (options.renderer ?? serverRenderer({ builds, logger: options.logger }));
  const pages =
    options.renderedPages ?? renderedPageCache<RenderedPage>({ sizeOf: renderedPageBytes });
  const rendersAtOnce = options.rendersAtOnce ?? DEFAULT_RENDERS_AT_ONCE;
  let rendering = 0;
  // The render reads the API through the API's own routes (validation, guards, errors and all),
  // dispatched in this process: no socket, no second trip through the event loop's I/O.
  let apiHandler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const fetchApi = async (apiPath: string): Promise<Response> => {
    if (!options.dispatch) throw new Error('no API to read the page data from');
    apiHandler ??= options.dispatch();
    const handler = apiHandler;
    const answer = await inject(
      (req, res) => {
        markInProcess(req);
        handler(req, res);
      },
      {
        method: 'GET',
        url: apiPath,
        headers: { accept: 'application/json' },
        remoteAddress: '127.0.0.1',
      },
    );
    const type = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.payload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
  // An article's address with no shared render: the article's own page if visitors can read
  // it, else the one "article not found" page. Unknown while the database is unreachable: then
  // the address is rendered as asked, and the render says what it can.
  const sharedPageOf = async (liveSite: string, page: PageKey): Promise<PageKey> => {
    if (page.articleSlug === undefined || !options.articleIsPublic || pages.current(page.key)) {
      return page;
    }
    try {
      return (await options.articleIsPublic(page.articleSlug))
        ? page
        : asUnknownArticle(liveSite, page);
    } catch {
      return page;
    }
  };
  // Unknown while the database is unreachable: then a render is shared with nobody (it expires
  // at once), and the page itself still answers, from the render or the client document.
  const pagesChangeAt = async (): Promise<number | null> => {
    try {
      return (await options.pagesChangeAt?.()) ?? null;
    } catch {
      return Date.now();
    }
  };

  // Counted once its status is set: every 404 is the one "not found" entry.
  const countView = (ctx: Context, page: string) => {
    if (!options.countView || (ctx.status !== 200 && ctx.status !== 404)) return;
    options.countView(ctx, ctx.status === 404 ? VISITOR_NOT_FOUND_PATH : page);
  };

  async function sendPage(ctx: Context, answer: PageAnswer = {}): Promise<void> {
    const remotes = builds.remotes();
    const template = remotes && shellTemplate();
    if (render && remotes && template && !isAdminPath(ctx.path)) {
      const { submittedForm } = answer;
      // Keyed by the live public site too, so a release or a rollback shows at once instead of
      // after the shared render expires.
      const liveSite = builds.publicSite()?.dir ?? '';
      const asked = pageKeyOf(liveSite, ctx.path, ctx.querystring);
      // A form sent back renders the address as asked (never shared, so never filled in).
      const page = answer.submittedForm ? asked : await sharedPageOf(liveSite, asked);
      const metrics = (ctx.state as AppState).metrics;
      const produce = async (): Promise<RenderedPage> => {
        rendering += 1;
        metrics?.pageRenders.inc();
        try {
          const outcome = await render({
            url: page.renderUrl,
            template,
            fetchApi,
            remotes,
            submittedForm,
          });
          return outcome.kind === 'rendered'
            ? { ...outcome, encoded: lazyEncoded(outcome.html) }
            : outcome;
        } finally {
          rendering -= 1;
        }
      };
      // Asked before deciding to render, so nothing awaits between the decision and the render.
      const changeAt = submittedForm ? null : await pagesChangeAt();
      // Renders take the one thread: beyond RENDERS_AT_ONCE a visit gets the page's last render,
      // however old, or the client-rendered document (below), never a place in a queue.
      const canRender = rendering < rendersAtOnce;
      let outcome: RenderedPage | undefined;
      if (submittedForm) {
        // A form sent back is this visitor's alone: never shared.
        outcome = canRender ? await produce() : undefined;
      } else {
        const shared = pages.current(page.key);
        metrics?.pageCache.inc({ result: shared ? 'hit' : 'miss' });
        outcome = shared
          ? await shared
          : canRender
            ? await pages.get(
                page.key,
                produce,
                // Only pages that are the same for everyone: a 200, or a "not found" page that
                // every unknown path, or every unknown article, shares with its own written in.
                (o) => o.kind === 'rendered' && (o.status === 200 || page.fillIn !== undefined),
                changeAt,
              )
            : pages.last(page.key);
      }
      if (outcome?.kind === 'rendered' && outcome.encoded) {
        ctx.status = answer.status ?? outcome.status;
        ctx.set('Cache-Control', submittedForm ? 'no-store' : REVALIDATE);
        ctx.type = 'html';
        // Where this visit came from (its address's campaign tags, the site that sent it) is
        // written into the shared render for this answer alone: never part of the page's key,
        // so it makes no render of its own (docs/decisions/039-attribution-without-cookies.md).
        const carried = submittedForm
          ? {}
          : carriedAttribution(
              ctx.querystring,
              ctx.get('Referer'),
              ownHosts(ctx.host, options.publicUrl),
            );
        if (hasAttribution(carried)) {
          // This visitor's own page: no shared cache in front may keep it for others.
          ctx.set('Cache-Control', `private, ${REVALIDATE}`);
          const html = page.fillIn ? page.fillIn(outcome.html) : outcome.html;
          sendFilledIn(ctx, withAttributionInHtml(html, carried));
        } else if (page.fillIn) sendFilledIn(ctx, page.fillIn(outcome.html));
        else sendEncoded(ctx, outcome.encoded);
        countView(ctx, page.renderUrl.split('?')[0]!);
        return;
      }
      if (outcome?.kind === 'failed') {
        ctx.state.log.error('server render failed', { err: outcome.error });
        ctx.status = 500;
        ctx.set('Cache-Control', 'no-store');
        ctx.type = 'html';
        ctx.body = renderFailurePage(options.siteName);
        return;
      }
      // Unavailable, or no render free: the client-rendered document, as without server rendering.
    }

    if (!remotes || !template) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The site has not been built yet: run `pnpm build`.';
      return;
    }
    ctx.status = answer.status ?? (isKnownClientPath(ctx.path) ? 200 : 404);
    ctx.type = 'html';
    // The console is for staff: never in a search index.
    if (isAdminPath(ctx.path)) ctx.set('X-Robots-Tag', 'noindex');
    if (answer.submittedForm) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = clientRenderedDocument(template, remotes, answer.submittedForm);
      return;
    }
    ctx.set('Cache-Control', REVALIDATE);
    sendEncoded(ctx, encodeShellDocument(clientRenderedDocument(template, remotes)));
    if (!isAdminPath(ctx.path)) countView(ctx, unrenderedPageOf(ctx.path));
  }

  const renderAlone: WebPages['renderAlone'] = async (url, readApi) => {
    const remotes = builds.remotes();
    const template = remotes && shellTemplate();
    if (!render || !remotes || !template || rendering >= rendersAtOnce) return null;
    rendering += 1;
    try {
      const outcome = await render({
        url,
        template,
        remotes,
        fetchApi: (apiPath) => readApi(apiPath) ?? fetchApi(apiPath),
      });
      return outcome.kind === 'unavailable' ? null : outcome;
    } finally {
      rendering -= 1;
    }
  };

  const serve: Middleware<AppState> = async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    if (options.releasesDir) {
      // Behind nginx, which serves every file and /remotes.json: only documents come here.
      if (path.extname(ctx.path) !== '') return next();
      return sendPage(ctx);
    }

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
    // The server builds (dist/server/) are code for this process, never for browsers.
    if (isFileRequest && filePath.startsWith(`/${SERVER_BUILD_DIR}/`)) return next();
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

    await sendPage(ctx);
  };

  return { serve, sendPage, renderAlone };
}
