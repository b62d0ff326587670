import { hasTwoFactor } from './two-factor';
import type { Knex } from 'knex';
import type { StaffAccount, UserRole } from '@campaign/shared';
import { dialectOf } from '../db/create-database';
import type { Models, User } from '../models';
import { staffRole } from './current-user';

/**
 * Rules for admins managing staff accounts (routes/admin-users.ts). The site must always keep one
 * admin who can sign in, or no one could add accounts, reset passwords or see personal data any
 * more; and an admin cannot lock themselves out by disabling or deleting their own account.
 */

export const LAST_ADMIN =
  'This is the last active admin: make another account an admin before changing this one';
export const NOT_YOURSELF_DISABLE = 'You cannot disable your own account';
export const NOT_YOURSELF_DELETE = 'You cannot delete your own account';
export const ACCOUNT_NOT_FOUND = 'Account not found';

/** An account as admins see it in the console. */
export function toStaffAccount(user: User): StaffAccount {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: staffRole(user),
    disabled: user.disabledAt != null,
    hasPassword: user.passwordHash != null,
    twoFactor: hasTwoFactor(user),
    createdAt: user.createdAt.toISOString(),
  };
}

/** What a write does to an account, as far as the rules care. */
export interface AccountChange {
  role?: UserRole | undefined;
  disabled?: boolean | undefined;
  deleted?: boolean;
}

/** True for an admin who can sign in. */
export function isActiveAdmin(user: Pick<User, 'role' | 'disabledAt'>): boolean {
  return user.role === 'admin' && user.disabledAt == null;
}

/**
 * Why an admin (`actorId`) may not make `change` to `target`, or null when they may.
 * `activeAdminIds` are every active admin's ids, read under the lock (lockActiveAdmins).
 */
export function refusalOf(
  change: AccountChange,
  target: Pick<User, 'id' | 'role' | 'disabledAt'>,
  actorId: string,
  activeAdminIds: readonly string[],
): string | null {
  if (change.deleted && target.id === actorId) return NOT_YOURSELF_DELETE;
  if (change.disabled === true && target.id === actorId) return NOT_YOURSELF_DISABLE;
  const staysActiveAdmin =
    !change.deleted &&
    (change.role ?? target.role) === 'admin' &&
    (change.disabled ?? target.disabledAt != null) === false;
  if (isActiveAdmin(target) && !staysActiveAdmin) {
    const others = activeAdminIds.filter((id) => id !== target.id);
    if (others.length === 0) return LAST_ADMIN;
  }
  return null;
}

/**
 * Reads the ids of every active admin inside `trx`, locking their rows on MySQL
 * (SELECT … FOR UPDATE), so two writes that each would leave one admin wait for each other and
 * the second sees the first's result. SQLite needs no lock: a process's one connection runs one
 * transaction at a time, and a transaction of another process that read before this one wrote
 * cannot write after it (SQLITE_BUSY, answered 503).
 */
export async function lockActiveAdmins(models: Models, trx: Knex.Transaction): Promise<string[]> {
  const query = models.User.query(trx)
    .select('id')
    .where('role', 'admin')
    .whereNull('disabledAt')
    .orderBy('id');
  if (dialectOf(models.User.knex()) === 'mysql') query.forUpdate();
  return (await query).map((user) => user.id);
}
