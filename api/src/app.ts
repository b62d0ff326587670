import Koa, { type Middleware } from 'koa';
import type { Knex } from 'knex';
import type { AppState } from './app-state';
import type { Config } from './config';
import type { Logger } from './logger';
import { setPasswordHashCost } from './auth/password';
import { GroupCommit } from './db/group-commit';
import { errorHandler } from './http/errors';
import { formRateLimits, memoryBackend, type RateLimitBackend } from './http/rate-limit';
import { securityHeadersMiddleware } from './http/security-headers';
import { requestContext } from './http/request-context';
import { bindModels, type Models } from './models';
import { mailCaps, type MailCaps } from './mail/mail-caps';
import { mailSettings, type MailSettings } from './mail/settings';
import { cachedSiteSettings, type CachedSiteSettings } from './settings/site-settings';
import { apiNotFound, apiRouter } from './routes/api';
import type { Lifecycle } from './routes/ready';
import { statsSnapshotLoader } from './stats/load-stats-snapshot';
import { PledgeStats } from './stats/pledge-stats';
import { renderedPageCache } from './web/rendered-page-cache';
import { discoveryRouter } from './web/discovery';
import { visitorPagesRouter } from './web/visitor-pages';
import { previewPageRouter } from './web/preview-page';
import { renderedPageBytes, webPages, type RenderedPage } from './web/serve-web';
import { changesPages } from './web/changes-pages';
import { publicationSchedule } from './blog/publication-schedule';
import { articleIsPublic } from './blog/visibility';
import { localFolderStorage, uploadsDirFor, type UploadStorage } from './uploads/storage';
import { uploadsRouter } from './uploads/serve-uploads';
import { articleImagesRouter } from './web/article-images';
import { createAppMetrics, type AppMetrics } from './metrics/app-metrics';
import { requestMetrics, routeLabel } from './metrics/request-metrics';
import { metricsRouter } from './metrics/metrics-route';
import { scrapingEnabled } from './metrics/scrape-access';
import { countPageViews } from './visitor-stats/page-views';
import { visitorCounter, type VisitorCounter } from './visitor-stats/visitor-counter';
import { partnerStore, type PartnerStore } from './partners/partner-store';
import { embedRouter } from './web/embed';

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** An open, migrated database (see db/create-database.ts and db/migrate.ts). */
  db: Knex;
  /** Rate-limit counters (http/rate-limit.ts); the caller closes it. In memory when not given. */
  rateLimits?: RateLimitBackend;
  /** Set `draining` when shutting down: /api/ready then answers 503 (see server.ts). */
  lifecycle?: Lifecycle | undefined;
  /**
   * What time it is for deciding which articles are public (scheduled ones appear when it
   * passes their date). The system clock unless a test sets its own.
   */
  clock?: (() => Date) | undefined;
  /** Where uploaded images are kept; the UPLOADS_DIR folder unless given. */
  uploads?: UploadStorage;
  /**
   * Where this app counts what it does (metrics/app-metrics.ts); server.ts passes the one its
   * mail worker counts in too. A fresh set when not given.
   */
  metrics?: AppMetrics;
  /**
   * Where visitor page views are counted (visitor-stats/); server.ts passes the one it writes
   * periodically and at shutdown. Made here when not given and VISITOR_STATS is on (then written
   * only when the console reads the figures); null counts nothing.
   */
  visitorStats?: VisitorCounter | null;
}

/** What routers are built from: pick the parts a router needs. */
export interface RouterDeps {
  config: Config;
  db: Knex;
  models: Models;
  stats: PledgeStats;
  clock: () => Date;
  uploads: UploadStorage;
  /** Pledges (with their welcome email) are committed in small groups: db/group-commit.ts. */
  groupCommit: GroupCommit;
  /** Who email is from and to, and whether it is sent (mail/settings.ts). */
  mail: MailSettings;
  /** The caps on the mail the visitor forms send (mail/mail-caps.ts). */
  mailCaps: MailCaps;
  /** The site settings for what every request writes, such as email footers (settings/). */
  siteSettings: CachedSiteSettings;
  /**
   * Marks the routes whose successful writes change what visitor pages show (the console's
   * writes, pledges): after one, every shared rendered page renders afresh (changes-pages.ts).
   */
  changesPages: Middleware<AppState>;
  /** The partners whose sites may frame the pledge form (partners/, web/embed.ts). */
  partners: PartnerStore;
}

