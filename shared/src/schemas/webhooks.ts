import { z } from '../zod';
import { boundedText, oneOf, recordIdSchema, timestampSchema } from './fields';

// Signed outgoing webhooks (Settings → Webhooks): endpoints admins add, the events each wants,
// and the deliveries the webhook worker makes (docs/decisions/044-signed-webhooks.md).

/** The events a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'pledge.created',
  'subscriber.confirmed',
  'message.received',
  'person.erased',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What the console says each event is and carries. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'pledge.created': 'A pledge is taken (name, email)',
  'subscriber.confirmed': 'A newsletter subscription is confirmed (email)',
  'message.received': 'A contact message arrives (its id and console link only)',
  'person.erased': 'A person is erased (their email’s SHA-256)',
};

/** The first characters of every signing secret. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Where a delivery is: waiting (or being tried), delivered, or given up after its attempts. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX = 500;

/** The URL's shape; where it may point is the server's judgement (webhooks/target-policy.ts). */
const webhookUrlSchema = boundedText('URL', 8, WEBHOOK_URL_MAX).refine((text) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'URL must be a full address starting with https://');

const eventsSchema = z
  .array(oneOf('Event', WEBHOOK_EVENTS), { error: 'Events must be a list' })
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** `POST /api/admin/webhooks`: a name to recognise it by, where to post, which events. */
export const webhookEndpointInputSchema = z.object({
  name: boundedText('Name', 2, 80),
  url: webhookUrlSchema,
  events: eventsSchema,
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

/** `PUT /api/admin/webhooks/:id`: the same, and whether it is enabled. */
export const webhookEndpointUpdateSchema = webhookEndpointInputSchema.extend({
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
});
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The secret's first characters, to tell secrets apart; the rest is never shown again. */
  secretHint: z.string(),
  createdAt: timestampSchema,
  createdBy: z.string(),
  /** Its deliveries' figures. */
  pending: z.number().int().min(0),
  delivered: z.number().int().min(0),
  failed: z.number().int().min(0),
  lastAttemptAt: timestampSchema.nullable(),
  lastResponseCode: z.number().int().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.array(webhookEndpointSchema);

/** The answer to an endpoint's creation: the only time its signing secret is shown. */
export const createdWebhookEndpointSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: recordIdSchema,
  endpointId: recordIdSchema,
  /** The event's id: the body's `id` and the `Webhook-Id` header, the same on every attempt. */
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  lastResponseCode: z.number().int().nullable(),
  /** A short line: the status and the first characters of the answer, or why it failed. */
  lastError: z.string().nullable(),
  createdAt: timestampSchema,
  lastAttemptAt: timestampSchema.nullable(),
  nextAttemptAt: timestampSchema.nullable(),
  deliveredAt: timestampSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

/** The most recent deliveries the console lists per endpoint. */
export const WEBHOOK_RECENT_DELIVERIES = 50;
