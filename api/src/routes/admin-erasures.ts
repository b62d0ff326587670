import type { Knex } from 'knex';
import { erasureInputSchema, type ErasureResult } from '@campaign/shared';
import { createAdminOnlyRouter } from '../auth/current-user';
import { recordActivity } from '../activity/activity-log';
import { dialectOf } from '../db/create-database';
import { parseBody } from '../http/validate';
import type { Models } from '../models';
import { toDate } from '../models/base-model';
import type { PledgeStats } from '../stats/pledge-stats';
import { DELIVERIES_TABLE, emailSha256, personErased, queueWebhookEvent } from '../webhooks/events';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Contact messages of `email` (lower-cased). The contact form stores emails lower-cased too, but
 * a row written another way must not escape an erasure, so case is ignored: LOWER() on both
 * sides. On MySQL the comparison is made binary, because the column's collation would also
 * take "résumé@…" for "resume@…" and erase someone else's messages.
 */
function contactsOf(db: Knex, trx: Knex.Transaction, email: string): Knex.QueryBuilder {
  const sameEmail =
    dialectOf(db) === 'mysql' ? 'LOWER(??) = ? COLLATE utf8mb4_bin' : 'LOWER(??) = ?';
  return trx('contacts').whereRaw(sameEmail, ['email', email]);
}

/**
 * Outbox emails to or about `email` (sent to it, or a contact notification whose Reply-To it
 * is: those quote the person's message), compared as `contactsOf` compares.
 */
function outboxOf(db: Knex, trx: Knex.Transaction, email: string): Knex.QueryBuilder {
  const sameEmail =
    dialectOf(db) === 'mysql' ? 'LOWER(??) = ? COLLATE utf8mb4_bin' : 'LOWER(??) = ?';
  return trx('email_outbox')
    .whereRaw(sameEmail, ['toAddress', email])
    .orWhereRaw(sameEmail, ['replyTo', email]);
}

/**
 * POST /api/admin/erasures: everything the site holds about one email (the pledge, contact
 * messages, newsletter subscription and the emails to or about it in the outbox) deleted in
 * one transaction with its activity entry,
 * which names no one: only the counts. The public pledge count follows at once
 * (PledgeStats.recordErasure). Admins only (an admin-only router).
 */
export function adminErasuresRouter({
  db,
  models,
  stats,
}: {
  db: Knex;
  models: Models;
  stats: PledgeStats;
}) {
  const router = createAdminOnlyRouter();

  router.post('/erasures', async (ctx) => {
    const { email } = parseBody(erasureInputSchema, ctx.request.body);
    ctx.body = await stats.recordErasure(() =>
      db.transaction(async (trx) => {
        // Pledges and subscriptions are stored lower-cased and compared byte for byte (their
        // unique keys). The pledges' times are read first, to take them off the public count.
        const pledges: { id: number; createdAt: unknown }[] = await trx('pledges')
          .select('id', 'createdAt')
          .where('email', email);
        const erased: Date[] = [];
        for (const pledge of pledges) {
          if ((await trx('pledges').where('id', pledge.id).delete()) > 0) {
            erased.push(toDate(pledge.createdAt) as Date);
          }
        }
        const result: ErasureResult = {
          pledges: erased.length,
          messages: await contactsOf(db, trx, email).delete(),
          subscriptions: await trx('newsletters').where('email', email).delete(),
        };
        await outboxOf(db, trx, email).delete();
        // Webhook deliveries about the person (their bodies name them) go too; receivers that
        // got earlier events are told, by the email's hash alone, to delete theirs.
        await trx(DELIVERIES_TABLE).where('subjectHash', emailSha256(email)).delete();
        if (result.pledges + result.messages + result.subscriptions > 0) {
          await queueWebhookEvent(trx, personErased(email, new Date(), result));
        }
        await recordActivity(
          models,
          ctx.state.user,
          {
            action: 'erase',
            entity: 'person',
            entityId: null,
            summary: `Erased ${count(result.pledges, 'pledge')}, ${count(result.messages, 'message')}, ${count(result.subscriptions, 'subscription')}`,
          },
          trx,
        );
        return { result, erased };
      }),
    );
  });

  return router;
}
