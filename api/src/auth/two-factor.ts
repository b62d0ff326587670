import type { Knex } from 'knex';
import type { Models, User } from '../models';
import { looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes';
import { matchingStep } from './totp';

/** True when the account signs in with a code besides its password. */
export function hasTwoFactor(user: Pick<User, 'twoFactorEnabledAt' | 'twoFactorSecret'>): boolean {
  return user.twoFactorEnabledAt != null && Boolean(user.twoFactorSecret);
}

/**
 * Accepts an app's code for `secret` at most once: the code's time step is stored as the
 * account's last one, and only a later step is accepted after it. The conditional update is
 * the check, so the same code sent twice at once succeeds once.
 */
export async function acceptTotpCode(
  models: Models,
  userId: string,
  secret: string,
  code: string,
  now: Date,
  trx?: Knex.Transaction,
): Promise<boolean> {
  const step = matchingStep(secret, code.replace(/\s+/g, ''), now.getTime());
  if (step === null) return false;
  const accepted = await models.User.query(trx)
    .patch({ twoFactorLastStep: step })
    .where('id', userId)
    .where((query) => {
      query.whereNull('twoFactorLastStep').orWhere('twoFactorLastStep', '<', step);
    });
  return accepted > 0;
}

/**
 * The second factor of a sign-in (or of turning two-factor sign-in off): a current code from
 * the account's app, or one of its unused recovery codes, which is spent.
 */
export async function verifySecondFactor(models: Models, user: User, code: string, now: Date) {
  if (!hasTwoFactor(user)) return false;
  if (looksLikeRecoveryCode(code)) return spendRecoveryCode(models, user.id, code, now);
  return acceptTotpCode(models, user.id, user.twoFactorSecret!, code, now);
}

/** Switches two-factor sign-in off for the account and deletes its recovery codes (in `trx`). */
export async function removeTwoFactor(models: Models, userId: string, trx: Knex.Transaction) {
  await models.User.query(trx)
    .patch({
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
    })
    .where('id', userId);
  await models.RecoveryCode.query(trx).delete().where({ userId });
}
