import { createRouter } from '../http/router';
import { contactInputSchema, isHoneypotFilled } from '@campaign/shared';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { parseBody } from '../http/validate';
import type { Models } from '../models';

export function contactRouter({ models, guards }: { models: Models; guards: Middleware<AppState>[] }) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/contact', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer, nothing stored.
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...message } = parseBody(contactInputSchema, ctx.request.body);
      await models.Contact.query().insert(message);
    }
    ctx.status = 201;
    ctx.body = { message: 'Thank you for your message!' };
  });
  return router;
}
