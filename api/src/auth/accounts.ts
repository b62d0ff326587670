import { randomUUID } from 'node:crypto';
import {
  cleanText,
  emailSchema,
  passwordSchema,
  userRoleSchema,
  type UserRole,
} from '@campaign/shared';
import { z } from 'zod';
import type { Config } from '../config';
import { isUniqueViolation } from '../db/errors';
import type { Logger } from '../logger';
import type { Models, User } from '../models';
import { hashPassword } from './password';
import { endSessionsOf } from './session-store';

const optionalName = (label: string) =>
  cleanText(z.string().trim(), label, 'single-line')
    .max(100, `${label} must be at most 100 characters`)
    .optional()
    .transform((value) => value || null);

export const accountInputSchema = z.object({
  email: emailSchema,
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  role: userRoleSchema.default('admin'),
  password: passwordSchema,
});
export type AccountInput = z.input<typeof accountInputSchema>;

export class AccountExistsError extends Error {
  override name = 'AccountExistsError';
}

/** Creates a staff account; AccountExistsError when the email is taken. */
export async function createAccount(models: Models, raw: AccountInput): Promise<User> {
  const input = accountInputSchema.parse(raw);
  const passwordHash = await hashPassword(input.password);
  try {
    return await models.User.query().insertAndFetch({
      id: randomUUID(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      passwordHash,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AccountExistsError(`An account for ${input.email} already exists`);
    throw error;
  }
}

/**
 * Sets a new password on an existing account, and the role and names when given; undefined when
 * no account has that email.
 */
export async function updateAccount(models: Models, raw: AccountInput): Promise<User | undefined> {
  const input = accountInputSchema.parse(raw);
  const user = await models.User.query().findOne({ email: input.email });
  if (!user) return undefined;
  const patch: Partial<Pick<User, 'firstName' | 'lastName' | 'role' | 'passwordHash'>> = {
    passwordHash: await hashPassword(input.password),
  };
  if (raw.role !== undefined) patch.role = input.role as UserRole;
  if (raw.firstName !== undefined) patch.firstName = input.firstName;
  if (raw.lastName !== undefined) patch.lastName = input.lastName;
  // A new password ends every session signed in with the old one, as a set-password link does.
  return models.User.transaction(async (trx) => {
    const updated = await user.$query(trx).patchAndFetch(patch);
    await endSessionsOf(models, user.id, trx);
    return updated;
  });
}

/**
 * Start-up bootstrap: with ADMIN_EMAIL and ADMIN_PASSWORD set and no user holding that email,
 * creates it as an admin. An existing account is never changed (its password stays whatever
 * the organiser set). Instances starting together race safely: one insert wins.
 */
export async function bootstrapAdmin(
  models: Models,
  config: Config,
  logger?: Logger,
): Promise<void> {
  const email = config.ADMIN_EMAIL;
  const password = config.ADMIN_PASSWORD;
  if (!email || !password) return;
  if (await models.User.query().findOne({ email })) return;
  // No name: the console shows "Admin" until one is set (pnpm admin:create --update).
  try {
    await createAccount(models, {
      email,
      password,
      role: 'admin',
    });
    logger?.info('created the admin account from ADMIN_EMAIL', { email });
  } catch (error) {
    if (!(error instanceof AccountExistsError)) throw error;
  }
}
