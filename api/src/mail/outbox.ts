import type { Knex } from 'knex';
import {
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  type OutboxKind,
  type OutboxStatus,
} from '@campaign/shared';

/**
 * The transactional outbox: an email is a row written in the same transaction as the change that
 * causes it (a pledge, a message, a subscription), so either both are stored or neither. The mail
 * worker delivers rows later, with retries, so an SMTP outage delays mail but loses none; without
 * SMTP_URL rows stay readable in the console's Outbox view.
 */

/**
 * Why an email is sent, and where it is on its way: the contracts package's lists, which the
 * console's Outbox view filters and labels by.
 */
export const EMAIL_KINDS = OUTBOX_KINDS;
export type EmailKind = OutboxKind;

export const EMAIL_STATUSES = OUTBOX_STATUSES;
export type EmailStatus = OutboxStatus;

export interface OutgoingEmail {
  kind: EmailKind;
  to: string;
  /** Where replies go (a contact notification's sender). */
  replyTo?: string;
  subject: string;
  /** Both parts of every email (see mail/layout.ts). */
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The newsletter this copy belongs to. */
  newsletterId?: number;
  /** One email of its kind per mailbox per window (mail/mail-caps.ts): unique when set. */
  mailboxWindowKey?: string | null;
}

/**
 * An email queued by its template's parameters instead of its parts (see outbox-bodies.ts, which
 * renders it when it is sent or shown). For an email written with every request, where its
 * rendered parts would be most of what a request stores.
 */
export interface TemplatedEmail {
  kind: EmailKind;
  to: string;
  subject: string;
  templateParams: Record<string, string>;
  /** See `OutgoingEmail`. */
  headers?: Record<string, string>;
  /** See `OutgoingEmail`. */
  mailboxWindowKey?: string | null;
}

/** Rows per INSERT when many emails are queued at once (a newsletter), within SQLite's limits. */
const INSERT_CHUNK = 200;

/** The outbox table. */
export const OUTBOX_TABLE = 'email_outbox';

/**
 * The format of the rows this release writes, and the newest it can send: a worker claims only
 * rows whose `format` is at most this (mail/claims.ts), so during a rolling deploy an instance
 * of an older release leaves a newer release's rows queued for a newer instance instead of
 * sending them wrongly rendered. Raise it by one, in the same release, when an older release
 * could not render a row this one writes:
 * - a template's parameters change shape incompatibly (a field renamed, removed or made to mean
 *   something else; `welcomeParamsSchema` in templates/pledge-welcome.ts, for instance);
 * - a new kind, or a kind newly queued by its template's parameters, is added (an older
 *   release's `outboxBodies` has no case for it);
 * - a column the worker must read to send a row correctly is added.
 * Not for a change older releases render correctly (new wording, a new optional parameter they
 * may ignore): that would only hold every email back from older instances during a deploy.
 */
export const OUTBOX_FORMAT = 1;

/** The columns every row starts with: this release's format, queued at `now`, due at once. */
const queuedAt = (now: Date) => ({
  format: OUTBOX_FORMAT,
  status: 'queued' satisfies EmailStatus,
  attempts: 0,
  nextAttemptAt: now,
  createdAt: now,
});

/**
 * The outbox row of `email`, queued at `now`: for a caller that hands the row to a batch
 * (db/group-commit.ts) instead of inserting it through `enqueueEmails`.
 */
export const outboxRow = (email: OutgoingEmail, now: Date) => ({
  kind: email.kind,
  toAddress: email.to,
  replyTo: email.replyTo ?? null,
  subject: email.subject,
  html: email.html,
  text: email.text,
  templateParams: null,
  headers: JSON.stringify(email.headers ?? {}),
  newsletterId: email.newsletterId ?? null,
  mailboxWindowKey: email.mailboxWindowKey ?? null,
  ...queuedAt(now),
});

/** The outbox row of an email queued by its template's parameters; see `outboxRow`. */
export const templatedOutboxRow = (email: TemplatedEmail, now: Date) => ({
  kind: email.kind,
  toAddress: email.to,
  replyTo: null,
  subject: email.subject,
  html: '',
  text: '',
  templateParams: JSON.stringify(email.templateParams),
  headers: JSON.stringify(email.headers ?? {}),
  newsletterId: null,
  mailboxWindowKey: email.mailboxWindowKey ?? null,
  ...queuedAt(now),
});

/**
 * Queues emails for delivery. Pass the transaction of the change that causes them, so the change
 * and its emails commit together or not at all.
 */
export async function enqueueEmails(
  db: Knex | Knex.Transaction,
  emails: readonly OutgoingEmail[],
  now: Date = new Date(),
): Promise<void> {
  for (let start = 0; start < emails.length; start += INSERT_CHUNK) {
    const rows = emails.slice(start, start + INSERT_CHUNK).map((email) => outboxRow(email, now));
    await db(OUTBOX_TABLE).insert(rows);
  }
}

/** Queues one email; see `enqueueEmails`. */
export async function enqueueEmail(
  db: Knex | Knex.Transaction,
  email: OutgoingEmail,
  now?: Date,
): Promise<void> {
  await enqueueEmails(db, [email], now);
}
