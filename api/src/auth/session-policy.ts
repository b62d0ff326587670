/** Sessions end after 2 hours without a request (the cookie and the row are renewed on each). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and 12 hours after signing in, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** How often each API process deletes expired sessions and old sign-in failures. */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;
/** Name of the session cookie (koa-session adds `.sig` for its signature). */
export const SESSION_COOKIE = 'campaign.sid';

/**
 * In production the cookie is Secure (served over HTTPS only) and carries the `__Host-` prefix:
 * browsers then accept it only when Secure, with Path=/ and no Domain, so a sibling subdomain
 * or a plain-HTTP page cannot plant or overwrite it.
 */
export function sessionCookieName(config: { NODE_ENV: string }): string {
  return config.NODE_ENV === 'production' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
