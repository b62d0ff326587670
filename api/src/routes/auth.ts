import Router from '@koa/router';
import type { Context } from 'koa';
import { loginInputSchema } from '@campaign/shared';
import type { AppState } from '../app';
import type { Config } from '../config';
import type { Models } from '../models';
import { HttpError } from '../http/errors';
import {
  currentUser,
  NOT_SIGNED_IN,
  NOT_STAFF,
  staffRole,
  toCurrentUser,
} from '../auth/current-user';
import { readFormBody } from '../auth/form-body';
import {
  INVALID_CREDENTIALS,
  LOGIN_CSS,
  LOGIN_CSS_HASH,
  renderLoginPage,
  type LoginPageState,
} from '../auth/login-page';
import { accountKey, ipKey, type LoginThrottle } from '../auth/login-throttle';
import { prepareDummyHash, verifyPassword } from '../auth/password';
import { safeReturnTo } from '../auth/return-to';

export interface AuthRouterDeps {
  config: Config;
  models: Models;
  throttle: LoginThrottle;
}

/**
 * Sign-in and sign-out pages (browser navigations, SPEC §7) and GET /api/auth/user.
 * POST /api/login is a plain form post: app.ts keeps the JSON body parser away from it.
 */
export function authRouter({ config, models, throttle }: AuthRouterDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  const page = (ctx: Context, status: number, returnTo: string, state: LoginPageState) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = renderLoginPage({ siteName: config.SITE_NAME, returnTo, state });
  };

  router.get('/login', (ctx) => {
    // The visitor is about to sign in: have the unknown-email hash ready.
    void prepareDummyHash();
    page(ctx, 200, safeReturnTo(ctx.query.returnTo), { kind: 'form' });
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

  router.post('/login', async (ctx) => {
    const fields = await readFormBody(ctx);
    const returnTo = safeReturnTo(fields.get('returnTo'));
    const input = loginInputSchema.safeParse({
      email: fields.get('email') ?? '',
      password: fields.get('password') ?? '',
    });
    const typedEmail = (fields.get('email') ?? '').slice(0, 254);
    const keys = [ipKey(ctx.ip), ...(input.success ? [accountKey(input.data.email)] : [])];

    const now = new Date();
    const lockout = await throttle.lockout(keys);
    if (lockout) {
      ctx.set(
        'Retry-After',
        String(Math.max(1, Math.ceil((lockout.retryAt.getTime() - now.getTime()) / 1000))),
      );
      ctx.state.log.warn('sign-in refused: too many failures', { ip: ctx.ip });
      return page(ctx, 429, returnTo, { kind: 'locked', retryAt: lockout.retryAt, now });
    }

    const user = input.success
      ? await models.User.query().findOne({ email: input.data.email })
      : undefined;
    // Unknown email or no password: a dummy hash is checked, so the answer takes as long.
    const valid = await verifyPassword(
      input.success ? input.data.password : (fields.get('password') ?? ''),
      user?.passwordHash,
    );
    if (!valid || !user || !input.success) {
      await throttle.recordFailure(keys);
      return page(ctx, 401, returnTo, {
        kind: 'form',
        error: INVALID_CREDENTIALS,
        email: typedEmail,
      });
    }

    await throttle.clear(accountKey(input.data.email));
    const session = ctx.session;
    if (!session) throw new Error('sessions are not enabled on this path');
    session.userId = user.id;
    session.createdAt = Date.now();
    // A new id for the signed-in session: an id planted before sign-in (fixation) is worthless.
    await session.regenerate();
    ctx.state.log.info('signed in', { userId: user.id });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(returnTo);
  });

  router.get('/logout', async (ctx) => {
    // Removing the session deletes its row and expires the cookie (koa-session, on the way out).
    ctx.session = null;
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect('/');
  });

  router.get('/auth/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const user = await currentUser(ctx, models);
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    const role = staffRole(user);
    if (!role) throw new HttpError(403, NOT_STAFF);
    ctx.body = toCurrentUser(user, role);
  });

  return router;
}
