import { ADMIN_ROUTE } from '@campaign/shared';

const MAX_LENGTH = 2000;

/**
 * A path a browser resolves on this site: it starts with exactly one "/" (never "//" or "/\",
 * which browsers read as another host) and holds no backslash or control character (browsers
 * turn "\" into "/" and drop tabs and newlines, which could make "//" out of it).
 */
function isLocalPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.startsWith('/') && !/^\/[/\\]/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/**
 * Where to send the browser after signing in: `value` when it is a path on this site, else the
 * admin console. The value is checked, resolved as a browser would (dot segments, percent
 * escapes kept), and the result is checked again: "/.//evil.example" resolves to
 * "//evil.example", which must not pass.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) {
    return ADMIN_ROUTE;
  }
  if (!isLocalPath(value)) return ADMIN_ROUTE;
  try {
    const base = 'http://return-to.invalid';
    const resolved = new URL(value, base);
    if (resolved.origin !== base) return ADMIN_ROUTE;
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    return isLocalPath(path) ? path : ADMIN_ROUTE;
  } catch {
    return ADMIN_ROUTE;
  }
}
