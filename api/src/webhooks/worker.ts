import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Knex } from 'knex';
import type { WebhookDeliveryStatus } from '@campaign/shared';
import { dialectOf } from '../db/create-database';
import { backoffDelayMs } from '../delivery/backoff';
import { retryDeadlocks } from '../delivery/deadlocks';
import { startPollingLoop } from '../delivery/polling-loop';
import type { Logger } from '../logger';
import { newWorkerId } from '../mail/worker';
import { DELIVERIES_TABLE, ENDPOINTS_TABLE } from './events';
import { signWebhook } from './signing';
import { guardedLookup, isPrivateAddress, PrivateAddressError } from './target-policy';

/**
 * The webhook worker: like the mail worker (mail/worker.ts, with which it shares its polling loop
 * and backoff), it claims due delivery rows, posts each one signed (signing.ts) and records the
 * outcome. A 2xx answer is `delivered`; anything else (another status, a redirect, which is
 * never followed, a timeout, a refused connection) is counted and tried again after a backoff,
 * and after the last attempt the row is `failed`, which an admin can Retry in the console.
 * Every instance runs one; claims keep two instances from posting one row at once.
 */

/** Delays after a failed attempt: 30 s doubling to at most an hour (delivery/backoff.ts). */
export const WEBHOOK_RETRY_FIRST_MS = 30_000;
export const WEBHOOK_RETRY_MAX_MS = 60 * 60_000;
export const webhookRetryDelayMs = (attempts: number) =>
  backoffDelayMs(attempts, WEBHOOK_RETRY_FIRST_MS, WEBHOOK_RETRY_MAX_MS);

export const WEBHOOK_BATCH_SIZE = 10;
/** How long a claim holds: far longer than a batch's posts, each bounded by its timeout. */
export const WEBHOOK_CLAIM_MS = 5 * 60_000;
/** How much of an answer is kept: the status and a short snippet, never the whole body. */
export const RESPONSE_SNIPPET_MAX = 120;
const READ_AT_MOST = 1024;

export interface WebhookWorkerOptions {
  db: Knex;
  logger: Logger;
  /** Per request, connection to last byte. */
  timeoutMs: number;
  maxAttempts: number;
  /** Whether private and loopback targets may be posted to (WEBHOOK_ALLOW_PRIVATE_URLS). */
  allowPrivate: boolean;
  pollIntervalMs: number;
  now?: () => Date;
  retryDelay?: (attempts: number) => number;
  batchSize?: number;
  /** False: no polling, only `runOnce()` calls (tests step through passes). */
  polling?: boolean;
  workerId?: string;
  stopTimeoutMs?: number;
}

