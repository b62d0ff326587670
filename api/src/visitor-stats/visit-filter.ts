import { isbot } from 'isbot';

type Headers = Record<string, string | string[] | undefined>;

const PREFETCH = /\b(?:prefetch|prerender)\b/i;

/**
 * Whether a request for a visitor page is someone looking at it: not a HEAD request, not a
 * crawler or other robot (by its user agent, isbot's list), and not a browser fetching the page
 * ahead of a click that may never come (speculation rules send `Sec-Purpose: prefetch` or
 * `prefetch;prerender`, older Chrome `Purpose: prefetch`, Firefox `X-Moz: prefetch`). Every
 * browser sends a user agent: a request without one is a script.
 */
export function isCountedVisit(method: string, headers: Headers): boolean {
  if (method !== 'GET') return false;
  for (const name of ['sec-purpose', 'purpose', 'x-moz']) {
    const value = headers[name];
    if (value !== undefined && PREFETCH.test(String(value))) return false;
  }
  const userAgent = headers['user-agent'];
  return typeof userAgent === 'string' && userAgent.trim() !== '' && !isbot(userAgent);
}
