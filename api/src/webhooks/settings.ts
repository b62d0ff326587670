import type { Config } from '../config';

/**
 * Whether webhooks may go to private and loopback addresses (and by http:// to the loopback
 * host): WEBHOOK_ALLOW_PRIVATE_URLS when set, else only outside production (a receiver on this
 * machine in development and tests). See target-policy.ts.
 */
export const webhooksAllowPrivate = (
  config: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE_URLS' | 'NODE_ENV'>,
): boolean => config.WEBHOOK_ALLOW_PRIVATE_URLS ?? config.NODE_ENV !== 'production';
