import type { Knex } from 'knex';
import { dialectOf } from '../db/create-database';
import type { Logger } from '../logger';
import { enqueueEmail } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import type { ContactNotification } from '../models/contact';
import { contactDigestEmail, type DigestMessage } from '../mail/templates/contact-digest';
import { startPeriodic } from './periodic';

/** How often waiting contact messages are gathered into a digest. */
export const CONTACT_DIGEST_INTERVAL_MS = 15 * 60_000;
/** Messages per digest email; more wait for the next one, sent in the same pass. */
export const DIGEST_MAX_MESSAGES = 100;

/**
 * Queues one digest email listing the contact messages waiting for it (those that came after
 * the hour's one-by-one notifications, routes/contact.ts), and marks them `digested`, in one
 * transaction: a message is in exactly one digest. On MySQL the rows are locked as they are
 * read, so two instances' passes at once never list one message twice. Answers how many
 * messages were listed. Without an address to notify, the messages wait (the console has them).
 */
export async function queueContactDigest(
  db: Knex,
  mail: MailSettings,
  now: Date = new Date(),
): Promise<number> {
  const to = mail.notifyTo;
  if (!to) return 0;
  let listed = 0;
  for (;;) {
    const inThisDigest = await db.transaction(async (trx) => {
      const query = trx('contacts')
        .where('notification', 'digest' satisfies ContactNotification)
        .orderBy('id')
        .limit(DIGEST_MAX_MESSAGES)
        .select('id', 'name', 'email', 'message', 'createdAt');
      // SQLite has one writer at a time; a row lock is MySQL's way to the same.
      if (dialectOf(db) === 'mysql') query.forUpdate();
      const rows = (await query) as (Omit<DigestMessage, 'createdAt'> & {
        createdAt: Date | number | string;
      })[];
      if (rows.length === 0) return 0;
      const messages = rows.map((row) => ({
        ...row,
        id: Number(row.id),
        createdAt: new Date(row.createdAt),
      }));
      await trx('contacts')
        .whereIn(
          'id',
          messages.map((message) => message.id),
        )
        .update({ notification: 'digested' satisfies ContactNotification });
      await enqueueEmail(trx, contactDigestEmail(mail, to, messages), now);
      return messages.length;
    });
    listed += inThisDigest;
    if (inThisDigest < DIGEST_MAX_MESSAGES) return listed;
  }
}

/**
 * Runs `queueContactDigest` now and every `intervalMs` (server.ts). The timer never keeps the
 * process alive; the returned function stops it before the database closes.
 */
export function startContactDigests(
  db: Knex,
  mail: MailSettings,
  logger: Logger,
  intervalMs = CONTACT_DIGEST_INTERVAL_MS,
): () => void {
  return startPeriodic(async () => {
    try {
      const listed = await queueContactDigest(db, mail);
      if (listed > 0) logger.info('queued a contact digest', { messages: listed });
    } catch (error) {
      logger.warn('could not queue the contact digest', { err: String(error) });
    }
  }, intervalMs);
}
