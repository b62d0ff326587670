import Router from '@koa/router';
import type { AppState } from '../app';

/** Liveness for load balancers: the process is up and answering. */
export function healthRouter() {
  const router = new Router<AppState>({ prefix: '/api' });
  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  return router;
}
