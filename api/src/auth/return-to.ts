import { ADMIN_ROUTE } from '@campaign/shared';

const MAX_LENGTH = 2000;

/**
 * Where to send the browser after signing in: `value` when it is a path on this site, else the
 * admin console. Only a path is accepted, never a URL: it must start with one "/" (not "//" or
 * "/\", which browsers read as another host), hold no control characters or backslashes, and
 * still be a same-origin path once a browser has resolved it.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) {
    return ADMIN_ROUTE;
  }
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return ADMIN_ROUTE;
  }
  try {
    const base = 'http://return-to.invalid';
    const resolved = new URL(value, base);
    if (resolved.origin !== base) return ADMIN_ROUTE;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return ADMIN_ROUTE;
  }
}
