import type { Knex } from 'knex';
import type { SubscriptionStatus } from '@campaign/shared';
import { hashLinkToken, newLinkToken } from '../auth/password-links';
import type { Logger } from '../logger';
import { startPeriodic } from '../maintenance/periodic';
import { enqueueEmail } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import { subscriptionConfirmEmail } from '../mail/templates/subscription-confirm';
import { CONFIRM_LINK_MS } from './subscriptions';

/** An unconfirmed subscription is reminded this long after its confirmation email. */
export const CONFIRM_REMINDER_AFTER_MS = 48 * 60 * 60 * 1000;
/** How often the reminders due are looked for. */
export const CONFIRM_REMINDER_INTERVAL_MS = 15 * 60_000;
/** Subscriptions read per query; a pass goes on until none is due. */
const BATCH = 100;

const PENDING: SubscriptionStatus = 'pending';

/**
 * Sends the one reminder an unconfirmed subscription gets: to every pending address whose
 * confirmation went out at least CONFIRM_REMINDER_AFTER_MS ago and was never reminded. The
 * reminder carries a fresh link (only a token's digest is stored, so the first one cannot be
 * sent again; it stops working) valid for CONFIRM_LINK_MS from now.
 *
 * Only a confirmation still within its link's lifetime is reminded, so a release that brings
 * this does not write to addresses that signed up long before. Each address is claimed by one
 * conditional update that sets `confirmRemindedAt`, in the transaction that queues its email:
 * two instances at once never send two reminders, and nothing clears it, so a later sign-up of
 * the same address is never reminded again. Answers how many reminders were queued.
 */
export async function queueConfirmReminders(
  db: Knex,
  site: Pick<MailSettings, 'siteName' | 'publicUrl'> & { contactEmail?: string },
  now: Date = new Date(),
): Promise<number> {
  const dueBefore = new Date(now.getTime() - CONFIRM_REMINDER_AFTER_MS);
  const linkStillWorks = new Date(now.getTime() - CONFIRM_LINK_MS);
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const due: { id: number | string; email: string }[] = await db('newsletters')
      .where('status', PENDING)
      .whereNull('confirmRemindedAt')
      .where('confirmSentAt', '<=', dueBefore)
      .where('confirmSentAt', '>', linkStillWorks)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'email');
    for (const row of due) {
      const token = newLinkToken();
      const sent = await db.transaction(async (trx) => {
        const claimed = await trx('newsletters')
          .where({ id: row.id, status: PENDING })
          .whereNull('confirmRemindedAt')
          .update({
            confirmTokenHash: hashLinkToken(token),
            confirmSentAt: now,
            confirmRemindedAt: now,
          });
        if (claimed !== 1) return false;
        await enqueueEmail(
          trx,
          subscriptionConfirmEmail(site, { email: row.email, token }, 'subscription-reminder'),
          now,
        );
        return true;
      });
      if (sent) queued += 1;
    }
    if (due.length < BATCH) return queued;
    afterId = Number(due.at(-1)!.id);
  }
}

/**
 * Runs `queueConfirmReminders` now and every `intervalMs` (server.ts), with the organisers'
 * address from the site settings in the footer. The timer never keeps the process alive; the
 * returned function stops it before the database closes.
 */
export function startConfirmReminders(
  db: Knex,
  mail: MailSettings,
  contactEmail: () => Promise<string | undefined>,
  logger: Logger,
  intervalMs = CONFIRM_REMINDER_INTERVAL_MS,
): () => void {
  return startPeriodic(async () => {
    try {
      const email = await contactEmail();
      const reminded = await queueConfirmReminders(db, {
        siteName: mail.siteName,
        publicUrl: mail.publicUrl,
        ...(email ? { contactEmail: email } : {}),
      });
      if (reminded > 0) logger.info('queued subscription reminders', { reminders: reminded });
    } catch (error) {
      logger.warn('could not queue the subscription reminders', { err: String(error) });
    }
  }, intervalMs);
}
