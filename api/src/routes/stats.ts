import Router from '@koa/router';
import type { AppState } from '../app';
import type { PledgeStats } from '../stats/pledge-stats';

export function statsRouter({ stats }: { stats: PledgeStats }) {
  const router = new Router<AppState>({ prefix: '/api' });
  router.get('/stats', async (ctx) => {
    ctx.body = await stats.current();
  });
  return router;
}
