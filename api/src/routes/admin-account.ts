import {
  signInCodeSchema,
  twoFactorConfirmInputSchema,
  twoFactorDisableInputSchema,
  type RecoveryCodes,
  type TwoFactorStatus,
} from '@campaign/shared';
import { z } from 'zod';
import type { Middleware } from 'koa';
import type { StaffState } from '../app-state';
import { recordActivity } from '../activity/activity-log';
import type { Config } from '../config';
import { endSessionNamed, sessionsOf } from '../auth/account-sessions';
import { HashingBusyError } from '../auth/hashing-slots';
import { verifyPassword } from '../auth/password';
import { replaceRecoveryCodes, unusedRecoveryCodes } from '../auth/recovery-codes';
import { endSessionsOf, currentSessionId } from '../auth/session-store';
import { loadSignInPolicy, mustEnrol } from '../auth/sign-in-policy';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { enrolmentDetails, newTotpSecret } from '../auth/totp';
import {
  acceptTotpCode,
  hasTwoFactor,
  removeTwoFactor,
  verifySecondFactor,
} from '../auth/two-factor';
import { HttpError } from '../http/errors';
import { ADMIN_BODY_LIMIT, jsonBody } from '../http/json-body';
import { createRouter } from '../http/router';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';
import { leavesPagesAlone } from '../web/changes-pages';

export const ALREADY_ON = 'Two-factor sign-in is already on for your account';
export const NOTHING_TO_CONFIRM = 'Start setting up two-factor sign-in first';
export const WRONG_CODE = 'That code is not right. Check your app and try again.';
export const NOT_ON = 'Two-factor sign-in is not on for your account';
export const WRONG_PROOF = 'That password or code is not right';
export const TOO_MANY_TRIES = 'Too many wrong attempts. Please wait a few minutes and try again.';
export const SESSION_NOT_FOUND = 'No such session of your account';

const sessionIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/**
 * The signed-in person's own account: two-factor sign-in (set up, confirm, turn off) and their
 * signed-in sessions (list, end one, end all others), under /api/admin/account. Every staff role;
 * always one's own account (the session's), never another's. These routes come before the
 * enrolment gate (auth/sign-in-policy.ts) in the admin router, so an admin the site requires to
 * enrol can, and each carries its own JSON body reader for that reason.
 */
export function adminAccountRouter({
  config,
  models,
  throttle,
  clock,
}: {
  config: Config;
  models: Models;
  throttle: SignInThrottle;
  clock: () => Date;
}) {
  const router = createRouter<StaffState>();
  const body = jsonBody(ADMIN_BODY_LIMIT) as Middleware<StaffState>;
  const write = [leavesPagesAlone as Middleware<StaffState>, body];

  router.get('/account/two-factor', async (ctx) => {
    const { user, role } = ctx.state;
    const on = hasTwoFactor(user);
    ctx.body = {
      enabled: on,
      recoveryCodesLeft: on ? await unusedRecoveryCodes(models, user.id) : 0,
      mustEnrol: mustEnrol(user, role, await loadSignInPolicy(models)),
    } satisfies TwoFactorStatus;
  });

  // A new secret each time: one shown earlier (and perhaps seen by someone) is replaced.
  router.post('/account/two-factor/setup', ...write, async (ctx) => {
    const { user } = ctx.state;
    if (hasTwoFactor(user)) throw new HttpError(409, ALREADY_ON);
    const secret = newTotpSecret();
    await models.User.query().patch({ twoFactorPendingSecret: secret }).where('id', user.id);
    ctx.body = await enrolmentDetails(secret, user.email, config.SITE_NAME);
  });

  router.post('/account/two-factor/confirm', ...write, async (ctx) => {
    const { code } = parseBody(twoFactorConfirmInputSchema, ctx.request.body);
    const { user } = ctx.state;
    if (hasTwoFactor(user)) throw new HttpError(409, ALREADY_ON);
    const secret = user.twoFactorPendingSecret;
    if (!secret) throw new HttpError(409, NOTHING_TO_CONFIRM);
    const recoveryCodes = await models.User.transaction(async (trx) => {
      if (!(await acceptTotpCode(models, user.id, secret, code, clock(), trx))) {
        throw new HttpError(400, WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]);
      }
      await models.User.query(trx)
        .patch({
          twoFactorSecret: secret,
          twoFactorPendingSecret: null,
          twoFactorEnabledAt: clock(),
        })
        .where('id', user.id);
      const codes = await replaceRecoveryCodes(models, user.id, trx);
      await recordActivity(
        models,
        user,
        {
          action: 'update',
          entity: 'user',
          entityId: user.id,
          summary: 'Turned on two-factor sign-in',
        },
        trx,
      );
      // Sessions signed in with the password alone end; this one goes on.
      await endSessionsOf(models, user.id, trx, currentSessionId(ctx));
      return codes;
    });
    ctx.body = { recoveryCodes } satisfies RecoveryCodes;
  });

  router.post('/account/two-factor/disable', ...write, async (ctx) => {
    const input = parseBody(twoFactorDisableInputSchema, ctx.request.body);
    const { user } = ctx.state;
    if (!hasTwoFactor(user)) throw new HttpError(409, NOT_ON);
    // Counted like sign-in attempts: a session left open is not a way to guess the password.
    const attempt = await throttle.attempt(ctx.ip, user.email);
    if (!attempt.allowed) throw new HttpError(429, TOO_MANY_TRIES);
    const proveWithPassword = async () => {
      try {
        return await verifyPassword(input.password ?? '', user.passwordHash);
      } catch (error) {
        if (!(error instanceof HashingBusyError)) throw error;
        throw new HttpError(503, 'Too many people are signing in right now. Please try again.');
      }
    };
    const code = signInCodeSchema.safeParse(input.code ?? '');
    const proven = input.code?.trim()
      ? code.success && (await verifySecondFactor(models, user, code.data, clock()))
      : await proveWithPassword();
    if (!proven) throw new HttpError(403, WRONG_PROOF);
    await attempt.succeeded();
    await models.User.transaction(async (trx) => {
      await removeTwoFactor(models, user.id, trx);
      await recordActivity(
        models,
        user,
        {
          action: 'update',
          entity: 'user',
          entityId: user.id,
          summary: 'Turned off two-factor sign-in',
        },
        trx,
      );
      await endSessionsOf(models, user.id, trx, currentSessionId(ctx));
    });
    ctx.status = 204;
  });

  router.get('/account/sessions', async (ctx) => {
    const sessions = await sessionsOf(
      models,
      ctx.state.user.id,
      currentSessionId(ctx),
      clock().getTime(),
    );
    ctx.body = { sessions };
  });

  router.delete(
    '/account/sessions/:id',
    leavesPagesAlone as Middleware<StaffState>,
    async (ctx) => {
      const id = parseParam(sessionIdParamSchema, ctx.params.id, SESSION_NOT_FOUND);
      if (!(await endSessionNamed(models, ctx.state.user.id, id))) {
        throw new HttpError(404, SESSION_NOT_FOUND);
      }
      ctx.status = 204;
    },
  );

  // "Sign out everywhere else": every other session of the account ends, this one goes on.
  router.post('/account/sessions/end-others', ...write, async (ctx) => {
    const ended = await endSessionsOf(models, ctx.state.user.id, undefined, currentSessionId(ctx));
    ctx.body = { ended };
  });

  return router;
}
