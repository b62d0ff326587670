import { createRouter } from '../http/router';
import { isHoneypotFilled, newsletterInputSchema, type NewsletterInput } from '@campaign/shared';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { isUniqueViolation } from '../db/errors';
import { parseBody } from '../http/validate';
import type { Models } from '../models';

/** One answer whether or not the email was already subscribed, which it does not reveal. */
const SUBSCRIBED = { message: "You've been subscribed to our newsletter." } as const;

/**
 * Subscribes an address; one already subscribed stays as it was. Shared by the JSON route and
 * the plain form post (web/visitor-pages.ts).
 */
export async function storeSubscription(
  { models }: { models: Models },
  subscription: Omit<NewsletterInput, 'website'>,
): Promise<void> {
  try {
    await models.NewsletterSubscription.query().insert(subscription);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

export function newsletterRouter({
  models,
  guards,
}: {
  models: Models;
  guards: Middleware<AppState>[];
}) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/newsletter', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer, nothing stored.
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...subscription } = parseBody(
        newsletterInputSchema,
        ctx.request.body,
      );
      await storeSubscription({ models }, subscription);
    }
    ctx.status = 201;
    ctx.body = SUBSCRIBED;
  });
  return router;
}
