import type { Middleware } from 'koa';
import type { AppState } from '../app-state';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Set on `ctx.state` by `leavesPagesAlone`. */
const PAGES_UNCHANGED = Symbol('pages unchanged');

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
    const unchanged = (ctx.state as { [PAGES_UNCHANGED]?: true })[PAGES_UNCHANGED];
    if (!SAFE_METHODS.has(ctx.method) && ctx.status < 400 && !unchanged) changed();
  };

/**
 * Attached to a route under a `changesPages` guard whose writes change nothing visitors see
 * (a staff member's own name, an editor's autosaved draft): its writes leave the shared pages
 * as they are, so typing in the console never makes the site render afresh.
 */
export const leavesPagesAlone: Middleware<AppState> = async (ctx, next) => {
  (ctx.state as { [PAGES_UNCHANGED]?: true })[PAGES_UNCHANGED] = true;
  await next();
};
