import type { Context } from 'koa';
import type { Knex } from 'knex';
import { LOGIN_PATH, passwordSchema, SET_PASSWORD_PATH } from '@campaign/shared';
import { recordActivity } from '../activity/activity-log';
import type { Config } from '../config';
import { readFormBody } from '../auth/form-body';
import { HashingBusyError } from '../auth/hashing-slots';
import { PASSWORD_SET_NOTICE, retryAfterSeconds } from '../auth/login-page';
import { originCheck } from '../auth/origin-check';
import { hashPassword } from '../auth/password';
import { claimLink, findUsableLink } from '../auth/password-links';
import { endSessionsOf } from '../auth/session-store';
import {
  HASHING_BUSY,
  PASSWORDS_DIFFER,
  renderSetPasswordPage,
  type SetPasswordPageState,
} from '../auth/set-password-page';
import { SetPasswordThrottle } from '../auth/set-password-throttle';
import { privatePage } from '../http/private-page';
import { createRouter } from '../http/router';
import type { Models } from '../models';

export interface SetPasswordRouterDeps {
  config: Config;
  models: Models;
  db: Knex;
}

/** The page's path under the /api router. */
const PATH = SET_PASSWORD_PATH.slice('/api'.length);

/**
 * GET and POST /api/set-password: the page a one-time link opens (auth/password-links.ts).
 * GET shows the form, or 410 Gone when the link cannot be used (unknown, used, expired, replaced
 * by a newer one, or its account disabled or deleted: one page for all, naming none). POST, a
 * plain same-origin form post counted per address like sign-in, sets the password, marks the
 * link used, ends every session of the account, and sends the person to sign in (303).
 */
export function setPasswordRouter({ config, models, db }: SetPasswordRouterDeps) {
  const router = createRouter();
  const throttle = new SetPasswordThrottle(db);

  const page = (ctx: Context, status: number, state: SetPasswordPageState) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderSetPasswordPage(config.SITE_NAME, state);
  };

  router.get(PATH, privatePage, async (ctx) => {
    const token = ctx.query.token;
    const usable = await findUsableLink(models, token);
    if (!usable || typeof token !== 'string') return page(ctx, 410, { kind: 'unusable' });
    page(ctx, 200, { kind: 'form', token, email: usable.user.email });
  });

  router.post(PATH, privatePage, originCheck(), async (ctx) => {
    const fields = await readFormBody(ctx);
    // Counted before the token or password is looked at, as sign-in does.
    const attempt = await throttle.attempt(ctx.ip);
    if (!attempt.allowed) {
      const now = new Date();
      ctx.set('Retry-After', retryAfterSeconds(attempt.retryAt, now));
      ctx.state.log.warn('set-password refused: too many attempts', { ip: ctx.ip });
      ctx.state.metrics?.rateLimited.inc({ limiter: 'set-password' });
      return page(ctx, 429, { kind: 'locked', retryAt: attempt.retryAt, now });
    }

    const token = fields.get('token');
    const usable = await findUsableLink(models, token);
    if (!usable || token === undefined) return page(ctx, 410, { kind: 'unusable' });
    const form = (status: number, error: string) =>
      page(ctx, status, { kind: 'form', token, email: usable.user.email, error });

    const password = fields.get('password') ?? '';
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) {
      return form(400, checked.error.issues[0]?.message ?? 'Invalid password');
    }
    if ((fields.get('confirm') ?? '') !== password) return form(400, PASSWORDS_DIFFER);

    let passwordHash: string;
    try {
      passwordHash = await hashPassword(checked.data);
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      ctx.set('Retry-After', '5');
      return form(503, HASHING_BUSY);
    }

    // Hashed first (it takes a while), then one short transaction: the link is claimed by a
    // conditional update, so of two posts of one link only one sets a password.
    const user = await models.User.transaction(async (trx) => {
      if (!(await claimLink(models, usable.link, trx))) return undefined;
      const owner = await models.User.query(trx).findById(usable.link.userId);
      if (!owner) return undefined;
      await owner.$query(trx).patch({ passwordHash });
      await endSessionsOf(models, owner.id, trx);
      await recordActivity(
        models,
        owner,
        {
          action: 'update',
          entity: 'user',
          entityId: owner.id,
          summary: 'Set a new password from a link',
        },
        trx,
      );
      return owner;
    });
    if (!user) return page(ctx, 410, { kind: 'unusable' });

    ctx.state.log.info('password set from a link', { userId: user.id });
    ctx.status = 303;
    ctx.redirect(`${LOGIN_PATH}?notice=${PASSWORD_SET_NOTICE}`);
  });

  return router;
}
