import Router from '@koa/router';
import type { AppState } from '../app-state';

/**
 * Every router of the API is built here, so they all match paths by one rule: exactly as sent,
 * case-sensitive (`/api/ADMIN` is not `/api/admin`) and strict (`/tips/1/` is not `/tips/1`).
 * Percent-encoded characters are not decoded before matching (`/api/%61dmin` matches nothing),
 * and repeated slashes or dot segments are not collapsed. The guards, body parsers and rate
 * limits are attached to these routers' routes, so a spelling that reaches a handler has passed
 * through that handler's guards, and a spelling that does not match reaches no handler at all.
 */
export function createRouter<State extends AppState = AppState>(prefix?: string): Router<State> {
  return new Router<State>({ ...(prefix ? { prefix } : {}), sensitive: true, strict: true });
}
