import type { Knex } from 'knex';
import {
  mergePageContent,
  type PageKey,
  type PageRevision,
  type PageRevisionSummary,
} from '@campaign/shared';
import { changedFields } from '../activity/activity-log';
import type { Models, User } from '../models';
import {
  findRevision,
  listRevisions,
  recordRevision,
  snapshotBefore,
  type Versioned,
} from './revisions';

const versionsOf = (key: PageKey): Versioned => ({ entity: 'page-content', entityKey: key });

/**
 * Keeps `page` (the whole page as saved, merged over the defaults: what the console's GET
 * answers) as a new version of the page, in the save's transaction, and lets the oldest go
 * beyond REVISIONS_KEPT (content/revisions.ts).
 */
export function recordPageRevision(
  models: Models,
  user: Pick<User, 'id' | 'email'>,
  key: PageKey,
  page: object,
  trx: Knex.Transaction,
): Promise<void> {
  return recordRevision(models, user, versionsOf(key), page, trx);
}

/**
 * The page's kept versions, newest first, without their content: each with the sections its
 * save changed from the version kept before it (none before the oldest: null).
 */
export async function listPageRevisions(
  models: Models,
  key: PageKey,
): Promise<PageRevisionSummary[]> {
  const kept = await listRevisions(models, versionsOf(key));
  return kept.map(({ id, savedAt, savedBy, snapshot }, index) => {
    const before = kept[index + 1];
    return {
      id,
      savedAt,
      savedBy,
      changed: before ? changedFields(before.snapshot, snapshot) : null,
    };
  });
}

/**
 * One kept version of the page, or null when it has no such version: its content laid over the
 * defaults again, so a version saved before the page's sections changed still fills the editor.
 */
export async function findPageRevision(
  models: Models,
  key: PageKey,
  revisionId: number,
): Promise<PageRevision | null> {
  const of = versionsOf(key);
  const revision = await findRevision(models, of, revisionId);
  if (!revision) return null;
  const { id, savedAt, savedBy, snapshot } = revision;
  const before = await snapshotBefore(models, of, id);
  return {
    id,
    savedAt,
    savedBy,
    changed: before ? changedFields(before, snapshot) : null,
    content: mergePageContent(key, snapshot) as Record<string, unknown>,
  };
}
