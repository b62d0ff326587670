import type { Knex } from 'knex';
import {
  adminBlogPostSchema,
  ARTICLE_REVISIONS_KEPT,
  blogStatusSchema,
  type ArticleRevision,
  type ArticleRevisionSummary,
} from '@campaign/shared';
import { makersOf } from '../auth/staff-names';
import type { ContentRevision, Models, User } from '../models';
import type { adminArticle } from './article-json';

const ENTITY = 'blog-post';

/**
 * Keeps `article` (as stored, in the console's shape) as a new version of its article, in the
 * save's transaction, and lets the oldest go beyond ARTICLE_REVISIONS_KEPT.
 */
export async function recordArticleRevision(
  models: Models,
  user: Pick<User, 'id' | 'email'>,
  article: ReturnType<typeof adminArticle>,
  trx: Knex.Transaction,
): Promise<void> {
  const entityKey = String(article.id);
  await models.ContentRevision.query(trx).insert({
    entity: ENTITY,
    entityKey,
    snapshot: article,
    createdBy: user.id,
    createdByEmail: user.email,
  });
  const kept = await models.ContentRevision.query(trx)
    .where({ entity: ENTITY, entityKey })
    .orderBy('id', 'desc')
    .offset(ARTICLE_REVISIONS_KEPT)
    .limit(1)
    .select('id');
  if (kept[0]) {
    await models.ContentRevision.query(trx)
      .where({ entity: ENTITY, entityKey })
      .where('id', '<=', kept[0].id)
      .delete();
  }
}

/** Every kept version of the article, in the same transaction as its deletion. */
export function deleteArticleRevisions(models: Models, articleId: number, trx: Knex.Transaction) {
  return models.ContentRevision.query(trx)
    .where({ entity: ENTITY, entityKey: String(articleId) })
    .delete();
}

const summaryOf = (
  row: ContentRevision,
  savedBy: (row: ContentRevision) => string,
): ArticleRevisionSummary => {
  const { title, status } = row.snapshot;
  return {
    id: row.id,
    savedAt: row.createdAt.toISOString(),
    savedBy: savedBy(row),
    title: String(title),
    status: blogStatusSchema.parse(status),
  };
};

/** The article's kept versions, newest first, without their text. */
export async function listArticleRevisions(
  models: Models,
  articleId: number,
): Promise<ArticleRevisionSummary[]> {
  const rows = await models.ContentRevision.query()
    .where({ entity: ENTITY, entityKey: String(articleId) })
    .orderBy('id', 'desc');
  const savedBy = await makersOf(models, rows);
  return rows.map((row) => summaryOf(row, savedBy));
}

/** One kept version of the article, or null when it has no such version. */
export async function findArticleRevision(
  models: Models,
  articleId: number,
  revisionId: number,
): Promise<ArticleRevision | null> {
  const row = await models.ContentRevision.query().findOne({
    id: revisionId,
    entity: ENTITY,
    entityKey: String(articleId),
  });
  if (!row) return null;
  const savedBy = await makersOf(models, [row]);
  return { ...summaryOf(row, savedBy), article: adminBlogPostSchema.parse(row.snapshot) };
}
