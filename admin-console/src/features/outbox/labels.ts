import type { OutboxKind, OutboxStatus } from '@campaign/shared';

export const KIND_LABELS: Record<OutboxKind, string> = {
  'pledge-welcome': 'Pledge welcome',
  'subscription-confirm': 'Subscription confirmation',
  'subscription-reminder': 'Subscription reminder',
  'contact-notification': 'Contact notification',
  'contact-reply': 'Reply to a message',
  newsletter: 'Newsletter',
  'newsletter-test': 'Newsletter test',
  'password-link': 'Set-password link',
};

/** A kind this console does not know yet (a newer API) shows as it is stored. */
export const kindLabel = (kind: string) => KIND_LABELS[kind as OutboxKind] ?? kind;

export const STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const STATUS_COLORS: Record<OutboxStatus, string> = {
  queued: 'default',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
};
