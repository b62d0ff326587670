import type { Knex } from 'knex';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_RECENT_DELIVERIES,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEvent,
} from '@campaign/shared';
import { toDate } from '../models/base-model';
import { DELIVERIES_TABLE, ENDPOINTS_TABLE } from './events';
import { newWebhookSecret, secretHintOf } from './signing';

type Stamp = Date | number | string;
interface EndpointRow {
  id: number;
  name: string;
  url: string;
  events: string;
  secretHint: string;
  enabled: boolean | number;
  createdBy: string;
  createdAt: Stamp;
}

const iso = (value: unknown) => (value == null ? null : (toDate(value) as Date).toISOString());
const eventsOf = (text: string) =>
  text
    .split(' ')
    .filter((event): event is WebhookEvent =>
      (WEBHOOK_EVENTS as readonly string[]).includes(event),
    );

interface Figures {
  pending: number;
  delivered: number;
  failed: number;
  lastAttemptAt: string | null;
  lastResponseCode: number | null;
}
const NO_FIGURES: Figures = {
  pending: 0,
  delivered: 0,
  failed: 0,
  lastAttemptAt: null,
  lastResponseCode: null,
};

const toEndpoint = (row: EndpointRow, figures: Figures = NO_FIGURES): WebhookEndpoint => ({
  id: Number(row.id),
  name: row.name,
  url: row.url,
  events: eventsOf(row.events),
  enabled: Boolean(row.enabled),
  secretHint: row.secretHint,
  createdAt: iso(row.createdAt)!,
  createdBy: row.createdBy,
  ...figures,
});

const ENDPOINT_COLUMNS = [
  'id',
  'name',
  'url',
  'events',
  'secretHint',
  'enabled',
  'createdBy',
  'createdAt',
] as const;

const toDelivery = (row: Record<string, unknown>): WebhookDelivery => ({
  id: Number(row.id),
  endpointId: Number(row.endpointId),
  eventId: String(row.eventId),
  type: row.type as WebhookEvent,
  status: row.status as WebhookDeliveryStatus,
  attempts: Number(row.attempts),
  lastResponseCode: row.lastResponseCode == null ? null : Number(row.lastResponseCode),
  lastError: (row.lastError as string | null) ?? null,
  createdAt: iso(row.createdAt)!,
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: iso(row.nextAttemptAt),
  deliveredAt: iso(row.deliveredAt),
});

