import type { Middleware } from 'koa';
import type { AppState } from '../app-state';

/**
 * For a page whose URL holds a secret token (a set-password or a newsletter link): every answer,
 * errors included, is kept out of caches and sends no Referer, so the token reaches neither a
 * shared cache nor the stylesheet's or another site's logs.
 */
export const privatePage: Middleware<AppState> = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  await next();
};
