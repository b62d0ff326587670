import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { PASSWORD_LINK_HOURS, SET_PASSWORD_PATH, type PasswordLink } from '@campaign/shared';
import { randomToken } from '../crypto/random-token';
import { dialectOf } from '../db/create-database';
import type { Models, PasswordLink as PasswordLinkRow, User } from '../models';

/**
 * One-time links that let a new account set its first password, or a reset account a new one.
 * The link carries a random 32-byte token; the database keeps only its SHA-256, so whoever reads
 * the table (a backup, a leaked dump) cannot use a link. A link works once, for
 * PASSWORD_LINK_HOURS, and only the newest one of an account works.
 */

const TOKEN_BYTES = 32;
/** 32 bytes in base64url: 43 characters of A–Z, a–z, 0–9, `-` and `_`. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const PASSWORD_LINK_MS = PASSWORD_LINK_HOURS * 60 * 60 * 1000;

/** A fresh random token, as it goes into the link. */
export function newLinkToken(): string {
  return randomToken(TOKEN_BYTES);
}

/** What is stored for a token: its SHA-256 in hex. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True for text that could be a token this module made; anything else is not looked up. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_FORMAT.test(value);
}

/** The link to hand to the person: the site's public origin, the page, the token. */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Makes a new link for `userId`, deleting the account's older unused links (only the newest
 * works). The password already set, if any, keeps working until the link is used. Pass the
 * write's transaction: the link exists only if the write that asked for it was stored.
 */
export async function createPasswordLink(
  models: Models,
  publicUrl: string,
  userId: string,
  trx: Knex.Transaction,
  now = new Date(),
): Promise<PasswordLink> {
  // On MySQL the account's row is locked first, so two links made at once for one account
  // follow each other and the second replaces the first (SQLite runs one transaction at a time).
  if (dialectOf(models.User.knex()) === 'mysql') {
    await models.User.query(trx).select('id').where('id', userId).forUpdate();
  }
  await deleteUnusedLinks(models, userId, trx);
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_MS);
  await models.PasswordLink.query(trx).insert({
    userId,
    tokenHash: hashLinkToken(token),
    expiresAt,
    createdAt: now,
  });
  return { url: passwordLinkUrl(publicUrl, token), expiresAt: expiresAt.toISOString() };
}

/**
 * Deletes the account's unused links (replaced by a new one, or the account was disabled: a
 * link must not outlive that). Found first, then deleted by primary key: a DELETE by user id
 * would take MySQL gap locks that deadlock with links inserted for other accounts at once.
 */
export async function deleteUnusedLinks(
  models: Models,
  userId: string,
  trx: Knex.Transaction,
): Promise<void> {
  const unused = await models.PasswordLink.query(trx)
    .select('id')
    .where({ userId })
    .whereNull('usedAt');
  if (unused.length === 0) return;
  await models.PasswordLink.query(trx)
    .delete()
    .whereIn(
      'id',
      unused.map((link) => link.id),
    );
}

export interface UsableLink {
  link: PasswordLinkRow;
  user: User;
}

/**
 * The link a token opens, with its account, while it can still be used: not used, not expired,
 * not replaced by a newer one (those are deleted), and its account still there and enabled.
 * Undefined otherwise, whatever the reason, so the page says the same thing in every case.
 */
export async function findUsableLink(
  models: Models,
  token: unknown,
  trx?: Knex.Transaction,
  now = new Date(),
): Promise<UsableLink | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const link = await models.PasswordLink.query(trx)
    .findOne({ tokenHash: hashLinkToken(token) })
    .whereNull('usedAt')
    .where('expiresAt', '>', now);
  if (!link) return undefined;
  const user = await models.User.query(trx).findById(link.userId);
  if (!user || user.disabledAt != null) return undefined;
  return { link, user };
}

/**
 * Marks the link used, if it still can be: one conditional update, so of two posts of the same
 * link at once exactly one succeeds, on either database. False when it was already used or
 * has expired meanwhile.
 */
export async function claimLink(
  models: Models,
  link: Pick<PasswordLinkRow, 'id'>,
  trx: Knex.Transaction,
  now = new Date(),
): Promise<boolean> {
  const claimed = await models.PasswordLink.query(trx)
    .patch({ usedAt: now })
    .where({ id: link.id })
    .whereNull('usedAt')
    .where('expiresAt', '>', now);
  return claimed === 1;
}
