import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import type { AppState, StaffState } from '../app-state';
import type { Config } from '../config';
import type { GroupCommit } from '../db/group-commit';
import type { Logger } from '../logger';
import type { MailCaps } from '../mail/mail-caps';
import { mailSettings } from '../mail/settings';
import type { Models } from '../models';
import type { PledgeStats } from '../stats/pledge-stats';
import type { UploadStorage } from '../uploads/storage';
import { requireStaff } from '../auth/current-user';
import { originCheck } from '../auth/origin-check';
import { sessions } from '../auth/sessions';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { requestDeadline } from '../http/deadline';
import { ADMIN_BODY_LIMIT, jsonBody, PUBLIC_BODY_LIMIT } from '../http/json-body';
import type { FormRateLimits } from '../http/rate-limit';
import { createRouter } from '../http/router';
import { adminActivityRouter } from './admin-activity';
import { adminBlogRouter } from './admin-blog';
import { adminContentRouter } from './admin-content';
import { adminContentRevisionsRouter } from './admin-content-revisions';
import { adminDashboardRouter } from './admin-dashboard';
import { adminVisitorStatsRouter } from './admin-visitor-stats';
import type { VisitorCounter } from '../visitor-stats/visitor-counter';
import { adminAccountRouter } from './admin-account';
import { adminProfileRouter } from './admin-profile';
import { adminSignInPolicyRouter } from './admin-sign-in-policy';
import { requireEnrolmentWhenRequired } from '../auth/sign-in-policy';
import { adminDraftsRouter } from './admin-drafts';
import { adminBlogRevisionsRouter } from './admin-blog-revisions';
import { adminBlogPreviewLinksRouter } from './admin-blog-preview-links';
import { adminErasuresRouter } from './admin-erasures';
import { adminExportsRouter } from './admin-exports';
import { adminMessagesRouter } from './admin-messages';
import { adminNewslettersRouter } from './admin-newsletters';
import { adminSegmentsRouter } from './admin-segments';
import { adminOutboxRouter } from './admin-outbox';
import { adminPeopleRouter } from './admin-people';
import { adminSettingsRouter } from './admin-settings';
import { adminSystemHealthRouter } from './admin-system-health';
import { backupDirFor } from '../backup/backup-files';
import { adminTipsRouter } from './admin-tips';
import { adminUploadsRouter } from './admin-uploads';
import { adminMediaRouter } from './admin-media';
import { adminUsersRouter } from './admin-users';
import { authRouter } from './auth';
import { blogRouter } from './blog';
import { contactRouter } from './contact';
import { contentRouter } from './content';
import { healthRouter } from './health';
import { newsletterRouter } from './newsletter';
import { newsletterLinksRouter } from './newsletter-links';
import { pledgesRouter } from './pledges';
import { referralsRouter } from './referrals';
import { readyRouter, type Lifecycle } from './ready';
import { forgotPasswordRouter } from './forgot-password';
import { setPasswordRouter } from './set-password';
import { settingsRouter } from './settings';
import type { CachedSiteSettings } from '../settings/site-settings';
import { statsRouter } from './stats';
import { shareCardRouter } from './share-card';
import { readApiRouter } from './read-api';
import { adminApiTokensRouter } from './admin-api-tokens';
import { adminWebhooksRouter } from './admin-webhooks';
import { adminPartnersRouter } from './admin-partners';
import type { PartnerStore } from '../partners/partner-store';
import { tokenStore } from '../api-tokens/token-store';
import { shareCard } from '../share-card/share-card';
import { tipsRouter } from './tips';

export interface ApiDeps {
  app: Koa<AppState>;
  config: Config;
  logger: Logger;
  db: Knex;
  models: Models;
  stats: PledgeStats;
  /** Pledges are committed in small groups (db/group-commit.ts). */
  groupCommit: GroupCommit;
  /** The visitor forms' rate limits, shared with their plain form posts (web/visitor-pages.ts). */
  limits: FormRateLimits;
  /** The caps on the mail the visitor forms send (mail/mail-caps.ts), shared likewise. */
  mailCaps: MailCaps;
  lifecycle?: Lifecycle | undefined;
  /** This instance's visitor counts (visitor-stats/), written before the console reads them. */
  visitorStats?: VisitorCounter | null;
  /** The app's clock: which articles are public yet. */
  clock: () => Date;
  /** Where uploaded images are stored. */
  uploads: UploadStorage;
  /** The site settings for email footers, read at most every 30 s (settings/site-settings.ts). */
  siteSettings: CachedSiteSettings;
  /** The guard of routes whose writes change visitor pages (web/changes-pages.ts). */
  changesPages: Middleware<AppState>;
  /** The partners whose sites frame the pledge form (partners/partner-store.ts). */
  partners: PartnerStore;
}

