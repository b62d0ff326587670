/**
 * The security headers of every response, in one place: the API sends them
 * (api/src/http/security-headers.ts) and the nginx renderer (infra/src/nginx.ts) writes the same
 * set into the config for the static files. It lives in the contracts package and imports
 * nothing, so the nginx image, which does not install the API, can use it too.
 */

export interface SecurityPolicyOptions {
  /** NODE_ENV=production: adds Strict-Transport-Security. */
  production: boolean;
  /**
   * Origins the remotes are loaded from when that is not this site (a CDN): e.g.
   * `https://cdn.example.org`. Scripts, styles, fonts and the manifest fetch are allowed from them.
   */
  remoteOrigins?: readonly string[];
}

/** An origin the CSP may name: scheme, host and optional port, nothing else. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/**
 * The distinct origins of the absolute remote URLs (PUBLIC_SITE_REMOTE, ADMIN_CONSOLE_REMOTE);
 * relative ones are this site and add nothing.
 */
export function remoteOriginsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const value of urls) {
    if (!value || !/^https?:\/\//i.test(value)) continue;
    const origin = new URL(value).origin;
    if (!ORIGIN.test(origin)) throw new Error(`remote URL ${value} has an unusable origin`);
    origins.add(origin);
  }
  return [...origins];
}

export function assertOrigin(origin: string): void {
  if (!ORIGIN.test(origin))
    throw new Error(`${JSON.stringify(origin)} is not an origin like https://cdn.example.org`);
}

/**
 * Content-Security-Policy directives, in the order they are sent.
 *
 * - Scripts only from this site and the remotes' origins: no inline script, no eval (the shell
 *   document loads /theme-init.js as a file for that reason).
 * - Styles also allow 'unsafe-inline': the admin console's Ant Design 6 injects `<style>`
 *   elements at run time (CSS-in-JS) and React sets `style` attributes. A nonce would need a
 *   per-response document, which the static nginx topology does not have.
 * - Images from this site ('self': the built illustrations and the organisers' uploads under
 *   /uploads/, served by the API on the same origin), from https anywhere (an article may name
 *   an external image URL) and data: URLs. An upload storage on another origin (an object store
 *   with its own host) would have to be added here.
 */
export function cspDirectives(remoteOrigins: readonly string[] = []): [string, string[]][] {
  for (const origin of remoteOrigins) assertOrigin(origin);
  const remotes = [...remoteOrigins];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", ...remotes]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // Only this site may frame its pages: the console previews a page draft in an iframe of
    // the real public route.
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/** The header value: directives joined by ";", each with its values after a space. */
export function contentSecurityPolicy(remoteOrigins: readonly string[] = []): string {
  return cspDirectives(remoteOrigins)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Features no page of the site uses, turned off for it and for anything it embeds: a script
 * that slipped in cannot ask for the camera, the microphone, the location or a payment.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), display-capture=()';

/** Every security header, name → value: the one list the API and nginx both send. */
export function securityHeaders(options: SecurityPolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options.remoteOrigins),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(options.production
      ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    // The same rule for browsers that ignore frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
}

/**
 * The policy of the partner embed (`/embed/pledge/:code`, docs/decisions/045-partner-embeds.md):
 * the one document of the site that other sites may frame, and only the origins its partner
 * listed. It loads nothing but its own tiny script; its styles are inline; its form posts to
 * the site itself.
 */
export function embedContentSecurityPolicy(frameAncestors: readonly string[]): string {
  for (const origin of frameAncestors) assertOrigin(origin);
  return [
    "default-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
  ].join(';');
}
