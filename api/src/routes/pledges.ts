import { createRouter } from '../http/router';
import { isHoneypotFilled, pledgeInputSchema, type PledgeInput } from '@campaign/shared';
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

/**
 * Stores a pledge and counts it, or, for an email that has pledged before, keeps the first
 * pledge and counts nothing. Shared by the JSON route and the plain form post (web/visitor-pages.ts).
 */
export async function storePledge(
  { models, stats }: { models: Models; stats: PledgeStats },
  pledge: Omit<PledgeInput, 'website'>,
): Promise<void> {
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

export function pledgesRouter({
  models,
  stats,
  guards,
}: {
  models: Models;
  stats: PledgeStats;
  guards: Middleware<AppState>[];
}) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/pledges', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer, nothing stored or counted.
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...pledge } = parseBody(pledgeInputSchema, ctx.request.body);
      await storePledge({ models, stats }, pledge);
    }
    ctx.status = 201;
    ctx.body = PLEDGE_ACCEPTED;
  });
  return router;
}
