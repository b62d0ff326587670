import { createRouter } from '../http/router';
import { contactInputSchema, isHoneypotFilled, type ContactInput } from '@campaign/shared';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { parseBody } from '../http/validate';
import { enqueueEmail } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import { contactNotificationEmail } from '../mail/templates/contact-notification';
import type { Models } from '../models';

/**
 * Stores a visitor's message (the JSON route and the plain form post, web/visitor-pages.ts) and,
 * when someone is to be told (NOTIFY_EMAIL, else ADMIN_EMAIL), queues the notification in the
 * same transaction.
 */
export async function storeContactMessage(
  { models, mail }: { models: Models; mail: MailSettings },
  message: Omit<ContactInput, 'website'>,
): Promise<void> {
  await models.Contact.transaction(async (trx) => {
    const stored = await models.Contact.query(trx).insert(message);
    if (mail.notifyTo) {
      await enqueueEmail(trx, contactNotificationEmail(mail, mail.notifyTo, stored));
    }
  });
}

export function contactRouter({
  models,
  mail,
  guards,
}: {
  models: Models;
  mail: MailSettings;
  guards: Middleware<AppState>[];
}) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/contact', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer, nothing stored.
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...message } = parseBody(contactInputSchema, ctx.request.body);
      await storeContactMessage({ models, mail }, message);
    }
    ctx.status = 201;
    ctx.body = { message: 'Thank you for your message!' };
  });
  return router;
}