export interface WebhookWorker {
  readonly workerId: string;
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

interface DueRow {
  id: number;
  endpointId: number;
  eventId: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

interface Claim {
  workerId: string;
  until: Date;
}

/** Enabled endpoints' ids: a disabled endpoint's deliveries wait, untried, until it is enabled. */
async function enabledEndpointIds(db: Knex): Promise<number[]> {
  const rows: { id: number }[] = await db(ENDPOINTS_TABLE).where({ enabled: true }).select('id');
  return rows.map((row) => Number(row.id));
}

/** Pending rows whose time has come and that no live claim holds, oldest first. */
function dueQuery(db: Knex | Knex.Transaction, now: Date, endpoints: number[]) {
  return db(DELIVERIES_TABLE)
    .where('status', 'pending' satisfies WebhookDeliveryStatus)
    .where('nextAttemptAt', '<=', now)
    .whereIn('endpointId', endpoints)
    .where((free) => {
      free.whereNull('claimedUntil').orWhere('claimedUntil', '<=', now);
    });
}

/**
 * Claims up to `limit` due rows, as mail/claims.ts does: on MySQL `FOR UPDATE SKIP LOCKED` in a
 * read-committed transaction; on SQLite (one writer) a conditional UPDATE per row.
 */
async function claimDue(db: Knex, claim: Claim, now: Date, limit: number): Promise<number[]> {
  const endpoints = await enabledEndpointIds(db);
  if (endpoints.length === 0) return [];
  const claimed = { claimedBy: claim.workerId, claimedUntil: claim.until };
  if (dialectOf(db) === 'mysql') {
    return retryDeadlocks(() =>
      db.transaction(
        async (trx) => {
          const rows: { id: number }[] = await dueQuery(trx, now, endpoints)
            .orderBy([{ column: 'nextAttemptAt' }, { column: 'id' }])
            .limit(limit)
            .select('id')
            .forUpdate()
            .skipLocked();
          const ids = rows.map((row) => Number(row.id));
          if (ids.length > 0) await trx(DELIVERIES_TABLE).whereIn('id', ids).update(claimed);
          return ids;
        },
        { isolationLevel: 'read committed' },
      ),
    );
  }
  const rows: { id: number }[] = await dueQuery(db, now, endpoints)
    .orderBy([{ column: 'nextAttemptAt' }, { column: 'id' }])
    .limit(limit)
    .select('id');
  const ids: number[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    if ((await dueQuery(db, now, endpoints).where('id', id).update(claimed)) === 1) ids.push(id);
  }
  return ids;
}

const held = (db: Knex, id: number, claim: Claim) =>
  db(DELIVERIES_TABLE)
    .where({ id, claimedBy: claim.workerId })
    .where('claimedUntil', '=', claim.until);

const UNCLAIMED = { claimedBy: null, claimedUntil: null };

/** What one POST came to. */
export interface PostOutcome {
  ok: boolean;
  /** The answer's status, when there was one. */
  status: number | null;
  /** One short line: `HTTP 500: <the answer's first characters>`, or why no answer came. */
  summary: string;
}

const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * Posts `body` to `url` once: the signed headers, at most `timeoutMs` from start to the answer's
 * status, no redirect followed, at most the first KB of the answer read, and of it only a short
 * snippet kept.
 */
export function postWebhook(
  target: { url: string; secret: string; eventId: string; body: string },
  { timeoutMs, allowPrivate, now }: { timeoutMs: number; allowPrivate: boolean; now: Date },
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const deadline: { timer?: NodeJS.Timeout } = {};
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline.timer);
      resolve(outcome);
    };
    let url: URL;
    try {
      url = new URL(target.url);
    } catch {
      return finish({ ok: false, status: null, summary: 'the URL cannot be read' });
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && isIP(host) && isPrivateAddress(host)) {
      return finish({
        ok: false,
        status: null,
        summary: new PrivateAddressError(host, host).message,
      });
    }
    const timestamp = Math.floor(now.getTime() / 1000);
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(target.body),
        'User-Agent': 'campaign-webhooks/1',
        'Webhook-Id': target.eventId,
        'Webhook-Timestamp': String(timestamp),
        'Webhook-Signature': signWebhook(target.secret, timestamp, target.body),
      },
      lookup: guardedLookup(allowPrivate),
      // A fresh connection per post: no pooled socket outlives the timeout.
      agent: false,
    });
    deadline.timer = setTimeout(() => {
      request.destroy();
      finish({ ok: false, status: null, summary: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ? `${error.code}: ` : '';
      finish({ ok: false, status: null, summary: oneLine(`${code}${error.message}`, 200) });
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
        const snippet = oneLine(text, RESPONSE_SNIPPET_MAX);
        finish({
          ok,
          status,
          summary: `HTTP ${status}${redirect}${snippet ? `: ${snippet}` : ''}`,
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        if (read < READ_AT_MOST) chunks.push(chunk.subarray(0, READ_AT_MOST - read));
        read += chunk.length;
        if (read >= READ_AT_MOST) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(target.body);
  });
}

export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const {
    db,
    logger,
    timeoutMs,
    maxAttempts,
    allowPrivate,
    pollIntervalMs,
    now = () => new Date(),
    retryDelay = webhookRetryDelayMs,
    batchSize = WEBHOOK_BATCH_SIZE,
    polling = true,
    workerId = newWorkerId(),
    stopTimeoutMs = 10_000,
  } = options;
  const log = logger.child({ component: 'webhook-worker' });

  async function deliver(row: DueRow, claim: Claim): Promise<void> {
    const attempts = row.attempts + 1;
    const outcome = await postWebhook(row, { timeoutMs, allowPrivate, now: now() });
    const at = now();
    const common = { attempts, lastResponseCode: outcome.status, lastAttemptAt: at, ...UNCLAIMED };
    if (outcome.ok) {
      // Delivered: its body (which may name a person) is no longer needed, so it is not kept.
      await held(db, row.id, claim).update({
        ...common,
        status: 'delivered' satisfies WebhookDeliveryStatus,
        deliveredAt: at,
        lastError: null,
        nextAttemptAt: null,
        body: '',
      });
      return;
    }
    const retry = attempts < maxAttempts;
    await held(db, row.id, claim).update({
      ...common,
      status: (retry ? 'pending' : 'failed') satisfies WebhookDeliveryStatus,
      lastError: outcome.summary,
      nextAttemptAt: retry ? new Date(at.getTime() + retryDelay(attempts)) : null,
    });
    log[retry ? 'warn' : 'error'](retry ? 'webhook not delivered, will retry' : 'webhook failed', {
      deliveryId: row.id,
      endpointId: row.endpointId,
      attempts,
      status: outcome.status,
    });
  }

  async function runOnce(): Promise<number> {
    const claim: Claim = { workerId, until: new Date(now().getTime() + WEBHOOK_CLAIM_MS) };
    const ids = await claimDue(db, claim, now(), batchSize);
    if (ids.length === 0) return 0;
    const rows: DueRow[] = await db(`${DELIVERIES_TABLE} as d`)
      .join(`${ENDPOINTS_TABLE} as e`, 'e.id', 'd.endpointId')
      .whereIn('d.id', ids)
      .orderBy('d.id')
      .select('d.id', 'd.endpointId', 'd.eventId', 'd.body', 'd.attempts', 'e.url', 'e.secret');
    for (const [index, row] of rows.entries()) {
      if (loop.stopping) {
        const rest = rows.slice(index).map((left) => Number(left.id));
        await db(DELIVERIES_TABLE)
          .whereIn('id', rest)
          .where({ claimedBy: claim.workerId })
          .update(UNCLAIMED);
        break;
      }
      await deliver({ ...row, id: Number(row.id), attempts: Number(row.attempts) }, claim);
    }
    return ids.length;
  }

  const loop = startPollingLoop({
    runOnce,
    pollIntervalMs,
    batchSize,
    polling,
    log,
    failedMessage: 'webhook worker pass failed',
  });

  return { workerId, runOnce, stop: () => loop.stop(stopTimeoutMs) };
}
