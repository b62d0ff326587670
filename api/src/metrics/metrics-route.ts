import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { createRouter } from '../http/router';
import type { AppMetrics } from './app-metrics';
import { metricsScrapers } from './scrape-access';

/**
 * GET /metrics in Prometheus' text format, for the scrapers METRICS_TOKEN and
 * METRICS_ALLOW_FROM let in (scrape-access.ts). Anyone else is passed on down the chain as if
 * no route had matched, so they get exactly the answer of an unknown path: nothing says that
 * metrics exist here.
 */
export function metricsRouter({
  config,
  metrics,
}: {
  config: { METRICS_TOKEN?: string | undefined; METRICS_ALLOW_FROM?: string | undefined };
  metrics: AppMetrics;
}) {
  const router = createRouter();
  const mayScrape = metricsScrapers(config);
  // One middleware, guard and answer together: a guard of its own that refused by calling next()
  // would run the answer, the next middleware on the route.
  const scrape: Middleware<AppState> = async (ctx, next) => {
    if (!mayScrape(ctx)) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  };
  router.get('/metrics', scrape);
  return router;
}
