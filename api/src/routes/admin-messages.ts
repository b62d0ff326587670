import {
  idParamSchema,
  messageListQuerySchema,
  messageReplySchema,
  messageUpdateSchema,
  type MessageUpdate,
} from '@campaign/shared';
import { createAdminOnlyRouter } from '../auth/current-user';
import { recordActivity } from '../activity/activity-log';
import { HttpError } from '../http/errors';
import { parseBody, parseParam, parseQuery } from '../http/validate';
import { enqueueEmail } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import type { CachedSiteSettings } from '../settings/site-settings';
import { contactReplyEmail } from '../mail/templates/contact-reply';
import type { Contact, Models } from '../models';

const NOT_FOUND = 'Message not found';
export const MAIL_NOT_SET_UP =
  'Email is not set up on this site (SMTP_URL): reply from your own mail program';

type Timestamps = Pick<Contact, 'readAt' | 'handledAt'>;

/** A message as the console shows it (`inboxMessageSchema`; JSON turns the Dates into ISO 8601). */
function toInboxMessage(contact: Contact) {
  const { id, name, email, message, createdAt } = contact;
  return {
    id,
    name,
    email,
    message,
    createdAt,
    readAt: contact.readAt ?? null,
    handledAt: contact.handledAt ?? null,
  };
}

/**
 * The message's read and handled times after `update`. Handled implies read: marking a message
 * handled marks it read too, and marking it unread makes it unhandled again. A time already set
 * is kept, so "handled" keeps saying when it was first dealt with.
 */
export function applyMessageUpdate(
  before: Timestamps,
  update: MessageUpdate,
  now: Date,
): Timestamps {
  if (update.read === false && update.handled === true) {
    throw new HttpError(400, 'Invalid input', [
      { path: 'read', message: 'A handled message is read: send read true or leave it out' },
    ]);
  }
  let readAt = before.readAt ?? null;
  let handledAt = before.handledAt ?? null;
  if (update.read === true) readAt ??= now;
  if (update.read === false) [readAt, handledAt] = [null, null];
  if (update.handled === true) [readAt, handledAt] = [readAt ?? now, handledAt ?? now];
  if (update.handled === false) handledAt = null;
  return { readAt, handledAt };
}

/** "Marked read, handled", "Marked unhandled" or "No change": states only, never the message. */
function describeMessageUpdate(before: Timestamps, after: Timestamps): string {
  const changes: string[] = [];
  if (!before.readAt !== !after.readAt) changes.push(after.readAt ? 'read' : 'unread');
  if (!before.handledAt !== !after.handledAt)
    changes.push(after.handledAt ? 'handled' : 'unhandled');
  return changes.length ? `Marked ${changes.join(', ')}` : 'No change';
}

/**
 * The inbox of contact-form messages: GET /api/admin/messages (newest first, all or by status),
 * PATCH /api/admin/messages/:id (read, handled), POST /api/admin/messages/:id/reply (an answer
 * by email, when email is set up) and DELETE /api/admin/messages/:id. Admins only
 * (an admin-only router). Every change is logged in its transaction.
 */
export function adminMessagesRouter({
  models,
  mail,
  siteSettings,
}: {
  models: Models;
  mail: MailSettings;
  siteSettings: CachedSiteSettings;
}) {
  const router = createAdminOnlyRouter();

  router.get('/messages', async (ctx) => {
    const { status, page, pageSize } = parseQuery(messageListQuerySchema, ctx.query);
    const matching = () => {
      const query = models.Contact.query();
      if (status === 'unhandled') query.whereNull('handledAt');
      if (status === 'handled') query.whereNotNull('handledAt');
      return query;
    };
    const [messages, total] = await Promise.all([
      matching()
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      matching().resultSize(),
    ]);
    ctx.body = { items: messages.map(toInboxMessage), total, page, pageSize };
  });

  router.patch('/messages/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const update = parseBody(messageUpdateSchema, ctx.request.body);
    ctx.body = await models.Contact.transaction(async (trx) => {
      const contact = await models.Contact.query(trx).findById(id);
      if (!contact) throw new HttpError(404, NOT_FOUND);
      const after = applyMessageUpdate(contact, update, new Date());
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'update',
          entity: 'message',
          entityId: id,
          summary: describeMessageUpdate(contact, after),
        },
        trx,
      );
      return toInboxMessage(await contact.$query(trx).patchAndFetch(after));
    });
  });

  /**
   * Queues the reply in the outbox, marks the message handled (and read) and logs it, in one
   * transaction. Refused while email is not set up: the reply would only wait in the outbox,
   * and the console offers a mailto: link instead.
   */
  router.post('/messages/:id/reply', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const reply = parseBody(messageReplySchema, ctx.request.body);
    if (!mail.enabled) throw new HttpError(409, MAIL_NOT_SET_UP);
    const { contactEmail } = await siteSettings.read();
    ctx.body = await models.Contact.transaction(async (trx) => {
      const contact = await models.Contact.query(trx).findById(id);
      if (!contact) throw new HttpError(404, NOT_FOUND);
      await enqueueEmail(
        trx,
        contactReplyEmail({ ...mail, contactEmail }, { ...reply, replyTo: mail.notifyTo }, contact),
      );
      const after = applyMessageUpdate(contact, { handled: true }, new Date());
      await recordActivity(
        models,
        ctx.state.user,
        { action: 'reply', entity: 'message', entityId: id, summary: 'Replied by email' },
        trx,
      );
      return toInboxMessage(await contact.$query(trx).patchAndFetch(after));
    });
    ctx.status = 201;
  });

  router.delete('/messages/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    await models.Contact.transaction(async (trx) => {
      const deleted = await models.Contact.query(trx).deleteById(id);
      if (deleted === 0) throw new HttpError(404, NOT_FOUND);
      await recordActivity(
        models,
        ctx.state.user,
        { action: 'delete', entity: 'message', entityId: id, summary: 'Deleted a message' },
        trx,
      );
    });
    ctx.status = 204;
  });

  return router;
}
