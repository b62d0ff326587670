import type { Knex } from 'knex';
import { REVISIONS_KEPT, type ActivityEntity, type RevisionSummary } from '@campaign/shared';
import { makersOf } from '../auth/staff-names';
import type { ContentRevision, Models, User } from '../models';

/**
 * What the versions are of: an activity-log entity ('blog-post', 'page-content') and its key (an
 * article's id, which outlives a change of address; a page's key).
 */
export interface Versioned {
  entity: ActivityEntity;
  entityKey: string;
}

/** A kept version: when and by whom it was saved, and what was saved (as the console reads it). */
export interface KeptRevision extends RevisionSummary {
  snapshot: Record<string, unknown>;
}

/**
 * Keeps `snapshot` as the newest version of `of`, in the save's transaction, and lets the oldest
 * go beyond REVISIONS_KEPT.
 */
export async function recordRevision(
  models: Models,
  user: Pick<User, 'id' | 'email'>,
  of: Versioned,
  snapshot: object,
  trx: Knex.Transaction,
): Promise<void> {
  const where = { entity: of.entity, entityKey: of.entityKey };
  await models.ContentRevision.query(trx).insert({
    ...where,
    snapshot: snapshot as Record<string, unknown>,
    createdBy: user.id,
    createdByEmail: user.email,
  });
  const kept = await models.ContentRevision.query(trx)
    .where(where)
    .orderBy('id', 'desc')
    .offset(REVISIONS_KEPT)
    .limit(1)
    .select('id');
  if (kept[0]) {
    await models.ContentRevision.query(trx).where(where).where('id', '<=', kept[0].id).delete();
  }
}

/** Every kept version of `of`, in the same transaction as its deletion. */
export function deleteRevisions(models: Models, of: Versioned, trx: Knex.Transaction) {
  return models.ContentRevision.query(trx)
    .where({ entity: of.entity, entityKey: of.entityKey })
    .delete();
}

const keptOf = (row: ContentRevision, savedBy: (row: ContentRevision) => string): KeptRevision => ({
  id: row.id,
  savedAt: row.createdAt.toISOString(),
  savedBy: savedBy(row),
  snapshot: row.snapshot,
});

/** The kept versions of `of`, newest first. */
export async function listRevisions(models: Models, of: Versioned): Promise<KeptRevision[]> {
  const rows = await models.ContentRevision.query()
    .where({ entity: of.entity, entityKey: of.entityKey })
    .orderBy('id', 'desc');
  const savedBy = await makersOf(models, rows);
  return rows.map((row) => keptOf(row, savedBy));
}

/** One kept version of `of`, or null when it has no such version. */
export async function findRevision(
  models: Models,
  of: Versioned,
  revisionId: number,
): Promise<KeptRevision | null> {
  const row = await models.ContentRevision.query().findOne({
    id: revisionId,
    entity: of.entity,
    entityKey: of.entityKey,
  });
  if (!row) return null;
  return keptOf(row, await makersOf(models, [row]));
}

/** What was saved in the version of `of` kept just before `revisionId`; null for the oldest. */
export async function snapshotBefore(
  models: Models,
  of: Versioned,
  revisionId: number,
): Promise<Record<string, unknown> | null> {
  const row = await models.ContentRevision.query()
    .where({ entity: of.entity, entityKey: of.entityKey })
    .where('id', '<', revisionId)
    .orderBy('id', 'desc')
    .first()
    .select('snapshot');
  return row?.snapshot ?? null;
}