const noStore: Middleware<AppState> = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/**
 * The whole API as one router tree under /api. Every guard is attached to the routes it
 * protects, and every router matches by one rule (http/router.ts: case-sensitive, strict), so
 * a request reaches a handler only through that handler's guards:
 *
 * - /api/admin/*: the admin router carries `no-store`, the session, the staff guard (which hands
 *   the user to the handlers), the cross-site check, `changesPages` (a staff write that
 *   succeeded renders the visitor pages afresh, unless its route says it changes nothing
 *   visitors see) and the 1 MB JSON body limit. Content, the dashboard (its visitor figures
 *   too), one's own name (profile) and one's own autosaved drafts are for every staff role.
 * - POST /api/admin/uploads (images, multipart): the same guards, then its own body reader with
 *   its own limit. Its router is registered before the JSON body parser, and its handler
 *   answers without calling on, so the JSON parser never sees an upload. The media library
 *   (GET, PATCH and DELETE under /api/admin/uploads) is for every staff role, after the parser.
 * - admin-only routes (people's data: messages, pledges, subscribers, their .csv exports and
 *   erasures; accounts; the activity log; newsletters; the email outbox; the site
 *   settings; API tokens; webhooks; partner embeds; system health): built on an admin-only
 *   router (`createAdminOnlyRouter()`), which
 *   puts the admin-role guard first in every route registered on it, so the role is part of the
 *   route's definition. (A path-less `router.use()` would not do: copied into the admin router,
 *   it becomes a layer matching every /api/admin path; the admin-only router refuses `use()`.)
 * - /api/admin/account/* (one's own two-factor sign-in and sessions): the admin router's guards,
 *   but before the enrolment gate (auth/sign-in-policy.ts), which refuses every later admin
 *   route to an admin the site requires to set up two-factor sign-in first.
 * - POST /api/pledges, /api/contact, /api/newsletter: each its own rate limit, then the
 *   cross-site check and the 64 KB body limit.
 * - sign-in, sign-out and /api/auth/user: the session on exactly those routes (routes/auth.ts).
 * - /api/set-password (a one-time link's page): no session; its post is checked for origin and
 *   counted per address like sign-in (routes/set-password.ts).
 * - /api/forgot-password (linked from sign-in): no session; its post is checked for origin and
 *   counted per network and per email address (routes/forgot-password.ts).
 * - /api/newsletter/confirm and /unsubscribe (a subscriber's emailed links): no session; the
 *   token is the credential; posts are checked for origin (routes/newsletter-links.ts).
 * - /api/referrals/:token, /api/pledge/referrals (a pledger's private page) and
 *   /api/leaderboard: no session, their own rate limit; the token is the credential; the
 *   page's post is checked for origin (routes/referrals.ts).
 * - every API route: the request deadline.
 */
