import Koa from 'koa';
import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './logger';
import { errorHandler } from './http/errors';
import { jsonBody } from './http/json-body';
import { requestContext } from './http/request-context';
import { bindModels, type Models } from './models';
import { blogRouter } from './routes/blog';
import { contactRouter } from './routes/contact';
import { contentRouter } from './routes/content';
import { healthRouter } from './routes/health';
import { newsletterRouter } from './routes/newsletter';
import { pledgesRouter } from './routes/pledges';
import { statsRouter } from './routes/stats';
import { tipsRouter } from './routes/tips';
import { statsSnapshotLoader } from './stats/load-stats-snapshot';
import { PledgeStats } from './stats/pledge-stats';
import { serveWeb } from './web/serve-web';

export interface AppState {
  requestId: string;
  log: Logger;
}

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** An open, migrated database (see db/create-database.ts and db/migrate.ts). */
  db: Knex;
}

/** What routers are built from: pick the parts a router needs. */
export interface RouterDeps {
  config: Config;
  db: Knex;
  models: Models;
  stats: PledgeStats;
}

/** Visitor forms are small; 64 KB is far above the longest valid contact message. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;
/** Admins save whole blog posts and page objects. */
export const ADMIN_BODY_LIMIT = 1024 * 1024;

/** Builds the Koa app; never listens (see server.ts). */
export function createApp({ config, logger, db }: AppDeps): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: false });
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

  app.use(requestContext(logger));
  app.use(errorHandler);
  app.use(
    jsonBody({
      limitFor: (ctx) =>
        ctx.path.startsWith('/api/admin/') ? ADMIN_BODY_LIMIT : PUBLIC_BODY_LIMIT,
    }),
  );

  const routers = [
    healthRouter(),
    statsRouter(deps),
    contentRouter(deps),
    blogRouter(deps),
    tipsRouter(deps),
    pledgesRouter(deps),
    contactRouter(deps),
    newsletterRouter(deps),
  ];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  if (config.SERVE_WEB) {
    app.use(
      serveWeb({
        root: config.WEB_ROOT,
        siteName: config.SITE_NAME,
        publicSiteRemote: config.PUBLIC_SITE_REMOTE,
        adminConsoleRemote: config.ADMIN_CONSOLE_REMOTE,
      }),
    );
  }
  return app;
}
