import { createRouter } from '../http/router';
import type { PledgeStats } from '../stats/pledge-stats';

export function statsRouter({ stats }: { stats: PledgeStats }) {
  const router = createRouter();
  router.get('/stats', async (ctx) => {
    // The JSON is written once per change of the figures, not once per request.
    ctx.type = 'json';
    ctx.body = await stats.currentJson();
  });
  return router;
}
