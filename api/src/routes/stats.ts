import { createRouter } from '../http/router';
import type { PledgeStats } from '../stats/pledge-stats';

export function statsRouter({ stats }: { stats: PledgeStats }) {
  const router = createRouter();
  router.get('/stats', async (ctx) => {
    ctx.body = await stats.current();
  });
  return router;
}
