import type { Knex } from 'knex';
import { CONSENT_WORDING, type SubscriptionStatus } from '@campaign/shared';
import { hashLinkToken, isWellFormedToken, newLinkToken } from '../auth/password-links';
import type { AttributionColumns } from '../attribution/attribution-columns';
import { isUniqueViolation } from '../db/errors';
import type { MailCaps } from '../mail/mail-caps';
import { enqueueEmail } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import type { CachedSiteSettings } from '../settings/site-settings';
import { subscriptionConfirmEmail } from '../mail/templates/subscription-confirm';
import { queueWebhookEvent, subscriberConfirmed } from '../webhooks/events';

/**
 * The newsletter's double opt-in. Signing up stores the address as `pending`, with the time and
 * the wording it agreed to, and queues a confirmation email in the same transaction; the
 * address becomes `confirmed` only when its owner presses the button on the page the emailed
 * link opens. Unsubscribing needs nothing but the address's own unsubscribe token.
 *
 * Every change is one conditional statement (no read-then-write), so two requests at once, or
 * two API instances, never send two confirmation emails or undo each other.
 */

/** A repeat sign-up of an unconfirmed address re-sends the confirmation at most this often. */
export const CONFIRM_RESEND_MS = 60 * 60 * 1000;
/** How long a confirmation link works; signing up again sends a fresh one. */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000;

export interface SubscriptionDeps {
  db: Knex;
  /** The site's name and origin, for the confirmation email. */
  mail: MailSettings;
  /** The organisers' address, for the confirmation email's footer. */
  siteSettings: CachedSiteSettings;
  clock: () => Date;
  /** The outgoing-mail caps the confirmation email is held to. */
  mailCaps: MailCaps;
}

const status = (value: SubscriptionStatus) => value;

/**
 * Signs an address up. New: stored as pending with a confirmation email. Pending or
 * unsubscribed: pending again with a fresh link, unless a confirmation went out less than
 * CONFIRM_RESEND_MS ago. Confirmed: nothing changes and nothing is sent. The answer is the same
 * in every case (routes/newsletter.ts), so the form tells nobody who is subscribed.
 *
 * The outgoing-mail caps (mail/mail-caps.ts) refuse a sign-up, storing nothing, when this
 * hour's confirmation emails are used up (503), or when another spelling of the same mailbox
 * (`victim+2@` after `victim+1@`) had a confirmation this window (429: check your inbox).
 */