/** Builds the Koa app; never listens (see server.ts). */
export function createApp({
  config,
  logger,
  db,
  rateLimits,
  lifecycle,
  clock = () => new Date(),
  uploads = localFolderStorage(uploadsDirFor(config)),
  metrics = createAppMetrics({ db, processMetrics: scrapingEnabled(config) }),
  visitorStats = config.VISITOR_STATS === 'on'
    ? visitorCounter({ db, publicUrl: config.PUBLIC_URL, now: clock })
    : null,
}: AppDeps): Koa<AppState> {
  // Behind nginx (TRUST_PROXY) the client is the last X-Forwarded-For entry, the one nginx set.
  const app = new Koa<AppState>({ proxy: config.TRUST_PROXY, maxIpsCount: 1 });
  app.silent = true; // errors are reported by errorHandler, in JSON
  setPasswordHashCost(config.PASSWORD_HASH_COST);

  const models = bindModels(db);
  // Rendered visitor pages are shared for a moment; a content write that succeeded starts them
  // afresh (the routes that make one say so: changesPages), and none outlives the publication
  // of a scheduled article. Signing out, a refused post or a contact message changes no page.
  const renderedPages = renderedPageCache<RenderedPage>({
    now: () => clock().getTime(),
    ttlMs: config.PAGE_CACHE_MS,
    sizeOf: renderedPageBytes,
  });
  const schedule = publicationSchedule(models, clock);
  // The form rate limits' store (memory, or Redis shared by every instance) counts the mail caps.
  const limitStore = rateLimits ?? memoryBackend();
  const deps: RouterDeps = {
    config,
    db,
    models,
    stats: new PledgeStats({
      load: statsSnapshotLoader(db, models),
      maxAgeMs: config.STATS_MAX_AGE_MS,
    }),
    clock,
    uploads,
    groupCommit: new GroupCommit(db),
    mail: mailSettings(config),
    mailCaps: mailCaps(config, limitStore),
    siteSettings: cachedSiteSettings(models, () => clock().getTime()),
    changesPages: changesPages(() => {
      renderedPages.clear();
      schedule.forget();
    }),
    partners: partnerStore(db, clock),
  };

  // Everything else (sessions, guards, body parsing, rate limits) is attached to the routes it
  // protects, in routes/api.ts; nothing here looks at the path.
  app.use(requestMetrics(metrics));
  app.use(requestContext(logger));
  app.use(errorHandler);
  app.use(securityHeadersMiddleware(config));
  // One set of counters for each visitor form, whether it is posted as JSON or as a plain form.
  const limits = formRateLimits(config, limitStore);
  const api = apiRouter({ ...deps, app, logger, limits, lifecycle, visitorStats });
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(apiNotFound);
  // Uploaded images, in every setup (behind nginx too, which passes /uploads/ on).
  app.use(uploadsRouter(deps).routes());
  // Prometheus' scrapes; anyone else falls through to the unknown path's answer below.
  app.use(metricsRouter({ config, metrics }).routes());
  // The partner embed and its script, in every setup: partners' pages frame the site itself.
  app.use(
    embedRouter({
      ...deps,
      limits,
      siteName: config.SITE_NAME,
      publicUrl: config.PUBLIC_URL,
    }).routes(),
  );

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
      rendersAtOnce: config.RENDERS_AT_ONCE,
      // Asked for at the first render, when every route is in place.
      dispatch: () => app.callback(),
      pagesChangeAt: () => schedule.nextPublication(),
      articleIsPublic: (slug) => articleIsPublic(models, slug, clock()),
      countView: visitorStats ? countPageViews(visitorStats) : undefined,
    });
    // The visitor pages, and their forms posted without JavaScript; then files and the rest.
    const pages = visitorPagesRouter({
      ...deps,
      limits,
      siteName: config.SITE_NAME,
      publicUrl: config.PUBLIC_URL,
      servePage: web.serve,
      sendPage: web.sendPage,
    });
    // Unpublished articles shown through their preview links (rendered for each request alone).
    app.use(
      previewPageRouter({
        ...deps,
        siteName: config.SITE_NAME,
        renderAlone: web.renderAlone,
      }).routes(),
    );
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
    app.use(articleImagesRouter().routes());
    app.use(routeLabel('web'));
    app.use(web.serve);
  }
  return app;
}
