import Koa from 'koa';
import type { Knex } from 'knex';
import type { AppState } from './app-state';
import type { Config } from './config';
import type { Logger } from './logger';
import { errorHandler } from './http/errors';
import { formRateLimits, memoryBackend, type RateLimitBackend } from './http/rate-limit';
import { securityHeadersMiddleware } from './http/security-headers';
import { requestContext } from './http/request-context';
import { bindModels, type Models } from './models';
import { apiNotFound, apiRouter } from './routes/api';
import type { Lifecycle } from './routes/ready';
import { statsSnapshotLoader } from './stats/load-stats-snapshot';
import { PledgeStats } from './stats/pledge-stats';
import { renderedPageCache } from './web/rendered-page-cache';
import { discoveryRouter } from './web/discovery';
import { visitorPagesRouter } from './web/visitor-pages';
import { webPages, type RenderedPage } from './web/serve-web';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** An open, migrated database (see db/create-database.ts and db/migrate.ts). */
  db: Knex;
  /** Rate-limit counters (http/rate-limit.ts); the caller closes it. In memory when not given. */
  rateLimits?: RateLimitBackend;
  /** Set `draining` when shutting down: /api/ready then answers 503 (see server.ts). */
  lifecycle?: Lifecycle;
}

/** What routers are built from: pick the parts a router needs. */
export interface RouterDeps {
  config: Config;
  db: Knex;
  models: Models;
  stats: PledgeStats;
}

/** Builds the Koa app; never listens (see server.ts). */
export function createApp({ config, logger, db, rateLimits, lifecycle }: AppDeps): Koa<AppState> {
  // Behind nginx (TRUST_PROXY) the client is the last X-Forwarded-For entry, the one nginx set.
  const app = new Koa<AppState>({ proxy: config.TRUST_PROXY, maxIpsCount: 1 });
  app.silent = true; // errors are reported by errorHandler, in JSON

  const models = bindModels(db);
  const deps: RouterDeps = {
    config,
    db,
    models,
    stats: new PledgeStats({
      load: statsSnapshotLoader(db, models),
      maxAgeMs: config.STATS_MAX_AGE_MS,
    }),
  };

  // Everything else (sessions, guards, body parsing, rate limits) is attached to the routes it
  // protects, in routes/api.ts; nothing here looks at the path.
  app.use(requestContext(logger));
  app.use(errorHandler);
  app.use(securityHeadersMiddleware(config));
  // Rendered visitor pages are shared for a moment; a write that succeeded starts them afresh.
  const renderedPages = renderedPageCache<RenderedPage>();
  app.use(async (ctx, next) => {
    await next();
    if (!SAFE_METHODS.has(ctx.method) && ctx.status < 400) renderedPages.clear();
  });

  // One set of counters for each visitor form, whether it is posted as JSON or as a plain form.
  const limits = formRateLimits(config, rateLimits ?? memoryBackend());
  const api = apiRouter({ ...deps, app, logger, limits, lifecycle });
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(apiNotFound);

  // The site itself (SERVE_WEB), or behind nginx only its pages, rendered from the releases.
  if (config.SERVE_WEB || config.WEB_RELEASES_DIR) {
    const web = webPages({
      root: config.WEB_ROOT,
      releasesDir: config.SERVE_WEB ? undefined : config.WEB_RELEASES_DIR,
      siteName: config.SITE_NAME,
      publicUrl: config.PUBLIC_URL,
      publicSiteRemote: config.PUBLIC_SITE_REMOTE,
      adminConsoleRemote: config.ADMIN_CONSOLE_REMOTE,
      logger,
      renderedPages,
    });
    // The visitor pages, and their forms posted without JavaScript; then files and the rest.
    const pages = visitorPagesRouter({
      ...deps,
      limits,
      siteName: config.SITE_NAME,
      servePage: web.serve,
      sendPage: web.sendPage,
    });
    // robots.txt, the sitemap and the articles' feed, before the pages (the feed's path is
    // under /blog/).
    app.use(
      discoveryRouter({
        ...deps,
        siteName: config.SITE_NAME,
        publicUrl: config.PUBLIC_URL,
      }).routes(),
    );
    app.use(pages.routes());
    app.use(web.serve);
  }
  return app;
}
