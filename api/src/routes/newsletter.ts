import { createRouter } from '../http/router';
import {
  isHoneypotFilled,
  NEWSLETTER_SUBSCRIBED,
  newsletterInputSchema,
  type NewsletterInput,
} from '@campaign/shared';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { parseBody } from '../http/validate';
import { attributionColumns } from '../attribution/attribution-columns';
import { subscribe, type SubscriptionDeps } from '../newsletter/subscriptions';

/** One answer whether or not the email was already subscribed, which it does not reveal. */
const SUBSCRIBED = { message: NEWSLETTER_SUBSCRIBED } as const;

/**
 * Signs an address up, pending until confirmed from the emailed link (newsletter/
 * subscriptions.ts). Shared by the JSON route and the plain form post (web/visitor-pages.ts).
 */
export async function storeSubscription(
  deps: SubscriptionDeps,
  subscription: Omit<NewsletterInput, 'website'>,
): Promise<void> {
  await subscribe(deps, subscription.email, attributionColumns(subscription));
}

export function newsletterRouter({
  guards,
  ...deps
}: SubscriptionDeps & { guards: Middleware<AppState>[] }) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/newsletter', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer, nothing stored.
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...subscription } = parseBody(
        newsletterInputSchema,
        ctx.request.body,
      );
      await storeSubscription(deps, subscription);
    }
    ctx.status = 201;
    ctx.body = SUBSCRIBED;
  });
  return router;
}
