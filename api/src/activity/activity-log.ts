import type { Knex } from 'knex';
import type { ActivityAction, ActivityEntity } from '@campaign/shared';
import type { Models, User } from '../models';

export interface Activity {
  action: ActivityAction;
  entity: ActivityEntity;
  /** The row's id or key; omitted when the entry must not identify anyone (an erasure). */
  entityId?: string | number | null;
  /** A short, human summary: which fields changed, how many rows were exported. */
  summary: string;
}

const SUMMARY_MAX = 500;

/**
 * Records one admin write in the activity log. Pass the write's transaction, so the change and
 * its entry are stored together or not at all.
 */
export async function recordActivity(
  models: Models,
  user: Pick<User, 'id' | 'email'>,
  activity: Activity,
  trx?: Knex.Transaction,
): Promise<void> {
  const summary =
    activity.summary.length > SUMMARY_MAX
      ? `${activity.summary.slice(0, SUMMARY_MAX - 1)}…`
      : activity.summary;
  await models.ActivityEntry.query(trx).insert({
    userId: user.id,
    userEmail: user.email,
    action: activity.action,
    entity: activity.entity,
    entityId: activity.entityId == null ? null : String(activity.entityId),
    summary,
  });
}

/**
 * A value as JSON would carry it, so a stored Date and the ISO text of a form compare equal, and
 * an absent optional field equals a stored null.
 */
function comparable(value: unknown): string {
  return JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
}

/** The names of the fields in `after` whose values differ from `before`. */
export function changedFields(before: object, after: object): string[] {
  const old = before as Record<string, unknown>;
  return Object.entries(after)
    .filter(([key, value]) => comparable(old[key]) !== comparable(value))
    .map(([key]) => key);
}

/** "Changed title, content", or "Saved without changes". */
export function describeChanges(fields: string[]): string {
  return fields.length > 0 ? `Changed ${fields.join(', ')}` : 'Saved without changes';
}
