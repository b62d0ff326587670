import type { Context } from 'koa';
import type { Knex } from 'knex';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@campaign/shared';
import { readFormBody } from '../auth/form-body';
import { originCheck } from '../auth/origin-check';
import { privatePage } from '../http/private-page';
import { createRouter } from '../http/router';
import {
  renderSubscriptionPage,
  type SubscriptionPageState,
} from '../newsletter/subscription-pages';
import {
  confirmSubscription,
  findByUnsubscribeToken,
  findConfirmable,
  unsubscribe,
} from '../newsletter/subscriptions';

export interface NewsletterLinksDeps {
  db: Knex;
  clock: () => Date;
  config: { SITE_NAME: string };
}

/** The pages' paths under the /api router. */
const under = (path: string) => path.slice('/api'.length);

/** A post's token: in the URL for a mail client's one-click unsubscribe, else the form's field. */
async function postedToken(ctx: Context): Promise<string | undefined> {
  if (typeof ctx.query.token === 'string') return ctx.query.token;
  return (await readFormBody(ctx)).get('token');
}

/**
 * The pages a subscriber's emailed links open, no sign-in needed: the token is the only
 * credential, and each token does one thing (newsletter/subscriptions.ts).
 *
 * - GET /api/newsletter/confirm?token=: a page with a "Confirm subscription" button; POST (the
 *   button, a same-origin form post) confirms. A link that does not work answers 410 Gone.
 * - GET /api/newsletter/unsubscribe?token=: a page with an "Unsubscribe" button; POST
 *   unsubscribes, from the button or straight from a mail client's one-click unsubscribe (RFC
 *   8058: a POST to the List-Unsubscribe URL, token in the URL, from the mail provider's
 *   servers, which send no Origin and so pass the cross-site check). An unknown token: 410.
 */
export function newsletterLinksRouter({ db, clock, config }: NewsletterLinksDeps) {
  const router = createRouter();
  const page = (ctx: Context, status: number, state: SubscriptionPageState) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderSubscriptionPage(config.SITE_NAME, state);
  };

  router.get(under(NEWSLETTER_CONFIRM_PATH), privatePage, async (ctx) => {
    const token = ctx.query.token;
    const found = await findConfirmable({ db, clock }, token);
    if (!found || typeof token !== 'string') return page(ctx, 410, { kind: 'confirm-unusable' });
    page(ctx, 200, { kind: 'confirm', token, email: found.email });
  });

  router.post(under(NEWSLETTER_CONFIRM_PATH), privatePage, originCheck(), async (ctx) => {
    const token = (await readFormBody(ctx)).get('token');
    if (await confirmSubscription({ db, clock }, token)) {
      return page(ctx, 200, { kind: 'confirmed' });
    }
    page(ctx, 410, { kind: 'confirm-unusable' });
  });

  router.get(under(NEWSLETTER_UNSUBSCRIBE_PATH), privatePage, async (ctx) => {
    const token = ctx.query.token;
    const found = await findByUnsubscribeToken(db, token);
    if (!found || typeof token !== 'string') {
      return page(ctx, 410, { kind: 'unsubscribe-unusable' });
    }
    if (found.status === 'unsubscribed') return page(ctx, 200, { kind: 'unsubscribed' });
    page(ctx, 200, { kind: 'unsubscribe', token, email: found.email });
  });

  router.post(under(NEWSLETTER_UNSUBSCRIBE_PATH), privatePage, originCheck(), async (ctx) => {
    if (await unsubscribe({ db, clock }, await postedToken(ctx))) {
      return page(ctx, 200, { kind: 'unsubscribed' });
    }
    page(ctx, 410, { kind: 'unsubscribe-unusable' });
  });

  return router;
}
