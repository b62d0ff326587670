import type { Context, Middleware } from 'koa';
import type { AppState } from '../app-state';
import type { AppMetrics } from './app-metrics';

/** The label of a request no route matched (kept as one, whatever the path). */
export const UNMATCHED = 'unmatched';

/** Methods kept as they are; any other a client sends is counted as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface RouteLayer {
  path: unknown;
  methods: string[];
}

/**
 * The pattern of the route that answered (`/api/admin/tips/:id`), read from the layers the
 * routers matched, never from the path: the label's values are as few as the routes. A request
 * that reached the web pages without a route is `ctx.state.routeLabel` ('web'); the rest are
 * UNMATCHED.
 */
function routeOf(ctx: Context & { state: AppState }): string {
  const matched = ((ctx as { matched?: RouteLayer[] }).matched ?? []).filter(
    (layer) => layer.methods.includes(ctx.method) && typeof layer.path === 'string',
  );
  const route = matched.at(-1)?.path as string | undefined;
  return route ?? ctx.state.routeLabel ?? UNMATCHED;
}

/**
 * Times every request and hands the app's metrics to the handlers (`ctx.state.metrics`), as
 * request-context.ts hands them the logger. First in the chain, so it sees the final status.
 */
export function requestMetrics(metrics: AppMetrics): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.metrics = metrics;
    const stop = metrics.requestDuration.startTimer();
    try {
      await next();
    } finally {
      stop({
        method: METHODS.has(ctx.method) ? ctx.method : 'OTHER',
        route: routeOf(ctx),
        status: `${String(ctx.status).charAt(0)}xx`,
      });
    }
  };
}

/** Marks the requests that reach `label`'s middleware (the web pages) for the latency label. */
export function routeLabel(label: string): Middleware<AppState> {
  return (ctx, next) => {
    ctx.state.routeLabel ??= label;
    return next();
  };
}
