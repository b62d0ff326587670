import Koa from 'koa';
import type { Knex } from 'knex';
import type { AppState } from './app-state';
import type { Config } from './config';
import type { Logger } from './logger';
import { errorHandler } from './http/errors';
import { memoryBackend, type RateLimitBackend } from './http/rate-limit';
import { securityHeadersMiddleware } from './http/security-headers';
import { requestContext } from './http/request-context';
import { bindModels, type Models } from './models';
import { apiNotFound, apiRouter } from './routes/api';
import type { Lifecycle } from './routes/ready';
import { statsSnapshotLoader } from './stats/load-stats-snapshot';
import { PledgeStats } from './stats/pledge-stats';
import { renderedPageCache } from './web/rendered-page-cache';
import { serveWeb, type RenderedPage } from './web/serve-web';

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
export function createApp({
  config,
  logger,
  db,
  rateLimits,
  lifecycle,
}: AppDeps): Koa<AppState> {
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

  const api = apiRouter({
    ...deps,
    app,
    logger,
    rateLimits: rateLimits ?? memoryBackend(),
    lifecycle,
  });
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(apiNotFound);

  if (config.SERVE_WEB) {
    app.use(
      serveWeb({
        root: config.WEB_ROOT,
        siteName: config.SITE_NAME,
        publicSiteRemote: config.PUBLIC_SITE_REMOTE,
        adminConsoleRemote: config.ADMIN_CONSOLE_REMOTE,
        logger,
        renderedPages,
      }),
    );
  }
  return app;
}
