import type { HelmetOptions } from 'helmet';
import helmet from 'koa-helmet';
import type { Middleware } from 'koa';
import type { AppState } from '../app';
import {
  cspDirectives,
  HSTS_MAX_AGE_SECONDS,
  remoteOriginsOf,
  type SecurityPolicyOptions,
} from './security-policy';

/** Helmet's options for the policy in security-policy.ts (the nginx topology sends the same). */
export function helmetOptions(options: SecurityPolicyOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(cspDirectives(options.remoteOrigins)),
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xDownloadOptions: true,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xPoweredBy: true,
    xXssProtection: true,
  };
}

export interface SecurityHeadersConfig {
  NODE_ENV: string;
  PUBLIC_SITE_REMOTE?: string;
  ADMIN_CONSOLE_REMOTE?: string;
}

/** The policy this configuration asks for: HSTS in production, the remotes' origins allowed. */
export function securityPolicyFor(config: SecurityHeadersConfig): SecurityPolicyOptions {
  return {
    production: config.NODE_ENV === 'production',
    remoteOrigins: remoteOriginsOf([config.PUBLIC_SITE_REMOTE, config.ADMIN_CONSOLE_REMOTE]),
  };
}

/** Security headers on every response (API answers, errors and the served front ends alike). */
export function securityHeadersMiddleware(config: SecurityHeadersConfig): Middleware<AppState> {
  return helmet(helmetOptions(securityPolicyFor(config))) as Middleware<AppState>;
}
