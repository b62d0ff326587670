import type { Knex } from 'knex';
import { NEWSLETTER_UNSUBSCRIBE_PATH, type SubscriptionStatus } from '@campaign/shared';

/**
 * The newsletter's list (table `newsletters`) as the senders of mail see it: only confirmed
 * addresses (see SUBSCRIPTION_STATUSES) are ever mailed.
 */

/** A confirmed address and the token of its own unsubscribe link. */
export interface MailableSubscriber {
  id: number;
  email: string;
  unsubscribeToken: string;
}

/** Every confirmed subscriber, oldest first. Pass the transaction that queues their emails. */
export async function confirmedSubscribers(
  db: Knex | Knex.Transaction,
): Promise<MailableSubscriber[]> {
  const rows: { id: number | string; email: string; unsubscribeToken: string }[] = await db(
    'newsletters',
  )
    .select('id', 'email', 'unsubscribeToken')
    .where('status', 'confirmed' satisfies SubscriptionStatus)
    .orderBy('id');
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** How many addresses a newsletter would go to now. */
export async function countConfirmedSubscribers(db: Knex | Knex.Transaction): Promise<number> {
  const [row] = await db('newsletters')
    .where('status', 'confirmed' satisfies SubscriptionStatus)
    .count({ count: '*' });
  return Number(row?.count ?? 0);
}

/** The page a subscriber's unsubscribe link opens, absolute on the site. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The headers that let a mail client offer "Unsubscribe" itself and do it with one POST to the
 * same link, without opening a page (RFC 8058).
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