export function apiRouter(deps: ApiDeps) {
  const { app, config, models } = deps;
  const mail = mailSettings(config);
  const session = sessions(app, { config, models, logger: deps.logger });
  const { limits } = deps;
  const throttle = new SignInThrottle(deps.db);
  const tokens = tokenStore(deps.db, deps.clock);
  const publicWrite = (limit: Middleware<AppState>) => [
    limit,
    originCheck(),
    jsonBody(PUBLIC_BODY_LIMIT),
  ];

  const admin = createRouter<StaffState>('/admin');
  // A staff write that succeeded (an article, a page's text, the settings, an erasure) changes
  // what visitor pages show; a refused one never reaches changesPages.
  admin.use(
    noStore,
    session as Middleware<StaffState>,
    requireStaff(models),
    originCheck(),
    deps.changesPages as Middleware<StaffState>,
  );
  // One's own account (two-factor sign-in, sessions), each route with its own body reader; then
  // the enrolment gate, which refuses everything after it to an admin the site requires to set
  // up two-factor sign-in first. The account's routes answer without calling on, so the gate
  // never runs for them.
  admin.use(adminAccountRouter({ ...deps, throttle }).routes());
  admin.use(requireEnrolmentWhenRequired(models));
  // Every staff role; reads its own multipart body (see above): keep it before jsonBody.
  admin.use(adminUploadsRouter(deps).routes());
  admin.use(jsonBody(ADMIN_BODY_LIMIT));
  for (const router of [
    // Every staff role.
    adminBlogRouter(deps),
    adminBlogRevisionsRouter(deps),
    adminBlogPreviewLinksRouter(deps),
    adminTipsRouter(deps),
    adminContentRouter(deps),
    adminContentRevisionsRouter(deps),
    adminDashboardRouter(deps),
    adminVisitorStatsRouter(deps),
    adminProfileRouter(deps),
    adminDraftsRouter(deps),
    adminMediaRouter(deps),
    // Admins only: each of these is an admin-only router.
    adminUsersRouter({ ...deps, mail }),
    adminActivityRouter(deps),
    adminMessagesRouter({ ...deps, mail }),
    adminNewslettersRouter({ ...deps, mail }),
    adminSegmentsRouter(deps),
    adminOutboxRouter({ ...deps, mail }),
    adminPeopleRouter(deps),
    adminExportsRouter(deps),
    adminErasuresRouter(deps),
    adminSettingsRouter(deps),
    adminSignInPolicyRouter(deps),
    adminApiTokensRouter({ ...deps, tokens }),
    adminWebhooksRouter(deps),
    adminPartnersRouter(deps),
    adminSystemHealthRouter({ ...deps, mail, backupDir: backupDirFor(config) }),
  ]) {
    admin.use(router.routes());
  }
  // Last, a route for every other method and path under /api/admin: being a route, it runs the
  // guards above like any admin route, so without a staff session every method (OPTIONS too) on
  // every admin path gets the same refusal, and no stranger learns which paths or methods exist.
  admin.all(ADMIN_FALLBACK, '{/*rest}', answerUnmatchedAdminRequest);

  const api = createRouter('/api');
  api.use(requestDeadline());
  const routers = [
    healthRouter(),
    readyRouter(deps),
    statsRouter(deps),
    shareCardRouter({
      shareCard: shareCard({
        ...deps,
        siteName: config.SITE_NAME,
        minRedrawMs: config.SHARE_CARD_REDRAW_MS,
      }),
    }),
    contentRouter(deps),
    settingsRouter(deps),
    blogRouter(deps),
    tipsRouter(deps),
    // A pledge changes the figures the pages show.
    pledgesRouter({
      ...deps,
      mail,
      guards: [deps.changesPages, ...publicWrite(limits.pledges)],
    }),
    contactRouter({ ...deps, mail, guards: publicWrite(limits.contact) }),
    newsletterRouter({ ...deps, mail, guards: publicWrite(limits.newsletter) }),
    newsletterLinksRouter(deps),
    // The read API: no session, a token per request (routes/read-api.ts).
    readApiRouter({ ...deps, tokens, ...limits.readApi }),
    referralsRouter({ ...deps, mail, limit: limits.referrals }),
    authRouter({ config, models, throttle, session, clock: deps.clock }),
    setPasswordRouter(deps),
    forgotPasswordRouter({ ...deps, mail }),
  ];
  for (const router of routers) api.use(router.routes());
  api.use(admin.routes() as unknown as Middleware<AppState>);
  return api;
}

const ADMIN_FALLBACK = 'admin-fallback';

/**
 * For staff, what the router's `allowedMethods` answers elsewhere: the methods the path's other
 * routes take (OPTIONS: 204 with Allow; another method: 405 with Allow), or 404 for a path no
 * route has.
 */
const answerUnmatchedAdminRequest: Middleware<StaffState> = (ctx) => {
  const layers = (ctx as { matched?: { name?: string | null; methods: string[] }[] }).matched ?? [];
  const allowed = new Set(
    layers.filter((layer) => layer.name !== ADMIN_FALLBACK).flatMap((layer) => layer.methods),
  );
  if (allowed.size === 0) {
    ctx.status = 404;
    return;
  }
  ctx.set('Allow', [...allowed].join(', '));
  ctx.status = ctx.method === 'OPTIONS' ? 204 : 405;
};

/**
 * After the API router and its 405 answers: a path under /api that no route answered ends here
 * with 404 (the error handler writes the JSON body) instead of reaching the web server. "Under
 * /api" is the router's own judgement (`ctx.matched` holds the layers whose path matched: the
 * /api router's deadline layer matches every /api path by the router's rule), so this and the
 * routes can never disagree about a spelling.
 */
export const apiNotFound: Middleware<AppState> = async (ctx, next) => {
  const matched = (ctx as { matched?: unknown[] }).matched;
  if (matched && matched.length > 0) {
    ctx.status = 404;
    return;
  }
  await next();
};
