import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { WebhookDeliveryStatus, WebhookEvent } from '@campaign/shared';

/**
 * Webhook events, queued the outbox way: one delivery row per enabled endpoint that wants the
 * event, written through the transaction of the change that causes it, so the change and its
 * deliveries are stored together or not at all; the webhook worker (worker.ts) posts them later.
 *
 * What each event carries is the least its receivers need (docs/product.md, "Webhooks"):
 * - `pledge.created`: the pledger's name and email (what a CRM adds them by), its SHA-256 and
 *   the time; never the pledger's private referral token;
 * - `subscriber.confirmed`: the email, its SHA-256 and the time;
 * - `message.received`: the message's id, time and console link; never who wrote or what;
 * - `person.erased`: only the erased email's SHA-256, the time and the counts, so a receiver can
 *   delete what it got (it finds the person by the same hash of the email it stored).
 */

export const ENDPOINTS_TABLE = 'webhook_endpoints';
export const DELIVERIES_TABLE = 'webhook_deliveries';

/** The hash every event names a person by: SHA-256 (hex) of the email, trimmed and lower-cased. */
export const emailSha256 = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export type WebhookEventData =
  | {
      type: 'pledge.created';
      data: { name: string; email: string; emailSha256: string; pledgedAt: string };
    }
  | {
      type: 'subscriber.confirmed';
      data: { email: string; emailSha256: string; confirmedAt: string };
    }
  | {
      type: 'message.received';
      data: { messageId: number; receivedAt: string; consoleUrl: string };
    }
  | {
      type: 'person.erased';
      data: {
        emailSha256: string;
        erasedAt: string;
        erased: { pledges: number; messages: number; subscriptions: number };
      };
    };

export const pledgeCreated = (pledge: { name: string; email: string; createdAt: Date }) =>
  ({
    type: 'pledge.created',
    data: {
      name: pledge.name,
      email: pledge.email,
      emailSha256: emailSha256(pledge.email),
      pledgedAt: pledge.createdAt.toISOString(),
    },
  }) satisfies WebhookEventData;

export const subscriberConfirmed = (email: string, confirmedAt: Date) =>
  ({
    type: 'subscriber.confirmed',
    data: { email, emailSha256: emailSha256(email), confirmedAt: confirmedAt.toISOString() },
  }) satisfies WebhookEventData;

export const messageReceived = (publicUrl: string, id: number, receivedAt: Date) =>
  ({
    type: 'message.received',
    data: {
      messageId: id,
      receivedAt: receivedAt.toISOString(),
      consoleUrl: `${publicUrl}/admin/messages?open=${id}`,
    },
  }) satisfies WebhookEventData;

export const personErased = (
  email: string,
  erasedAt: Date,
  erased: { pledges: number; messages: number; subscriptions: number },
) =>
  ({
    type: 'person.erased',
    data: { emailSha256: emailSha256(email), erasedAt: erasedAt.toISOString(), erased },
  }) satisfies WebhookEventData;

/** The person an event's stored body is about, by which an erasure finds its rows. */
function subjectHashOf(event: WebhookEventData): string | null {
  // person.erased holds nothing but the hash, and must survive to be delivered.
  return event.type === 'pledge.created' || event.type === 'subscriber.confirmed'
    ? event.data.emailSha256
    : null;
}

/** The body every delivery of an event posts, byte for byte: `{ id, type, createdAt, data }`. */
export function eventBody(event: WebhookEventData, id: string, createdAt: Date): string {
  return JSON.stringify({
    id,
    type: event.type,
    createdAt: createdAt.toISOString(),
    data: event.data,
  });
}

const wants = (events: string, type: WebhookEvent) => events.split(' ').includes(type);

type EndpointRow = { id: number; events: string };

/**
 * The endpoints read once per transaction: a group commit stores many pledges in one, and the
 * list cannot change inside it, so each pledge of the batch costs no query of its own.
 */
const endpointsOfTransaction = new WeakMap<Knex.Transaction, Promise<EndpointRow[]>>();

function enabledEndpoints(db: Knex | Knex.Transaction): Promise<EndpointRow[]> {
  const read = () =>
    db(ENDPOINTS_TABLE).where({ enabled: true }).select('id', 'events') as Promise<EndpointRow[]>;
  if (!('isTransaction' in db) || !db.isTransaction) return read();
  const trx = db as Knex.Transaction;
  let endpoints = endpointsOfTransaction.get(trx);
  if (!endpoints) {
    endpoints = read();
    endpointsOfTransaction.set(trx, endpoints);
  }
  return endpoints;
}

/**
 * The delivery rows of `event`, one per enabled endpoint that wants it, read through `trx` (the
 * change's transaction). For a caller that hands rows to a group commit (routes/pledges.ts).
 */
export async function webhookDeliveryRows(
  trx: Knex | Knex.Transaction,
  event: WebhookEventData,
  now: Date,
): Promise<Record<string, unknown>[]> {
  const endpoints = await enabledEndpoints(trx);
  const targets = endpoints.filter((endpoint) => wants(endpoint.events, event.type));
  if (targets.length === 0) return [];
  const eventId = `evt_${randomUUID()}`;
  const body = eventBody(event, eventId, now);
  return targets.map((endpoint) => ({
    endpointId: Number(endpoint.id),
    eventId,
    type: event.type,
    body,
    subjectHash: subjectHashOf(event),
    status: 'pending' satisfies WebhookDeliveryStatus,
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  }));
}

/** Queues `event` for every endpoint that wants it; pass the change's transaction. */
export async function queueWebhookEvent(
  trx: Knex | Knex.Transaction,
  event: WebhookEventData,
  now: Date = new Date(),
): Promise<number> {
  const rows = await webhookDeliveryRows(trx, event, now);
  if (rows.length > 0) await trx(DELIVERIES_TABLE).insert(rows);
  return rows.length;
}
