import Router from '@koa/router';
import { contactInputSchema, isHoneypotFilled } from '@campaign/shared';
import type { AppState } from '../app';
import { parseBody } from '../http/validate';
import type { Models } from '../models';

export function contactRouter({ models }: { models: Models }) {
  const router = new Router<AppState>({ prefix: '/api' });
  router.post('/contact', async (ctx) => {
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
