import type { Context, Middleware } from 'koa';
import type { AppState } from '../app-state';
import { HttpError } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * This site's origin as the request reached it. Built by hand: in Koa 3 `ctx.origin` is the
 * request's Origin header, not the server's own origin. With app.proxy (TRUST_PROXY) Koa takes
 * the scheme and host from X-Forwarded-Proto and X-Forwarded-Host.
 */
export function ownOrigin(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`.toLowerCase();
}

export const CROSS_SITE_WRITE = 'Cross-site requests are not allowed';

/**
 * Route middleware: refuses a write (any method but GET, HEAD and OPTIONS) that a browser sent from
 * another site: it passes when `Origin` is this site's own origin (scheme and host as Koa sees
 * them: behind a trusted proxy, X-Forwarded-Proto and X-Forwarded-Host count) or when `Sec-Fetch-Site` is
 * `same-origin`. A request with neither header comes from a non-browser client, which holds no
 * visitor's cookie, and passes.
 */
export function originCheck(): Middleware<AppState> {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const origin = ctx.get('Origin');
    const fetchSite = ctx.get('Sec-Fetch-Site').trim().toLowerCase();
    const allowed =
      (!origin && !fetchSite) ||
      fetchSite === 'same-origin' ||
      (origin !== '' && origin.toLowerCase() === ownOrigin(ctx));
    if (!allowed) throw new HttpError(403, CROSS_SITE_WRITE);
    await next();
  };
}
