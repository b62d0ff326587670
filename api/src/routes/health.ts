import { createRouter } from '../http/router';

/** Liveness for load balancers: the process is up and answering. */
export function healthRouter() {
  const router = createRouter();
  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  return router;
}