export async function subscribe(
  { db, mail, siteSettings, clock, mailCaps }: SubscriptionDeps,
  email: string,
  /** Where this sign-up came from; kept only by a new address (a repeat keeps its first). */
  attribution?: AttributionColumns,
): Promise<void> {
  const now = clock();
  const token = newLinkToken();
  const consent = { consentAt: now, consentVersion: CONSENT_WORDING.newsletter.version };
  const pending = {
    status: status('pending'),
    confirmTokenHash: hashLinkToken(token),
    confirmSentAt: now,
    ...consent,
  };
  const { contactEmail } = await siteSettings.read();
  const confirmation = {
    ...subscriptionConfirmEmail({ ...mail, contactEmail }, { email, token }),
    mailboxWindowKey: mailCaps.windowKey('subscription-confirm', email, now),
  };
  const giveBack = await mailCaps.countUnconfirmed(email, 'newsletter');
  let queued = false;
  try {
    await db.transaction(async (trx) => {
      let isNew = true;
      try {
        // Most sign-ups are new: one INSERT. A savepoint, so an address already on the list
        // rolls back only this insert (and on MySQL takes no gap lock a concurrent sign-up
        // could meet).
        await trx.transaction(async (insert) => {
          await insert('newsletters').insert({
            email,
            ...pending,
            unsubscribeToken: newLinkToken(),
            createdAt: now,
            ...attribution,
          });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        isNew = false;
      }
      if (!isNew) {
        const resent = await trx('newsletters')
          .where({ email })
          .whereNot('status', status('confirmed'))
          .where((recent) => {
            recent
              .whereNull('confirmSentAt')
              .orWhere('confirmSentAt', '<=', new Date(now.getTime() - CONFIRM_RESEND_MS));
          })
          .update(pending);
        if (resent !== 1) return;
      }
      try {
        await enqueueEmail(trx, confirmation, now);
      } catch (error) {
        // The outbox's one unique key is the mailbox window's: this mailbox had its
        // confirmation this window. Thrown, so the transaction stores nothing.
        if (isUniqueViolation(error)) throw mailCaps.confirmationAlreadySent(now);
        throw error;
      }
      queued = true;
    });
  } finally {
    // No confirmation queued: it does not use up the hour's caps.
    if (!queued) await giveBack();
  }
}

/** The pending subscription a confirmation token belongs to, while its link works. */
export async function findConfirmable(
  { db, clock }: Pick<SubscriptionDeps, 'db' | 'clock'>,
  token: unknown,
): Promise<{ id: number; email: string } | null> {
  if (!isWellFormedToken(token)) return null;
  const row: { id: number | string; email: string } | undefined = await db('newsletters')
    .where({ confirmTokenHash: hashLinkToken(token), status: status('pending') })
    .where('confirmSentAt', '>', new Date(clock().getTime() - CONFIRM_LINK_MS))
    .first('id', 'email');
  return row ? { id: Number(row.id), email: row.email } : null;
}

/** Confirms the subscription of a working confirmation token; false if it does not work. */
export async function confirmSubscription(
  deps: Pick<SubscriptionDeps, 'db' | 'clock'>,
  token: unknown,
): Promise<boolean> {
  const found = await findConfirmable(deps, token);
  if (!found) return false;
  const now = deps.clock();
  return deps.db.transaction(async (trx) => {
    const changed = await trx('newsletters')
      .where({ id: found.id, status: status('pending') })
      .update({ status: status('confirmed'), confirmedAt: now, confirmTokenHash: null });
    // Its webhook deliveries, only for the press that confirmed it.
    if (changed === 1) await queueWebhookEvent(trx, subscriberConfirmed(found.email, now), now);
    return changed === 1;
  });
}

/**
 * The address an unsubscribe token belongs to, whatever its state: a subscription's token, or a
 * pledge's (pledgers are mailed too, docs/decisions/046-mailing-audience.md). `status` is
 * `unsubscribed` once it has left.
 */
export async function findByUnsubscribeToken(
  db: Knex,
  token: unknown,
): Promise<{ email: string; status: SubscriptionStatus } | null> {
  if (!isWellFormedToken(token)) return null;
  const subscription: { email: string; status: SubscriptionStatus } | undefined = await db(
    'newsletters',
  )
    .where({ unsubscribeToken: token })
    .first('email', 'status');
  if (subscription) return subscription;
  const pledge: { email: string; unsubscribedAt: unknown } | undefined = await db('pledges')
    .where({ unsubscribeToken: token })
    .first('email', 'unsubscribedAt');
  if (!pledge) return null;
  return {
    email: pledge.email,
    status: status(pledge.unsubscribedAt == null ? 'confirmed' : 'unsubscribed'),
  };
}

/**
 * Unsubscribes the address of an unsubscribe token from every campaign email: its subscription
 * (a pending confirmation stops working too) and its pledge's mailing alike, in one transaction,
 * whichever of the two the token came from; the pledge itself stays counted. True when the token
 * belongs to an address (unsubscribing twice is fine), false for an unknown token.
 */
export async function unsubscribe(
  { db, clock }: Pick<SubscriptionDeps, 'db' | 'clock'>,
  token: unknown,
): Promise<boolean> {
  const found = await findByUnsubscribeToken(db, token);
  if (!found) return false;
  const now = clock();
  await db.transaction(async (trx) => {
    await trx('newsletters')
      .where({ email: found.email })
      .whereNot('status', status('unsubscribed'))
      .update({ status: status('unsubscribed'), unsubscribedAt: now, confirmTokenHash: null });
    await trx('pledges')
      .where({ email: found.email })
      .whereNull('unsubscribedAt')
      .update({ unsubscribedAt: now });
  });
  return true;
}
