import type { Context } from 'koa';
import type { Knex } from 'knex';
import { FORGOT_PASSWORD_PATH, forgotPasswordInputSchema } from '@campaign/shared';
import type { Config } from '../config';
import { readFormBody } from '../auth/form-body';
import {
  renderForgotPasswordPage,
  type ForgotPasswordPageState,
} from '../auth/forgot-password-page';
import { ForgotPasswordThrottle } from '../auth/forgot-password-throttle';
import { retryAfterSeconds } from '../auth/login-page';
import { originCheck } from '../auth/origin-check';
import { createPasswordLink } from '../auth/password-links';
import { privatePage } from '../http/private-page';
import { createRouter } from '../http/router';
import { enqueueEmail } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import { passwordLinkEmail } from '../mail/templates/password-link';
import type { Models } from '../models';

export interface ForgotPasswordRouterDeps {
  config: Config;
  models: Models;
  db: Knex;
  mail: MailSettings;
}

/** The page's path under the /api router. */
const PATH = FORGOT_PASSWORD_PATH.slice('/api'.length);

/**
 * GET and POST /api/forgot-password, linked from the sign-in page. GET shows the form; POST, a
 * plain same-origin form post, emails an active account at that address a one-time set-password
 * link (auth/password-links.ts: only the newest link works, and using it ends the account's
 * sessions). The answer is the same page whether or not the address has an account, was over
 * its limit, or email is not set up, so it tells nobody which addresses have accounts.
 */
export function forgotPasswordRouter({ config, models, db, mail }: ForgotPasswordRouterDeps) {
  const router = createRouter();
  const throttle = new ForgotPasswordThrottle(db);

  const page = (ctx: Context, status: number, state: ForgotPasswordPageState) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderForgotPasswordPage(config.SITE_NAME, state);
  };

  router.get(PATH, privatePage, (ctx) => page(ctx, 200, { kind: 'form' }));

  router.post(PATH, privatePage, originCheck(), async (ctx) => {
    const fields = await readFormBody(ctx);
    const typed = (fields.get('email') ?? '').slice(0, 254);
    const input = forgotPasswordInputSchema.safeParse({ email: fields.get('email') ?? '' });

    const attempt = await throttle.attempt(ctx.ip, input.success ? input.data.email : null);
    if (!attempt.allowed) {
      const now = new Date();
      ctx.set('Retry-After', retryAfterSeconds(attempt.retryAt, now));
      ctx.state.log.warn('forgot-password refused: too many requests', { ip: ctx.ip });
      ctx.state.metrics?.rateLimited.inc({ limiter: 'forgot-password' });
      return page(ctx, 429, { kind: 'locked', retryAt: attempt.retryAt, now });
    }
    if (!input.success) {
      const error = input.error.issues[0]?.message ?? 'Invalid email address';
      return page(ctx, 400, { kind: 'form', email: typed, error });
    }

    const { email } = input.data;
    if (attempt.send) {
      const sent = await models.User.transaction(async (trx) => {
        const account = await models.User.query(trx).findOne({ email });
        if (!account || account.disabledAt) return false;
        if (!mail.enabled) return false;
        const link = await createPasswordLink(models, config.PUBLIC_URL, account.id, trx);
        await enqueueEmail(
          trx,
          passwordLinkEmail(
            mail,
            { email: account.email, firstName: account.firstName ?? null, occasion: 'forgotten' },
            { url: link.url, expiresAt: new Date(link.expiresAt) },
          ),
        );
        return true;
      });
      // Only the outcome, never the address or the link: the log is no list of accounts.
      ctx.state.log.info('forgot-password request', { sent, mailEnabled: mail.enabled });
    }
    page(ctx, 200, { kind: 'sent', email });
  });

  return router;
}
