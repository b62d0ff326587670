import {
  idParamSchema,
  outboxListQuerySchema,
  type MailStatus,
  type OutboxEmailDetail,
  type OutboxRow,
  type Page,
} from '@campaign/shared';
import { recordActivity } from '../activity/activity-log';
import { createAdminOnlyRouter } from '../auth/current-user';
import { HttpError } from '../http/errors';
import { parseParam, parseQuery } from '../http/validate';
import { readPage } from '../db/read-page';
import { formatMailbox } from '../mail/mailbox';
import type { EmailStatus } from '../mail/outbox';
import { outboxBodies, type BodyOf } from '../mail/outbox-bodies';
import type { MailSettings } from '../mail/settings';
import type { Models, OutboxEmail } from '../models';

const NOT_FOUND = 'Email not found';
export const ONLY_FAILED = 'Only a failed email can be retried';

/** What the list reads: everything but the two bodies, which can be large. */
const ROW_COLUMNS = [
  'id',
  'kind',
  'toAddress',
  'subject',
  'status',
  'attempts',
  'lastError',
  'createdAt',
  'nextAttemptAt',
  'sentAt',
] as const;

function toRow(email: OutboxEmail): OutboxRow {
  return {
    id: email.id,
    kind: email.kind,
    to: email.toAddress,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError ?? null,
    createdAt: email.createdAt.toISOString(),
    nextAttemptAt: email.nextAttemptAt.toISOString(),
    sentAt: email.sentAt ? email.sentAt.toISOString() : null,
  };
}

/** One email with both parts as they are (or were) sent (mail/outbox-bodies.ts). */
async function toDetail(email: OutboxEmail, bodyOf: BodyOf): Promise<OutboxEmailDetail> {
  const { html, text } = await bodyOf(email);
  return {
    ...toRow(email),
    replyTo: email.replyTo ?? null,
    text,
    html,
    headers: email.headers ?? {},
  };
}

/**
 * The outbox as admins see it (admins only: it holds people's addresses and messages):
 * GET /api/admin/mail-status (is SMTP set up, who mail is from and to), GET /api/admin/outbox
 * (newest first, by status and kind, without the bodies), GET /api/admin/outbox/:id (one email
 * with both parts) and POST /api/admin/outbox/:id/retry (a failed email goes back to the queue
 * with a fresh set of attempts; logged in the same transaction).
 */
export function adminOutboxRouter({ models, mail }: { models: Models; mail: MailSettings }) {
  // For admins only: the router runs the admin-role guard before every route.
  const router = createAdminOnlyRouter();
  const bodyOf = outboxBodies(models, mail);

  router.get('/mail-status', (ctx) => {
    ctx.body = {
      configured: mail.enabled,
      from: formatMailbox(mail.from),
      notifyTo: mail.notifyTo,
    } satisfies MailStatus;
  });

  router.get('/outbox', async (ctx) => {
    const { status, kind, page, pageSize } = parseQuery(outboxListQuerySchema, ctx.query);
    const query = models.OutboxEmail.query().select(ROW_COLUMNS);
    if (status) query.where('status', status);
    if (kind) query.where('kind', kind);
    query.orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    ctx.body = (await readPage(query, { page, pageSize }, toRow)) satisfies Page<OutboxRow>;
  });

  router.get('/outbox/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const email = await models.OutboxEmail.query().findById(id);
    if (!email) throw new HttpError(404, NOT_FOUND);
    ctx.body = await toDetail(email, bodyOf);
  });

  router.post('/outbox/:id/retry', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const retried = await models.OutboxEmail.transaction(async (trx) => {
      // Conditional: of two retries at once, or a retry racing the worker, one changes the row.
      const changed = await models.OutboxEmail.query(trx)
        .patch({
          status: 'queued' satisfies EmailStatus,
          attempts: 0,
          nextAttemptAt: new Date(),
          claimedBy: null,
          claimedUntil: null,
        })
        .where({ id, status: 'failed' satisfies EmailStatus });
      if (changed === 0) {
        const exists = await models.OutboxEmail.query(trx).findById(id).select('id');
        throw exists ? new HttpError(409, ONLY_FAILED) : new HttpError(404, NOT_FOUND);
      }
      const email = await models.OutboxEmail.query(trx).findById(id);
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'retry',
          entity: 'email',
          entityId: id,
          summary: `Queued a ${email!.kind} email again`,
        },
        trx,
      );
      return email!;
    });
    ctx.body = await toDetail(retried, bodyOf);
  });

  return router;
}
