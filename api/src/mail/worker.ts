import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Knex } from 'knex';
import { startPollingLoop } from '../delivery/polling-loop';
import type { Logger } from '../logger';
import type { AppMetrics } from '../metrics/app-metrics';
import type { OutboxEmail } from '../models';
import { claimDueEmails, markAttemptFailed, markSent, releaseClaims, type Claim } from './claims';
import type { RenderedEmail } from './layout';
import { formatMailbox, type Mailbox } from './mailbox';
import type { BodyOf } from './outbox-bodies';
import { describeSendError, isPermanentRefusal, MAX_ATTEMPTS, retryDelayMs } from './retry-policy';
import type { MailTransport } from './smtp-transport';

/** How often an idle worker looks for due email. */
export const POLL_INTERVAL_MS = 5000;
/** Rows claimed at a time; a full batch is followed at once by the next. */
export const BATCH_SIZE = 10;
/**
 * How long a claim holds. A batch sends one row at a time, each bounded by the transport's
 * timeouts (about a minute at worst), and gives back what it has not started once less than
 * `SEND_MARGIN_MS` of its claim is left, so a claim never runs out under a send in flight.
 */
export const CLAIM_MS = 15 * 60_000;
export const SEND_MARGIN_MS = 2 * 60_000;

export interface MailWorkerOptions {
  db: Knex;
  transport: MailTransport;
  from: Mailbox;
  /** Each row's parts as sent: its own, or rendered from its template's parameters. */
  bodyOf: BodyOf;
  logger: Logger;
  /** The clock for due times, claims and retries (tests move it instead of waiting). */
  now?: () => Date;
  pollIntervalMs?: number;
  batchSize?: number;
  claimMs?: number;
  sendMarginMs?: number;
  maxAttempts?: number;
  /** Delay after the n-th failed attempt (retry-policy.ts). */
  retryDelay?: (attempts: number) => number;
  /** How long `stop()` waits for the send in flight. */
  stopTimeoutMs?: number;
  /** Strings never written into `last_error` (the SMTP password). */
  secrets?: readonly string[];
  /** Tells claimed rows apart per process; generated when not given. */
  workerId?: string;
  /** False: no polling, only `runOnce()` calls (tests that step through passes). */
  polling?: boolean;
  /** Where sends and failed attempts are counted (the app's, so /metrics shows them). */
  metrics?: Pick<AppMetrics, 'mailSends' | 'mailFailures'>;
}

export interface MailWorker {
  readonly workerId: string;
  /** One pass: claims due rows and delivers them. Answers how many rows it claimed. */
  runOnce(): Promise<number>;
  /**
   * Stops polling, waits (at most `stopTimeoutMs`) for the send in flight, gives back claimed
   * rows not yet tried, and closes the transport.
   */
  stop(): Promise<void>;
}

