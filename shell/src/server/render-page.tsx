import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, QueryClient } from '@campaign/shared/query';
import { StaticRouter } from '@campaign/shared/router/server';
import type { RemotesFile, SubmittedForm } from '@campaign/shared';
import { getQueryFn, queryClientDefaults } from '@campaign/shared/client';
import { siteSettingsQueryOptions } from '@campaign/shared/react';
import { App } from '../App';
import { readSiteConfig, type MetaSource, type SiteConfig } from '../config/site-config';
import { RemoteLoaderContext, settled } from '../remotes/RemoteMount';
import { fillDocument, routeAssetLinks, stylesheetLinks, type BrowserRemote } from './document';
import { publicSiteModules } from './remote-containers';

export interface RenderRequest {
  /** Path and query of the page, as requested. */
  url: string;
  /** The shell's browser index.html, with the site name already written in. */
  template: string;
  /**
   * Answers a GET of an API path (`/api/stats`) as the API answers it over HTTP; the server
   * passes one that dispatches into its own routes without a socket.
   */
  fetchApi: (path: string) => Promise<Response>;
  /** The remotes file, written into the page. */
  remotes: RemotesFile;
  /** The live public site: its server container and its browser build. */
  publicSite: { serverEntry: string; browser: BrowserRemote };
  /** URL paths of the shell's own stylesheets (its browser build loads them from a chunk). */
  shellStylesheets: string[];
  /** A form posted without JavaScript being sent back with its errors (forms.ts). */
  submittedForm?: SubmittedForm | undefined;
  /** Give up (and let the server answer without rendering) after this long. */
  timeoutMs: number;
}

export interface RenderResult {
  status: 200 | 404;
  html: string;
}

/** The template's meta tags, read the way the browser reads its document. */
function parseTemplateMeta(template: string): MetaSource {
  const metas = new Map<string, string>();
  for (const [, name, content] of template.matchAll(/<meta name="([^"]+)" content="([^"]*)"/g)) {
    metas.set(
      name!,
      content!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  }
  return {
    querySelector: (selector: string) => {
      const name = /^meta\[name="([^"]+)"\]$/.exec(selector)?.[1];
      const content = name === undefined ? undefined : metas.get(name);
      return content === undefined ? null : ({ getAttribute: () => content } as unknown as Element);
    },
  };
}

// The template changes only with a shell build or a new site name: read its tags once.
let siteConfigOf: { template: string; site: SiteConfig } | null = null;
function templateSiteConfig(template: string): SiteConfig {
  if (siteConfigOf?.template !== template) {
    siteConfigOf = { template, site: readSiteConfig(parseTemplateMeta(template)) };
  }
  return siteConfigOf.site;
}

/** Error objects as plain JSON: what the pages read from a failed query (status and body). */
function serializableState(client: QueryClient) {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of state.queries) {
    const error = query.state.error as {
      name?: string;
      message?: string;
      status?: number;
      body?: unknown;
    } | null;
    if (error) {
      query.state.error = {
        name: error.name,
        message: error.message,
        status: error.status,
        body: error.body,
      } as never;
    }
  }
  return state;
}

function renderToString(element: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () =>
      failed ? reject(failed) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    const stream = renderToPipeableStream(element, {
      // Never outline a finished boundary behind an inline script: the whole page arrives as
      // plain HTML (no script runs before the shell's own, and the CSP allows no inline code).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Wait for every page chunk and Suspense boundary: crawlers, link previews and visitors
      // without JavaScript get the whole page, and the status is known before the first byte.
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
    setTimeout(
      () => stream.abort(new Error(`render did not finish in ${timeoutMs} ms`)),
      timeoutMs,
    ).unref();
  });
}

/**
 * Renders one visitor page to a complete HTML document: fetches what the route reads, renders
 * the shell and the live public site with React's streaming renderer, and writes the query
 * cache, the remotes file and the route's asset links into the document. Throws when the page
 * cannot be rendered; the caller then answers 500 (or sends the client-rendered document).
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { PublicRoutes, prefetchRoute } = await publicSiteModules(request.publicSite.serverEntry);
  const client = new QueryClient({
    defaultOptions: {
      ...queryClientDefaults,
      queries: {
        ...queryClientDefaults.queries,
        queryFn: getQueryFn({ on401: 'throw', fetch: (path) => request.fetchApi(String(path)) }),
      },
    },
  });
  // Split as typed, not parsed as a URL (which would read `//x` as a host).
  const [pathname = '/', query] = request.url.split('#')[0]!.split(/\?(.*)/s);
  const search = query ? `?${query}` : '';
  // The footer on every page shows the site settings (contact details, social links). A failure
  // leaves the defaults showing, in the HTML and after hydration alike: never a reason to fail.
  const [route] = await Promise.all([
    prefetchRoute(client, pathname, search),
    client.prefetchQuery(siteSettingsQueryOptions()),
  ]);
  const loaded = settled({ default: PublicRoutes });
  const body = await renderToString(
    <StrictMode>
      <StaticRouter location={request.url}>
        <RemoteLoaderContext value={() => loaded}>
          <App
            queryClient={client}
            site={templateSiteConfig(request.template)}
            submittedForm={request.submittedForm ?? null}
          />
        </RemoteLoaderContext>
      </StaticRouter>
    </StrictMode>,
    request.timeoutMs,
  );
  const html = fillDocument(request.template, {
    head:
      stylesheetLinks(request.shellStylesheets) +
      routeAssetLinks(request.publicSite.browser, 'PublicRoutes', route.chunk),
    body,
    remotes: request.remotes,
    queryState: serializableState(client),
    submittedForm: request.submittedForm,
  });
  client.clear();
  return { status: route.status, html };
}
