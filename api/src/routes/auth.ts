import { createRouter } from '../http/router';
import type { Context, Middleware } from 'koa';
import { loginInputSchema } from '@campaign/shared';
import type { AppState } from '../app-state';
import type { Config } from '../config';
import type { Models } from '../models';
import { HttpError } from '../http/errors';
import { originCheck } from '../auth/origin-check';
import {
  currentUser,
  isEnabled,
  NOT_SIGNED_IN,
  NOT_STAFF,
  staffRole,
  toCurrentUser,
} from '../auth/current-user';
import { readFormBody } from '../auth/form-body';
import {
  HTTPS_REQUIRED,
  INVALID_CREDENTIALS,
  LOGIN_CSS,
  LOGIN_CSS_HASH,
  PASSWORD_SET,
  PASSWORD_SET_NOTICE,
  renderLoginPage,
  retryAfterSeconds,
  type LoginPageState,
} from '../auth/login-page';
import { HashingBusyError } from '../auth/hashing-slots';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { prepareDummyHash, verifyPassword } from '../auth/password';
import { safeReturnTo } from '../auth/return-to';

export interface AuthRouterDeps {
  config: Config;
  models: Models;
  throttle: SignInThrottle;
  /** koa-session's middleware (auth/sessions.ts), attached to the routes below that use it. */
  session: Middleware<AppState>;
}

/**
 * A request the browser says is a top-level navigation started on this site (a click on the
 * console's Logout button). Cross-site links, images, scripts and prefetches say otherwise, and
 * so do HEAD requests, which browsers never send for a click.
 */
function isSameSiteNavigation(ctx: Context): boolean {
  return (
    ctx.method === 'GET' &&
    ctx.get('Sec-Fetch-Site').toLowerCase() === 'same-origin' &&
    ctx.get('Sec-Fetch-Mode').toLowerCase() === 'navigate'
  );
}

/**
 * Sign-in and sign-out pages (browser navigations) and GET /api/auth/user.
 * POST /api/login is a plain form post, read here; the session middleware is attached to these
 * routes only.
 */
export function authRouter({ config, models, throttle, session }: AuthRouterDeps) {
  const router = createRouter();

  const page = (ctx: Context, status: number, returnTo: string, state: LoginPageState) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = renderLoginPage({ siteName: config.SITE_NAME, returnTo, state });
  };

  // In production the session cookie is Secure, which no browser stores from a plain-HTTP page
  // (and Koa refuses to send): sign-in there could never work, so the page says why instead.
  // Behind a TLS-terminating proxy, TRUST_PROXY lets X-Forwarded-Proto say the request was HTTPS.
  const insecure = (ctx: Context) => config.NODE_ENV === 'production' && !ctx.secure;

  router.get('/login', session, (ctx) => {
    // The visitor is about to sign in: have the unknown-email hash ready.
    void prepareDummyHash().catch(() => undefined);
    const notice = ctx.query.notice === PASSWORD_SET_NOTICE ? PASSWORD_SET : undefined;
    const error = insecure(ctx) ? HTTPS_REQUIRED : undefined;
    page(ctx, 200, safeReturnTo(ctx.query.returnTo), { kind: 'form', notice, error });
  });

  router.get('/login.css', (ctx) => {
    ctx.type = 'text/css; charset=utf-8';
    ctx.etag = LOGIN_CSS_HASH;
    // The page links it as ?v=<hash>: that exact version never changes.
    ctx.set(
      'Cache-Control',
      ctx.query.v === LOGIN_CSS_HASH ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = LOGIN_CSS;
  });

  router.post('/login', originCheck(), session, async (ctx) => {
    const fields = await readFormBody(ctx);
    const returnTo = safeReturnTo(fields.get('returnTo'));
    const input = loginInputSchema.safeParse({
      email: fields.get('email') ?? '',
      password: fields.get('password') ?? '',
    });
    const typedEmail = (fields.get('email') ?? '').slice(0, 254);
    if (insecure(ctx)) {
      return page(ctx, 403, returnTo, { kind: 'form', error: HTTPS_REQUIRED, email: typedEmail });
    }

    // Counted before the password is checked: once a counter is full, no more guesses are hashed.
    const attempt = await throttle.attempt(ctx.ip, input.success ? input.data.email : null);
    if (!attempt.allowed) {
      const now = new Date();
      ctx.set('Retry-After', retryAfterSeconds(attempt.retryAt, now));
      ctx.state.log.warn('sign-in refused: too many attempts', { ip: ctx.ip });
      ctx.state.metrics?.rateLimited.inc({ limiter: 'sign-in' });
      return page(ctx, 429, returnTo, { kind: 'locked', retryAt: attempt.retryAt, now });
    }

    const user = input.success
      ? await models.User.query().findOne({ email: input.data.email })
      : undefined;
    let valid: boolean;
    try {
      // Unknown email or no password: a dummy hash is checked, so the answer takes as long.
      valid = await verifyPassword(
        input.success ? input.data.password : (fields.get('password') ?? ''),
        user?.passwordHash,
      );
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      ctx.set('Retry-After', '5');
      ctx.state.log.warn('sign-in refused: hashing busy');
      return page(ctx, 503, returnTo, { kind: 'busy' });
    }
    // A disabled account gets the same answer as a wrong password: no one learns it exists.
    if (!valid || !user || !input.success || !isEnabled(user)) {
      ctx.state.metrics?.failedSignIns.inc();
      return page(ctx, 401, returnTo, {
        kind: 'form',
        error: INVALID_CREDENTIALS,
        email: typedEmail,
      });
    }

    await attempt.succeeded();
    const current = ctx.session;
    if (!current) throw new Error('the session middleware is not on this route');
    current.userId = user.id;
    current.createdAt = Date.now();
    // A new id for the signed-in session: an id planted before sign-in (fixation) is worthless.
    await current.regenerate();
    ctx.state.log.info('signed in', { userId: user.id });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(returnTo);
  });

  const signOut = (ctx: Context) => {
    // Removing the session deletes its row and expires the cookie (koa-session, on the way out).
    // Over plain HTTP in production no browser holds the Secure cookie, and it could not be
    // expired: there is nothing to end.
    if (!insecure(ctx)) ctx.session = null;
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect('/');
  };

  // The console's Logout button navigates here. Only a navigation started on this site signs
  // out; anything else (a link or image on another site, a HEAD, a prefetch) gets a page with a
  // same-origin Sign out button, so no other site can end a staff member's session.
  router.get('/logout', session, (ctx) => {
    if (isSameSiteNavigation(ctx)) return signOut(ctx);
    page(ctx, 200, '/', { kind: 'sign-out' });
  });

  // The button of that page: a same-origin form post (originCheck refuses cross-site ones).
  router.post('/logout', originCheck(), session, signOut);

  router.get('/auth/user', session, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const user = await currentUser(ctx, models);
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    const role = staffRole(user);
    if (!role) throw new HttpError(403, NOT_STAFF);
    ctx.body = toCurrentUser(user, role);
  });

  return router;
}
