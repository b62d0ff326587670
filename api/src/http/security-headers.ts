import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import {
  remoteOriginsOf,
  securityHeaders,
  type SecurityPolicyOptions,
} from '@campaign/shared/security-policy';

export interface SecurityHeadersConfig {
  NODE_ENV: string;
  PUBLIC_SITE_REMOTE?: string | undefined;
  ADMIN_CONSOLE_REMOTE?: string | undefined;
}

/** The policy this configuration asks for: HSTS in production, the remotes' origins allowed. */
export function securityPolicyFor(config: SecurityHeadersConfig): SecurityPolicyOptions {
  return {
    production: config.NODE_ENV === 'production',
    remoteOrigins: remoteOriginsOf([config.PUBLIC_SITE_REMOTE, config.ADMIN_CONSOLE_REMOTE]),
  };
}

/**
 * Security headers on every response (API answers, errors and the served front ends alike),
 * straight from the one list in security-policy.ts, which the nginx template also renders.
 */
export function securityHeadersMiddleware(config: SecurityHeadersConfig): Middleware<AppState> {
  const headers = Object.entries(securityHeaders(securityPolicyFor(config)));
  return async (ctx, next) => {
    for (const [name, value] of headers) ctx.set(name, value);
    await next();
  };
}
