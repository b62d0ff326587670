import { createRouter } from '../http/router';
import { isHoneypotFilled, pledgeInputSchema } from '@campaign/shared';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { isUniqueViolation } from '../db/errors';
import { parseBody } from '../http/validate';
import type { Models } from '../models';
import type { PledgeStats } from '../stats/pledge-stats';

/**
 * The same answer for a first and a repeat pledge, with nothing that could tell them apart (no
 * id, no count), so the form cannot be used to find out whether someone has pledged.
 */
const PLEDGE_ACCEPTED = { message: 'Thank you for pledging!' } as const;

export function pledgesRouter({ models, stats, guards }: { models: Models; stats: PledgeStats; guards: Middleware<AppState>[] }) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/pledges', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer, nothing stored or counted.
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...pledge } = parseBody(pledgeInputSchema, ctx.request.body);
      await stats.recordPledge(async () => {
        try {
          const stored = await models.Pledge.query().insert(pledge);
          return stored.createdAt;
        } catch (error) {
          // The email has pledged before: keep the first pledge, count nothing.
          if (isUniqueViolation(error)) return null;
          throw error;
        }
      });
    }
    ctx.status = 201;
    ctx.body = PLEDGE_ACCEPTED;
  });
  return router;
}
