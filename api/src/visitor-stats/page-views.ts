import type { Context } from 'koa';
import { isCountedVisit } from './visit-filter';
import type { VisitorCounter } from './visitor-counter';

/**
 * The web server's `countView` (web/serve-web.ts): hands a visitor page's request to `counter`
 * when it is someone looking at the page (visit-filter.ts). The client address is Koa's
 * `ctx.ip`, which believes X-Forwarded-For only with TRUST_PROXY, as the rate limits do.
 */
export function countPageViews(counter: VisitorCounter) {
  return (ctx: Context, page: string): void => {
    if (!isCountedVisit(ctx.method, ctx.headers)) return;
    counter.record({
      address: ctx.ip,
      userAgent: ctx.get('User-Agent'),
      path: page,
      referer: ctx.get('Referer') || undefined,
      search: ctx.querystring,
      host: ctx.host,
    });
  };
}
