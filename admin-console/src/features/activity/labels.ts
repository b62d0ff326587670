import type { ActivityAction, ActivityEntity } from '@campaign/shared';

export const ENTITY_LABELS: Record<ActivityEntity, string> = {
  'blog-post': 'Blog post',
  tip: 'Tip',
  'page-content': 'Page content',
  message: 'Message',
  pledge: 'Pledge',
  subscriber: 'Subscriber',
  user: 'User',
  person: 'Person',
  image: 'Image',
  email: 'Email',
  newsletter: 'Newsletter',
  'site-settings': 'Site settings',
  'api-token': 'API token',
  webhook: 'Webhook',
  partner: 'Partner embed',
  segment: 'Segment',
};

export const ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  export: 'Exported',
  erase: 'Erased',
  disable: 'Disabled',
  enable: 'Enabled',
  'password-link': 'Password link',
  reply: 'Replied',
  retry: 'Retried',
  send: 'Sent',
  schedule: 'Scheduled',
  cancel: 'Cancelled',
  'reset-two-factor': 'Two-factor reset',
  revoke: 'Revoked',
  read: 'Read through the API',
};
