import Koa from 'koa';
import { LOGIN_PATH } from '@campaign/shared';
import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './logger';
import { errorHandler } from './http/errors';
import { requestDeadline } from './http/deadline';
import {
  formRateLimitRules,
  MemoryRateLimitStore,
  rateLimit,
  type RateLimitStore,
} from './http/rate-limit';
import { securityHeadersMiddleware } from './http/security-headers';
import { jsonBody } from './http/json-body';
import { requestContext } from './http/request-context';
import { bindModels, type Models } from './models';
import { blogRouter } from './routes/blog';
import { contactRouter } from './routes/contact';
import { contentRouter } from './routes/content';
import { healthRouter } from './routes/health';
import { readyRouter, type Lifecycle } from './routes/ready';
import { newsletterRouter } from './routes/newsletter';
import { pledgesRouter } from './routes/pledges';
import { statsRouter } from './routes/stats';
import { tipsRouter } from './routes/tips';
import { adminBlogRouter } from './routes/admin-blog';
import { adminContentRouter } from './routes/admin-content';
import { adminTipsRouter } from './routes/admin-tips';
import { authRouter } from './routes/auth';
import { requireStaff } from './auth/current-user';
import { LoginThrottle } from './auth/login-throttle';
import { originCheck } from './auth/origin-check';
import { sessions } from './auth/sessions';
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
  /** Rate-limit counters (http/rate-limit.ts); the caller closes it. In memory when not given. */
  rateLimitStore?: RateLimitStore;
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

/** Visitor forms are small; 64 KB is far above the longest valid contact message. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;
/** Admins save whole blog posts and page objects. */
export const ADMIN_BODY_LIMIT = 1024 * 1024;

/** Builds the Koa app; never listens (see server.ts). */
export function createApp({
  config,
  logger,
  db,
  rateLimitStore,
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

  app.use(requestContext(logger));
  app.use(errorHandler);
  app.use(securityHeadersMiddleware(config));
  // Sessions only on sign-in, sign-out, /api/auth/* and /api/admin/* (see auth/sessions.ts).
  app.use(sessions(app, { config, models, logger }));
  // Before the body is read: a client over its limit costs no parsing.
  app.use(
    rateLimit({
      store: rateLimitStore ?? new MemoryRateLimitStore(),
      rules: formRateLimitRules(config),
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      logger,
    }),
  );
  app.use(
    jsonBody({
      limitFor: (ctx) =>
        ctx.path.startsWith('/api/admin/') ? ADMIN_BODY_LIMIT : PUBLIC_BODY_LIMIT,
      // The sign-in page posts a plain HTML form; its route reads that itself.
      skip: (ctx) => ctx.path === LOGIN_PATH,
    }),
  );
  app.use(originCheck());
  app.use(requireStaff(models));

  // Once the body is in, an API call that cannot finish (database unreachable) answers 503.
  app.use(requestDeadline());

  const routers = [
    healthRouter(),
    readyRouter({ db, lifecycle }),
    statsRouter(deps),
    contentRouter(deps),
    blogRouter(deps),
    tipsRouter(deps),
    pledgesRouter(deps),
    contactRouter(deps),
    newsletterRouter(deps),
    authRouter({ config, models, throttle: new LoginThrottle(db) }),
    adminBlogRouter(deps),
    adminTipsRouter(deps),
    adminContentRouter(deps),
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
