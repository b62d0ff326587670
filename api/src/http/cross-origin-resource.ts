import type { Middleware } from 'koa';
import type { AppState } from '../app-state';

/**
 * Attached to the routes serving images meant to be shown elsewhere too (uploaded images,
 * article illustrations): a newsletter in a mail client and a link preview load them from
 * another origin, which the site-wide `Cross-Origin-Resource-Policy: same-origin` forbids.
 * Every other response keeps that policy.
 */
export const crossOriginResource: Middleware<AppState> = async (ctx, next) => {
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  await next();
};
