import type { Knex } from 'knex';
import {
  adminBlogPostSchema,
  blogStatusSchema,
  type ArticleRevision,
  type ArticleRevisionSummary,
} from '@campaign/shared';
import {
  deleteRevisions,
  findRevision,
  listRevisions,
  recordRevision,
  type KeptRevision,
  type Versioned,
} from '../content/revisions';
import type { Models, User } from '../models';
import type { adminArticle } from './article-json';

/** An article's versions, by its id (which outlives a change of address). */
const versionsOf = (articleId: number): Versioned => ({
  entity: 'blog-post',
  entityKey: String(articleId),
});

/**
 * Keeps `article` (as stored, in the console's shape) as a new version of its article, in the
 * save's transaction, and lets the oldest go beyond REVISIONS_KEPT (content/revisions.ts).
 */
export function recordArticleRevision(
  models: Models,
  user: Pick<User, 'id' | 'email'>,
  article: ReturnType<typeof adminArticle>,
  trx: Knex.Transaction,
): Promise<void> {
  return recordRevision(models, user, versionsOf(article.id), article, trx);
}

/** Every kept version of the article, in the same transaction as its deletion. */
export function deleteArticleRevisions(models: Models, articleId: number, trx: Knex.Transaction) {
  return deleteRevisions(models, versionsOf(articleId), trx);
}

const summaryOf = ({ id, savedAt, savedBy, snapshot }: KeptRevision): ArticleRevisionSummary => ({
  id,
  savedAt,
  savedBy,
  title: String(snapshot.title),
  status: blogStatusSchema.parse(snapshot.status),
});

/** The article's kept versions, newest first, without their text. */
export async function listArticleRevisions(
  models: Models,
  articleId: number,
): Promise<ArticleRevisionSummary[]> {
  return (await listRevisions(models, versionsOf(articleId))).map(summaryOf);
}

/** One kept version of the article, or null when it has no such version. */
export async function findArticleRevision(
  models: Models,
  articleId: number,
  revisionId: number,
): Promise<ArticleRevision | null> {
  const revision = await findRevision(models, versionsOf(articleId), revisionId);
  if (!revision) return null;
  return { ...summaryOf(revision), article: adminBlogPostSchema.parse(revision.snapshot) };
}
