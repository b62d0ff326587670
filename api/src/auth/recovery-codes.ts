import { createHash, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import type { Models } from '../models';

/**
 * Recovery codes: ten one-time codes shown once when two-factor sign-in is switched on, for the
 * day the phone is lost. Ten letters and digits each (about 50 bits) from an alphabet without
 * look-alikes, written "abcde-fghij". Only their SHA-256 is stored (the code is random enough
 * that a slow hash adds nothing), and each works once.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Lower case, no separators or spaces: how a code is compared, however it was typed. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** True when `code` has the shape of a recovery code (not of an app's 6-digit code). */
export function looksLikeRecoveryCode(code: string): boolean {
  return normaliseRecoveryCode(code).length === LENGTH;
}

/** Replaces the account's recovery codes with ten new ones (in `trx`); answers them in clear. */
export async function replaceRecoveryCodes(
  models: Models,
  userId: string,
  trx: Knex.Transaction,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await models.RecoveryCode.query(trx).delete().where({ userId });
  for (const code of codes) {
    await models.RecoveryCode.query(trx).insert({ userId, codeHash: hashRecoveryCode(code) });
  }
  return codes;
}

/**
 * Spends one recovery code of the account: true when it was one and unused. The update is the
 * check, so two sign-ins racing with the same code cannot both succeed.
 */
export async function spendRecoveryCode(
  models: Models,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await models.RecoveryCode.query()
    .patch({ usedAt: now })
    .where({ userId, codeHash: hashRecoveryCode(code) })
    .whereNull('usedAt');
  return spent > 0;
}

export async function unusedRecoveryCodes(models: Models, userId: string): Promise<number> {
  const row = (await models.RecoveryCode.query()
    .where({ userId })
    .whereNull('usedAt')
    .count({ count: '*' })
    .first()) as unknown as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}
