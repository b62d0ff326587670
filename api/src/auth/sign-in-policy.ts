import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { SignInPolicy, UserRole } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { HttpError } from '../http/errors';
import { SIGN_IN_POLICY_ROW_ID, type Models, type User } from '../models';
import { hasTwoFactor } from './two-factor';

/** The rules as saved, or the defaults (nothing required) on a site that never saved them. */
export async function loadSignInPolicy(
  models: Models,
  trx?: Knex.Transaction,
): Promise<SignInPolicy> {
  const row = await models.SignInPolicyRow.query(trx).findById(SIGN_IN_POLICY_ROW_ID);
  return { requireAdminTwoFactor: Boolean(row?.requireAdminTwoFactor) };
}

export async function saveSignInPolicy(
  models: Models,
  policy: SignInPolicy,
  by: User,
  trx: Knex.Transaction,
): Promise<void> {
  await models.SignInPolicyRow.query(trx)
    .insert({
      id: SIGN_IN_POLICY_ROW_ID,
      requireAdminTwoFactor: policy.requireAdminTwoFactor,
      updatedAt: new Date(),
      updatedBy: by.id,
    })
    .onConflict('id')
    .merge(['requireAdminTwoFactor', 'updatedAt', 'updatedBy']);
}

/** True when the site requires a second factor of this account and it has none yet. */
export function mustEnrol(user: User, role: UserRole, policy: SignInPolicy): boolean {
  return role === 'admin' && policy.requireAdminTwoFactor && !hasTwoFactor(user);
}

export const TWO_FACTOR_REQUIRED =
  'two-factor-required: this site requires two-factor sign-in for admins. Turn it on for your account first.';

/**
 * The enrolment gate, attached to the admin router after the account's own routes (enrolment,
 * sessions) and before every other one: while the site requires a second factor of admins, an
 * admin without one is refused everything else with 403. Signing out is outside /api/admin.
 * Accounts with two-factor sign-in on (and editors) cost no database read here.
 */
export function requireEnrolmentWhenRequired(models: Models): Middleware<StaffState> {
  return async (ctx, next) => {
    const { user, role } = ctx.state;
    if (role === 'admin' && !hasTwoFactor(user)) {
      if (mustEnrol(user, role, await loadSignInPolicy(models))) {
        throw new HttpError(403, TWO_FACTOR_REQUIRED);
      }
    }
    await next();
  };
}
