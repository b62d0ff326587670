import type { Middleware } from 'koa';
import type { AppState } from '../app-state';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The guard of a route whose writes change what visitor pages show: once a write through it
 * succeeded, `changed()` (the shared rendered pages start afresh). A property of those routes,
 * not of every post: signing out, a contact message or a refused request leaves the shared
 * pages alone, so no visitor can empty them by posting.
 */
export const changesPages =
  (changed: () => void): Middleware<AppState> =>
  async (ctx, next) => {
    await next();
    if (!SAFE_METHODS.has(ctx.method) && ctx.status < 400) changed();
  };