/** Webhook endpoints and their deliveries as the console sees them (routes/admin-webhooks.ts). */
export function webhookEndpoints(db: Knex, clock: () => Date) {
  /** Each endpoint's counts by status and its latest attempt. */
  async function figuresOf(
    ids: number[],
    trx: Knex | Knex.Transaction = db,
  ): Promise<Map<number, Figures>> {
    const figures = new Map<number, Figures>(ids.map((id) => [id, { ...NO_FIGURES }]));
    if (ids.length === 0) return figures;
    const counts: { endpointId: number; status: WebhookDeliveryStatus; n: number | string }[] =
      await trx(DELIVERIES_TABLE)
        .whereIn('endpointId', ids)
        .groupBy('endpointId', 'status')
        .select('endpointId', 'status')
        .count({ n: '*' });
    for (const { endpointId, status, n } of counts) {
      const entry = figures.get(Number(endpointId));
      if (entry && status in entry) entry[status] = Number(n);
    }
    for (const id of ids) {
      const latest = await trx(DELIVERIES_TABLE)
        .where('endpointId', id)
        .whereNotNull('lastAttemptAt')
        .orderBy('lastAttemptAt', 'desc')
        .first('lastAttemptAt', 'lastResponseCode');
      if (latest) {
        const entry = figures.get(id)!;
        entry.lastAttemptAt = iso(latest.lastAttemptAt);
        entry.lastResponseCode =
          latest.lastResponseCode == null ? null : Number(latest.lastResponseCode);
      }
    }
    return figures;
  }

  async function one(id: number, trx: Knex | Knex.Transaction = db) {
    const row = await trx<EndpointRow>(ENDPOINTS_TABLE)
      .where({ id })
      .first(...ENDPOINT_COLUMNS);
    if (!row) return null;
    return toEndpoint(row, (await figuresOf([id], trx)).get(id));
  }

  return {
    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db<EndpointRow>(ENDPOINTS_TABLE)
        .select(...ENDPOINT_COLUMNS)
        .orderBy('id', 'desc');
      const figures = await figuresOf(rows.map((row) => Number(row.id)));
      return rows.map((row) => toEndpoint(row, figures.get(Number(row.id))));
    },

    one,

    /** Adds an endpoint; its secret is in the answer and, for signing, in its row. */
    async create(
      input: WebhookEndpointInput,
      createdBy: string,
      trx: Knex | Knex.Transaction,
    ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
      const secret = newWebhookSecret();
      const now = clock();
      const row = {
        name: input.name,
        url: input.url,
        events: input.events.join(' '),
        secret,
        secretHint: secretHintOf(secret),
        enabled: true,
        createdBy,
        createdAt: now,
        updatedAt: now,
      };
      const [id] = await trx(ENDPOINTS_TABLE).insert(row);
      const { secret: _kept, ...shown } = row;
      return { endpoint: toEndpoint({ ...shown, id: Number(id) }), secret };
    },

    /** Changes an endpoint; null when there is none. Its secret stays. */
    async update(id: number, input: WebhookEndpointUpdate, trx: Knex | Knex.Transaction) {
      const changed = await trx(ENDPOINTS_TABLE)
        .where({ id })
        .update({
          name: input.name,
          url: input.url,
          events: input.events.join(' '),
          enabled: input.enabled,
          updatedAt: clock(),
        });
      return changed === 0 ? null : one(id, trx);
    },

    /** Deletes an endpoint with its deliveries; its name when there was one. */
    async remove(id: number, trx: Knex | Knex.Transaction): Promise<string | null> {
      const row = await trx<EndpointRow>(ENDPOINTS_TABLE).where({ id }).first('name');
      if (!row) return null;
      await trx(DELIVERIES_TABLE).where({ endpointId: id }).delete();
      await trx(ENDPOINTS_TABLE).where({ id }).delete();
      return row.name;
    },

    /** The endpoint's most recent deliveries, newest first, without their bodies. */
    async deliveries(endpointId: number): Promise<WebhookDelivery[]> {
      const rows: Record<string, unknown>[] = await db(DELIVERIES_TABLE)
        .where({ endpointId })
        .orderBy('id', 'desc')
        .limit(WEBHOOK_RECENT_DELIVERIES)
        .select(
          'id',
          'endpointId',
          'eventId',
          'type',
          'status',
          'attempts',
          'lastResponseCode',
          'lastError',
          'createdAt',
          'lastAttemptAt',
          'nextAttemptAt',
          'deliveredAt',
        );
      return rows.map(toDelivery);
    },

    /**
     * A `failed` delivery back to `pending`, due at once, with a fresh set of attempts; null when
     * there is no such delivery, false when it is not failed.
     */
    async retry(id: number, trx: Knex | Knex.Transaction): Promise<WebhookDelivery | null | false> {
      const changed = await trx(DELIVERIES_TABLE)
        .where({ id, status: 'failed' satisfies WebhookDeliveryStatus })
        .update({
          status: 'pending' satisfies WebhookDeliveryStatus,
          attempts: 0,
          nextAttemptAt: clock(),
          claimedBy: null,
          claimedUntil: null,
        });
      const row: Record<string, unknown> | undefined = await trx(DELIVERIES_TABLE)
        .where({ id })
        .first();
      if (!row) return null;
      return changed === 0 ? false : toDelivery(row);
    },
  };
}
export type WebhookEndpoints = ReturnType<typeof webhookEndpoints>;