/** `host:pid:random`: which process holds a claim, readable in the Outbox's rows. */
export function newWorkerId(): string {
  return `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** A row whose parts came out empty: never sent (see `sendableParts`). */
export class EmptyEmailError extends Error {
  override name = 'EmptyEmailError';
  /** Shown before the message in the row's last error, as the SMTP errors' codes are. */
  readonly code = 'EEMPTY';
  constructor() {
    super('neither an HTML nor a text part to send; not sent, will be tried again');
  }
}

/**
 * The parts of a row as they are about to be sent, refused (`EmptyEmailError`) when both are
 * blank. Every email has both parts (mail/layout.ts), so blank parts mean the row could not
 * really be rendered: most likely it was written by a newer release in a shape this one
 * misreads (claims.ts already passes over rows of a newer `format`; this is the second line).
 */
export function sendableParts(parts: RenderedEmail): RenderedEmail {
  if (parts.html.trim() === '' && parts.text.trim() === '') throw new EmptyEmailError();
  return parts;
}

/** A deterministic Message-ID per row: a resend after a crash is recognisably the same email. */
function messageIdOf(row: OutboxEmail, from: Mailbox): string {
  const domain = from.address.slice(from.address.lastIndexOf('@') + 1) || 'localhost';
  return `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`;
}

/**
 * The mail worker: polls the outbox (mail/outbox.ts) for due rows, claims them (claims.ts) and
 * delivers each through the transport. A delivered row becomes `sent`; a failed attempt is
 * counted, its error recorded, and the row retried later (retry-policy.ts) or, after the last
 * attempt or a permanent refusal, `failed`. Started by server.ts when SMTP_URL is set.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    transport,
    from,
    bodyOf,
    logger,
    now = () => new Date(),
    pollIntervalMs = POLL_INTERVAL_MS,
    batchSize = BATCH_SIZE,
    claimMs = CLAIM_MS,
    sendMarginMs = Math.min(SEND_MARGIN_MS, claimMs / 2),
    maxAttempts = MAX_ATTEMPTS,
    retryDelay = (attempts: number) => retryDelayMs(attempts),
    stopTimeoutMs = 10_000,
    secrets = [],
    workerId = newWorkerId(),
    polling = true,
    metrics,
  } = options;
  const log = logger.child({ component: 'mail-worker' });
  const sender = formatMailbox(from);

  async function deliver(row: OutboxEmail, claim: Claim): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      // A row that renders empty fails like a refused send, with its error recorded: it is not
      // sent, goes back to `queued` for a later attempt (after the usual backoff, by whichever
      // instance claims it then, perhaps a newer one that renders it), and after the last
      // attempt is kept as `failed`, which an admin can Retry. Never an empty email, never a
      // lost row. Handing it back untried instead would loop: it would be due again at once.
      const { html, text } = sendableParts(await bodyOf(row));
      await transport.sendMail({
        from: sender,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text,
        html,
        headers: row.headers,
        messageId: messageIdOf(row, from),
      });
    } catch (error) {
      const permanent = isPermanentRefusal(error);
      const retry = !permanent && attempts < maxAttempts;
      const lastError = describeSendError(error, secrets);
      const nextAttemptAt = retry ? new Date(now().getTime() + retryDelay(attempts)) : null;
      metrics?.mailFailures.inc({ final: String(!retry) });
      await markAttemptFailed(db, row.id, claim, {
        attempts,
        lastError,
        nextAttemptAt,
        failedAt: now(),
      });
      log[retry ? 'warn' : 'error'](retry ? 'email not sent, will retry' : 'email failed', {
        emailId: row.id,
        kind: row.kind,
        attempts,
        nextAttemptAt: nextAttemptAt?.toISOString(),
        error: lastError,
      });
      return;
    }
    metrics?.mailSends.inc();
    if (!(await markSent(db, row.id, claim, now(), attempts))) {
      log.warn('email sent after its claim was taken over', { emailId: row.id, kind: row.kind });
    }
  }

  async function runOnce(): Promise<number> {
    const claim: Claim = { workerId, until: new Date(now().getTime() + claimMs) };
    const rows = await claimDueEmails(db, claim, now(), batchSize);
    for (const [index, row] of rows.entries()) {
      const claimLeft = claim.until.getTime() - now().getTime();
      if (loop.stopping || claimLeft < sendMarginMs) {
        await releaseClaims(
          db,
          rows.slice(index).map((rest) => rest.id),
          claim,
        );
        break;
      }
      await deliver(row, claim);
    }
    return rows.length;
  }

  let stopped: Promise<void> | null = null;
  const loop = startPollingLoop({
    runOnce,
    pollIntervalMs,
    batchSize,
    polling,
    log,
    // The database is unreachable or locked: try again at the next poll.
    failedMessage: 'mail worker pass failed',
  });

  return {
    workerId,
    runOnce,
    stop() {
      stopped ??= loop.stop(stopTimeoutMs).then(() => transport.close());
      return stopped;
    },
  };
}
