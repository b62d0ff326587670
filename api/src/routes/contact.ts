import { createRouter } from '../http/router';
import { contactInputSchema, isHoneypotFilled, type ContactInput } from '@campaign/shared';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { parseBody } from '../http/validate';
import type { Knex } from 'knex';
import type { MailCaps } from '../mail/mail-caps';
import { enqueueEmail } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import { contactNotificationEmail } from '../mail/templates/contact-notification';
import type { Models } from '../models';
import type { ContactNotification } from '../models/contact';
import { messageReceived, queueWebhookEvent } from '../webhooks/events';

const HOUR_MS = 3_600_000;

/**
 * Stores a visitor's message (the JSON route and the plain form post, web/visitor-pages.ts) and,
 * when someone is to be told (NOTIFY_EMAIL, else ADMIN_EMAIL), queues the notification in the
 * same transaction: one by one up to CONTACT_NOTIFY_HOURLY_CAP in the last hour, so that the
 * form cannot flood the organisers' inbox; beyond it the message is stored marked for the
 * next digest (maintenance/contact-digest.ts), which lists it with the others. Every message is
 * stored either way, and the visitor's answer is the same.
 */
export async function storeContactMessage(
  { models, mail, mailCaps }: { models: Models; mail: MailSettings; mailCaps: MailCaps },
  message: Omit<ContactInput, 'website'>,
): Promise<void> {
  const now = new Date();
  await models.Contact.transaction(async (trx) => {
    const notifyTo = mail.notifyTo;
    const cap = mailCaps.contactNotifyHourlyCap;
    const notification = !notifyTo
      ? null
      : (await notificationsUsedUp(trx, cap, now))
        ? 'digest'
        : 'own';
    const stored = await models.Contact.query(trx).insert({ ...message, notification });
    if (notifyTo && notification === 'own') {
      await enqueueEmail(trx, contactNotificationEmail(mail, notifyTo, stored), now);
    }
    // Its webhook deliveries: the message's id and console link, never its text or sender.
    await queueWebhookEvent(trx, messageReceived(mail.publicUrl, stored.id, now), now);
  });
}

/**
 * Whether `cap` messages of the last hour were notified one by one. Counted in the messages, which every instance shares, by their created_at index:
 * bounded by what the contact form received, whatever else the site sends. Two messages at
 * once may both be notified; a cap that is one over is not a flood.
 */
async function notificationsUsedUp(trx: Knex.Transaction, cap: number, now: Date) {
  if (cap === 0) return false;
  const recent = await trx('contacts')
    .where('createdAt', '>=', new Date(now.getTime() - HOUR_MS))
    .where('notification', 'own' satisfies ContactNotification)
    .limit(cap)
    .select('id');
  return recent.length >= cap;
}

export function contactRouter({
  models,
  mail,
  mailCaps,
  guards,
}: {
  models: Models;
  mail: MailSettings;
  mailCaps: MailCaps;
  guards: Middleware<AppState>[];
}) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/contact', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer, nothing stored.
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...message } = parseBody(contactInputSchema, ctx.request.body);
      await storeContactMessage({ models, mail, mailCaps }, message);
    }
    ctx.status = 201;
    ctx.body = { message: 'Thank you for your message!' };
  });
  return router;
}
