import type { Knex } from 'knex';
import {
  PREVIEW_LINK_DAYS,
  previewLinkPath,
  type NewPreviewLink,
  type PreviewLink,
} from '@campaign/shared';
import { hashLinkToken, isWellFormedToken, newLinkToken } from '../auth/password-links';
import { fullName, makersOf } from '../auth/staff-names';
import type { ArticlePreviewLink, BlogPost, Models, User } from '../models';

/**
 * Links that show an unpublished article to someone without an account. Made like the
 * set-password links: a random 32-byte token in the URL, only its SHA-256 in the database, so a
 * copy of the table opens nothing. A link works until it expires (PREVIEW_LINK_DAYS) or is
 * revoked (deleted); deleting the article deletes its links (foreign key).
 */

export const PREVIEW_LINK_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;

const linkOf = (row: ArticlePreviewLink, createdBy: string): PreviewLink => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  createdBy,
});

/**
 * A new link to `post`, made by `user`; the article's expired links are dropped on the way, so
 * the table holds no more than the live ones and the last few. The token is in the answer's URL
 * and nowhere else.
 */
export async function createPreviewLink(
  models: Models,
  publicUrl: string,
  post: Pick<BlogPost, 'id'>,
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>,
  now: Date,
  trx: Knex.Transaction,
): Promise<NewPreviewLink> {
  await models.ArticlePreviewLink.query(trx)
    .where({ blogPostId: post.id })
    .where('expiresAt', '<=', now)
    .delete();
  const token = newLinkToken();
  const row = await models.ArticlePreviewLink.query(trx).insert({
    blogPostId: post.id,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(now.getTime() + PREVIEW_LINK_MS),
    createdBy: user.id,
    createdByEmail: user.email,
    createdAt: now,
  });
  const createdBy = fullName(user) || user.email;
  return { ...linkOf(row, createdBy), url: `${publicUrl}${previewLinkPath(token)}` };
}

/** The article's live links, newest first, without their tokens (which are not stored). */
export async function listPreviewLinks(
  models: Models,
  post: Pick<BlogPost, 'id'>,
  now: Date,
): Promise<PreviewLink[]> {
  const rows = await models.ArticlePreviewLink.query()
    .where({ blogPostId: post.id })
    .where('expiresAt', '>', now)
    .orderBy('id', 'desc');
  const makerOf = await makersOf(models, rows);
  return rows.map((row) => linkOf(row, makerOf(row)));
}

/** Revokes one link of the article; false when the article has no such link. */
export async function revokePreviewLink(
  models: Models,
  post: Pick<BlogPost, 'id'>,
  linkId: number,
  trx: Knex.Transaction,
): Promise<boolean> {
  const deleted = await models.ArticlePreviewLink.query(trx)
    .where({ id: linkId, blogPostId: post.id })
    .delete();
  return deleted > 0;
}

/**
 * The article a token opens, with its image, while the link is live. Undefined otherwise,
 * whatever the reason (malformed, unknown, expired, revoked, article deleted), so the page says
 * the same thing in every case: one indexed lookup by hash, whose cost does not depend on how
 * close a guess was.
 */
export async function findPreviewedArticle(
  models: Models,
  token: unknown,
  now: Date,
): Promise<BlogPost | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const link = await models.ArticlePreviewLink.query()
    .findOne({ tokenHash: hashLinkToken(token) })
    .where('expiresAt', '>', now);
  if (!link) return undefined;
  return models.BlogPost.query().findById(link.blogPostId).withGraphFetched('image');
}
