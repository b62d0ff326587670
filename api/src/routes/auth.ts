import { createRouter } from '../http/router';
import type { Context, Middleware } from 'koa';
import { loginInputSchema, signInCodeSchema } from '@campaign/shared';
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
  SIGN_IN_CODE_EXPIRED,
  TOO_MANY_WRONG_CODES,
  WRONG_SIGN_IN_CODE,
  type LoginPageState,
} from '../auth/login-page';
import type { AppSession } from '../auth/sessions';
import { coarseNetwork, deviceSummary } from '../auth/session-details';
import { hasTwoFactor, verifySecondFactor } from '../auth/two-factor';
import type { User } from '../models';
import { HashingBusyError } from '../auth/hashing-slots';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { prepareDummyHash, verifyPassword } from '../auth/password';
import { safeReturnTo } from '../auth/return-to';
import { LOGIN_PATH } from '@campaign/shared';

export interface AuthRouterDeps {
  config: Config;
  models: Models;
  throttle: SignInThrottle;
  /** koa-session's middleware (auth/sessions.ts), attached to the routes below that use it. */
  session: Middleware<AppState>;
  /** The app's clock: second-step deadlines and which codes are current. */
  clock?: () => Date;
}

/** How long the second step of a sign-in may wait for its code. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;
/** Wrong codes one pending sign-in may try before it must start again with the password. */
export const PENDING_SIGN_IN_MAX_WRONG = 5;

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
export function authRouter({
  config,
  models,
  throttle,
  session,
  clock = () => new Date(),
}: AuthRouterDeps) {
  const router = createRouter();

  const sessionOf = (ctx: Context): AppSession => {
    const current = ctx.session;
    if (!current) throw new Error('the session middleware is not on this route');
    return current;
  };

  /** The session becomes the user's, under a new id (an id planted before sign-in is worthless). */
  const completeSignIn = async (ctx: Context, user: User, returnTo: string) => {
    const current = sessionOf(ctx);
    delete current.pendingSignIn;
    current.userId = user.id;
    current.createdAt = Date.now();
    current.device = deviceSummary(ctx.get('User-Agent'));
    current.network = coarseNetwork(ctx.ip);
    await current.regenerate();
    ctx.state.log.info('signed in', { userId: user.id });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(returnTo);
  };

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

    if (hasTwoFactor(user)) {
      // Not signed in yet: the session (under a new id, with no userId) only remembers that this
      // password was right, for a few minutes. The attempt stays counted until the code is right
      // too, so alternating passwords and codes cannot reset the counters.
      const current = sessionOf(ctx);
      current.pendingSignIn = {
        userId: user.id,
        returnTo,
        expiresAt: clock().getTime() + PENDING_SIGN_IN_MS,
        wrongCodes: 0,
      };
      current.createdAt = Date.now();
      await current.regenerate();
      return page(ctx, 200, returnTo, { kind: 'code' });
    }
    await attempt.succeeded();
    await completeSignIn(ctx, user, returnTo);
  });

  /** The pending second step of this session and its account, or null (none, expired, gone). */
  const pendingOf = async (ctx: Context) => {
    const pending = ctx.session?.pendingSignIn;
    if (!pending || pending.expiresAt <= clock().getTime()) return null;
    const user = await models.User.query().findById(pending.userId);
    if (!user || !isEnabled(user) || !hasTwoFactor(user)) return null;
    return { pending, user };
  };

  /** Back to the password. A session already signed in (a second tab) is left as it is. */
  const startAgain = (ctx: Context, status: number, error: string) => {
    if (ctx.session?.userId) delete ctx.session.pendingSignIn;
    else ctx.session = null;
    page(ctx, status, '/admin', { kind: 'form', error });
  };

  // Reloading the second step shows it again while it lasts; otherwise back to the password.
  router.get('/login/two-factor', session, async (ctx) => {
    const found = await pendingOf(ctx);
    if (!found) {
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 303;
      return ctx.redirect(LOGIN_PATH);
    }
    page(ctx, 200, found.pending.returnTo, { kind: 'code' });
  });

  router.post('/login/two-factor', originCheck(), session, async (ctx) => {
    const fields = await readFormBody(ctx);
    if (insecure(ctx)) return page(ctx, 403, '/admin', { kind: 'form', error: HTTPS_REQUIRED });
    const found = await pendingOf(ctx);
    if (!found) return startAgain(ctx, 401, SIGN_IN_CODE_EXPIRED);
    const { pending, user } = found;

    // Codes are counted with the passwords, by the same counters, before they are checked.
    const attempt = await throttle.attempt(ctx.ip, user.email);
    if (!attempt.allowed) {
      const now = new Date();
      ctx.set('Retry-After', retryAfterSeconds(attempt.retryAt, now));
      ctx.state.log.warn('sign-in code refused: too many attempts', { ip: ctx.ip });
      ctx.state.metrics?.rateLimited.inc({ limiter: 'sign-in' });
      ctx.session = null;
      return page(ctx, 429, pending.returnTo, { kind: 'locked', retryAt: attempt.retryAt, now });
    }

    const code = signInCodeSchema.safeParse(fields.get('code') ?? '');
    if (!code.success || !(await verifySecondFactor(models, user, code.data, clock()))) {
      ctx.state.metrics?.failedSignIns.inc();
      pending.wrongCodes += 1;
      if (pending.wrongCodes >= PENDING_SIGN_IN_MAX_WRONG) {
        return startAgain(ctx, 401, TOO_MANY_WRONG_CODES);
      }
      return page(ctx, 401, pending.returnTo, { kind: 'code', error: WRONG_SIGN_IN_CODE });
    }
    await attempt.succeeded();
    await throttle.forgivePassword(ctx.ip, user.email);
    await completeSignIn(ctx, user, pending.returnTo);
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
