import type { Knex } from 'knex';
import { dialectOf } from '../db/create-database';
import { retryDeadlocks } from '../delivery/deadlocks';
import { OutboxEmail } from '../models';
import { OUTBOX_FORMAT, type EmailStatus } from './outbox';

/**
 * The mail worker's hold on outbox rows. A row is due when it is `queued` and its
 * `next_attempt_at` has come, or when it is `sending` under a claim that has run out (the
 * instance that claimed it stopped mid-batch). Claiming turns due rows into `sending` with this
 * worker's id and a deadline, atomically, so two instances never hold the same row:
 *
 * - MySQL: in one transaction, the due rows are selected `FOR UPDATE SKIP LOCKED` (rows another
 *   instance is claiming at that moment are passed over, not waited for) and updated.
 * - SQLite has one writer at a time: each row is claimed by an UPDATE that checks it is still
 *   due, and only the rows that UPDATE changed are this worker's.
 *
 * Every later change (sent, retry, failed, released) is made only while the claim is still this
 * worker's, so a worker whose claim was taken over cannot overwrite the new holder's result.
 *
 * Only rows this release can render are ever due to it: their `format` is at most
 * `OUTBOX_FORMAT` (mail/outbox.ts). A row a newer release wrote in a newer format is not even
 * looked at: during a rolling deploy it stays as it is (queued, its attempts uncounted) until an
 * instance of that release claims it.
 */

const TABLE = 'email_outbox';

type Row = Record<string, unknown>;

/**
 * The two ways a row is due to send, each a status and the time from which it is due. Expired
 * claims come first: they have waited longest.
 */
const DUE = [
  { status: 'sending', from: 'claimedUntil' },
  { status: 'queued', from: 'nextAttemptAt' },
] as const satisfies readonly { status: EmailStatus; from: string }[];

/** Rows in a format this release can render (see `OUTBOX_FORMAT`). */
const renderable = (query: Knex.QueryBuilder) => query.where('format', '<=', OUTBOX_FORMAT);

/** One query per way of being due, each oldest first. */
function dueQueries(db: Knex | Knex.Transaction, now: Date, limit: number) {
  return DUE.map(({ status, from }) =>
    renderable(db(TABLE).select('id'))
      .where('status', status)
      .where(from, '<=', now)
      .orderBy([{ column: from }, { column: 'id' }])
      .limit(limit),
  );
}

/** The same "still due" test as `dueQueries`, for one row in a conditional UPDATE. */
function whereStillDue(query: Knex.QueryBuilder, now: Date) {
  return renderable(query).where((due) => {
    for (const { status, from } of DUE) {
      due.orWhere((way) => {
        way.where('status', status).where(from, '<=', now);
      });
    }
  });
}

export interface Claim {
  workerId: string;
  /** When the claim runs out and another instance may take the rows over. */
  until: Date;
}

/** Claims up to `limit` due rows for `claim.workerId`; answers them, oldest due first. */
export async function claimDueEmails(
  db: Knex,
  claim: Claim,
  now: Date,
  limit: number,
): Promise<OutboxEmail[]> {
  const claimed = { status: 'sending' satisfies EmailStatus, claimedBy: claim.workerId };
  let ids: number[];
  if (dialectOf(db) === 'mysql') {
    const claimOnce = () =>
      db.transaction(
        async (trx) => {
          const found: number[] = [];
          for (const query of dueQueries(trx, now, limit)) {
            const rows = (await query
              .limit(limit - found.length)
              .forUpdate()
              .skipLocked()) as Row[];
            found.push(...rows.map((row) => Number(row.id)));
            if (found.length >= limit) break;
          }
          if (found.length > 0)
            await trx(TABLE)
              .whereIn('id', found)
              .update({ ...claimed, claimedUntil: claim.until });
          return found;
        },
        // Read committed takes no gap locks, which instances claiming at once would otherwise
        // deadlock on (the claimed rows move to the `sending` part of the status index).
        { isolationLevel: 'read committed' },
      );
    ids = await retryDeadlocks(claimOnce);
  } else {
    ids = [];
    for (const query of dueQueries(db, now, limit)) {
      for (const row of (await query) as Row[]) {
        if (ids.length >= limit) break;
        const id = Number(row.id);
        const changed = await whereStillDue(db(TABLE).where('id', id), now).update({
          ...claimed,
          claimedUntil: claim.until,
        });
        if (changed === 1) ids.push(id);
      }
    }
  }
  if (ids.length === 0) return [];
  const rows = await OutboxEmail.bindKnex(db).query().whereIn('id', ids);
  // In the order they were due, as claimed.
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
}

/** The row, while this worker still holds it. */
const held = (db: Knex, id: number, claim: Claim) =>
  db(TABLE)
    .where({ id, status: 'sending' satisfies EmailStatus, claimedBy: claim.workerId })
    .where('claimedUntil', '=', claim.until);

const UNCLAIMED = { claimedBy: null, claimedUntil: null };

/** Delivered: `sent`, never picked up again. False when the claim was lost meanwhile. */
export async function markSent(
  db: Knex,
  id: number,
  claim: Claim,
  sentAt: Date,
  attempts: number,
): Promise<boolean> {
  const changed = await held(db, id, claim).update({
    status: 'sent' satisfies EmailStatus,
    sentAt,
    attempts,
    lastError: null,
    ...UNCLAIMED,
  });
  return changed === 1;
}

/** A failed attempt: back to `queued` for `nextAttemptAt`, or `failed` when `nextAttemptAt` is null. */
export async function markAttemptFailed(
  db: Knex,
  id: number,
  claim: Claim,
  failure: { attempts: number; lastError: string; nextAttemptAt: Date | null; failedAt: Date },
): Promise<boolean> {
  const changed = await held(db, id, claim).update({
    status: (failure.nextAttemptAt ? 'queued' : 'failed') satisfies EmailStatus,
    attempts: failure.attempts,
    lastError: failure.lastError,
    lastFailureAt: failure.failedAt,
    ...(failure.nextAttemptAt ? { nextAttemptAt: failure.nextAttemptAt } : {}),
    ...UNCLAIMED,
  });
  return changed === 1;
}

/** Hands rows that were claimed but not tried back to the queue (the worker is stopping). */
export async function releaseClaims(db: Knex, ids: number[], claim: Claim): Promise<void> {
  if (ids.length === 0) return;
  await db(TABLE)
    .whereIn('id', ids)
    .where({ status: 'sending' satisfies EmailStatus, claimedBy: claim.workerId })
    .where('claimedUntil', '=', claim.until)
    .update({ status: 'queued' satisfies EmailStatus, ...UNCLAIMED });
}
