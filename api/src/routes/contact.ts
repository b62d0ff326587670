import { createRouter } from '../http/router';
import { contactInputSchema, isHoneypotFilled, type ContactInput } from '@campaign/shared';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { parseBody } from '../http/validate';
import type { Models } from '../models';

/** Stores a visitor's message (the JSON route and the plain form post, web/visitor-pages.ts). */
export async function storeContactMessage(
  { models }: { models: Models },
  message: Omit<ContactInput, 'website'>,
): Promise<void> {
  await models.Contact.query().insert(message);
}

export function contactRouter({
  models,
  guards,
}: {
  models: Models;
  guards: Middleware<AppState>[];
}) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/contact', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer, nothing stored.
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...message } = parseBody(contactInputSchema, ctx.request.body);
      await storeContactMessage({ models }, message);
    }
    ctx.status = 201;
    ctx.body = { message: 'Thank you for your message!' };
  });
  return router;
}
