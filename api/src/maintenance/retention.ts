import type { Knex } from 'knex';
import type { EmailStatus } from '../mail/outbox';
import { utcDay } from '../visitor-stats/visitor-hash';
import { deleteVisitorDaysBefore } from '../visitor-stats/visitor-store';

const DAY_MS = 86_400_000;

/** How long what people wrote and received is kept (0: forever). */
export interface RetentionPolicy {
  /** Sent emails keep their row (the Outbox's history) but lose their body after this. */
  sentEmailDays: number;
  /** Activity log entries are deleted after this. */
  activityLogDays: number;
  /** Daily visitor figures are deleted after this (none when not given). */
  visitorStatsDays?: number;
}

export interface RetentionOptions {
  now?: () => Date;
  /** Rows changed by one statement: each is short, so no table is held for long. */
  batchSize?: number;
  /** Statements per table per pass; what is left waits for the next pass. */
  maxBatches?: number;
}

export interface RetentionResult {
  sentEmailBodiesCleared: number;
  activityEntriesDeleted: number;
  visitorDaysDeleted: number;
}

/**
 * Applies the retention settings in bounded batches (maintenance runs it every few minutes):
 * clears the HTML, text and template parameters of sent emails older than the policy, and
 * deletes activity log entries older than theirs and daily visitor figures older than theirs
 * (visitor-stats/visitor-store.ts). Emails still queued or failed are never
 * touched; they are work, not history.
 *
 * Cleared rows stay where the search for sent emails looks, so each pass remembers up to when
 * everything was cleared and looks only after that; a new process looks through once.
 */
export function retention(
  db: Knex,
  policy: RetentionPolicy,
  { now = () => new Date(), batchSize = 500, maxBatches = 20 }: RetentionOptions = {},
) {
  let emailsClearedBefore: Date | null = null;

  async function clearSentEmailBodies(): Promise<number> {
    if (policy.sentEmailDays === 0) return 0;
    const cutoff = new Date(now().getTime() - policy.sentEmailDays * DAY_MS);
    let cleared = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const query = db('email_outbox')
        .where({ status: 'sent' satisfies EmailStatus })
        .where('sentAt', '<', cutoff)
        .where((body) => {
          body.whereNot('html', '').orWhereNot('text', '').orWhereNotNull('templateParams');
        });
      if (emailsClearedBefore) query.where('sentAt', '>=', emailsClearedBefore);
      const ids = (await query.orderBy('id').limit(batchSize).pluck('id')) as number[];
      if (ids.length > 0) {
        cleared += await db('email_outbox')
          .whereIn('id', ids)
          .update({ html: '', text: '', templateParams: null });
      }
      if (ids.length < batchSize) {
        emailsClearedBefore = cutoff;
        break;
      }
    }
    return cleared;
  }

  async function deleteOldActivity(): Promise<number> {
    if (policy.activityLogDays === 0) return 0;
    const cutoff = new Date(now().getTime() - policy.activityLogDays * DAY_MS);
    let deleted = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const ids = (await db('activity_log')
        .where('createdAt', '<', cutoff)
        .orderBy('id')
        .limit(batchSize)
        .pluck('id')) as number[];
      if (ids.length > 0) deleted += await db('activity_log').whereIn('id', ids).delete();
      if (ids.length < batchSize) break;
    }
    return deleted;
  }

  // A day's figures go once the whole day is older than the policy.
  async function deleteOldVisitorDays(): Promise<number> {
    if (!policy.visitorStatsDays) return 0;
    const cutoff = utcDay(new Date(now().getTime() - policy.visitorStatsDays * DAY_MS));
    return deleteVisitorDaysBefore(db, cutoff, maxBatches);
  }

  return {
    async run(): Promise<RetentionResult> {
      return {
        sentEmailBodiesCleared: await clearSentEmailBodies(),
        activityEntriesDeleted: await deleteOldActivity(),
        visitorDaysDeleted: await deleteOldVisitorDays(),
      };
    },
  };
}

export type Retention = ReturnType<typeof retention>;
