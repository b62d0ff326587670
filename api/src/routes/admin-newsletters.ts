import type { Knex } from 'knex';
import {
  audienceCountQuerySchema,
  idParamSchema,
  newsletterEditionInputSchema,
  newsletterSendInputSchema,
  SUBSCRIBERS_ONLY,
  type AudienceCount,
  type AudienceFilter,
  newsletterHtmlSchema,
  newsletterPreviewInputSchema,
  type NewsletterEditionDetail,
  type NewsletterEditionList,
  type NewsletterEditionStatus,
  type NewsletterEditionSummary,
  type NewsletterPreview,
  type NewsletterProgress,
  type NewsletterSendResult,
} from '@campaign/shared';
import { changedFields, describeChanges, recordActivity } from '../activity/activity-log';
import { createAdminOnlyRouter } from '../auth/current-user';
import { sanitizeBlogHtml } from '../content/sanitize-html';
import { HttpError } from '../http/errors';
import { parseBody, parseParam, parseQuery } from '../http/validate';
import { enqueueEmail, type EmailStatus } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import { newsletterEmail } from '../mail/templates/newsletter';
import { loadSiteSettings } from '../settings/site-settings';
import type { Models, NewsletterEdition } from '../models';
import { countAudience } from '../newsletter/audience';
import { describeAudience, queueCopies } from '../newsletter/newsletter-sends';
import { countConfirmedSubscribers } from '../newsletter/subscribers';

const NOT_FOUND = 'Newsletter not found';
export const ALREADY_SENT = 'This newsletter has been sent and can no longer be changed';
export const NO_SUBSCRIBERS = 'There are no confirmed subscribers to send this newsletter to';
export const NO_RECIPIENTS = 'Nobody in this audience can be sent this newsletter';
export const NOT_SCHEDULED = 'This newsletter is not scheduled';
export const SCHEDULED_NOT_EDITABLE =
  'This newsletter is scheduled: cancel the scheduled send to change it';
const SEGMENT_NOT_FOUND = 'Segment not found';

const DRAFT: NewsletterEditionStatus = 'draft';
const SCHEDULED: NewsletterEditionStatus = 'scheduled';
const SENT: NewsletterEditionStatus = 'sent';

/** A scheduled send at most this far ahead. */
const SCHEDULE_MAX_MS = 366 * 24 * 60 * 60 * 1000;

const SUBSCRIBERS_LABEL = describeAudience(SUBSCRIBERS_ONLY);

/**
 * What is stored is what is sent: the HTML is cleaned with the articles' allowlist now, and what
 * remains must still be a body (a body of nothing but a script is refused, not stored empty).
 */
function cleanHtml(html: string): string {
  const checked = newsletterHtmlSchema.safeParse(sanitizeBlogHtml(html));
  if (!checked.success) {
    throw new HttpError(400, 'Invalid input', [
      {
        path: 'html',
        message: `${checked.error.issues[0]?.message ?? 'Invalid body'} once unsafe HTML is removed`,
      },
    ]);
  }
  return checked.data;
}

const EMPTY_PROGRESS: NewsletterProgress = { queued: 0, sent: 0, failed: 0 };

/** Each newsletter's copies in the outbox by status; `sending` counts as still waiting. */
async function progressOf(
  db: Knex | Knex.Transaction,
  ids: readonly number[],
): Promise<Map<number, NewsletterProgress>> {
  const progress = new Map<number, NewsletterProgress>();
  if (ids.length === 0) return progress;
  const rows: { newsletterId: number | string; status: EmailStatus; count: number | string }[] =
    await db('email_outbox')
      .select('newsletterId', 'status')
      .count({ count: '*' })
      .whereIn('newsletterId', ids)
      .groupBy('newsletterId', 'status');
  for (const row of rows) {
    const id = Number(row.newsletterId);
    const counts = progress.get(id) ?? { ...EMPTY_PROGRESS };
    const bucket = row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : 'queued';
    counts[bucket] += Number(row.count);
    progress.set(id, counts);
  }
  return progress;
}

function summaryOf(
  edition: NewsletterEdition,
  progress: NewsletterProgress | undefined,
): NewsletterEditionSummary {
  return {
    id: edition.id,
    subject: edition.subject,
    status: edition.status,
    createdAt: edition.createdAt.toISOString(),
    sentAt: edition.sentAt ? edition.sentAt.toISOString() : null,
    recipients: edition.recipients ?? null,
    progress: progress ?? { ...EMPTY_PROGRESS },
    scheduledAt: edition.scheduledAt ? edition.scheduledAt.toISOString() : null,
    audienceLabel: edition.audienceLabel ?? (edition.status === SENT ? SUBSCRIBERS_LABEL : null),
  };
}

/**
 * Newsletters, admins only (they are sent to people's addresses): GET /api/admin/newsletters
 * (newest first, with each one's delivery progress and how many confirmed subscribers there
 * are), POST to write a draft, GET/PUT /:id (a sent one answers 409 to a change), POST /preview
 * (the HTML as it would be stored), POST /:id/test (one copy to the signed-in admin) and
 * POST /:id/send (one copy per confirmed subscriber, queued in the outbox, exactly once).
 */
export function adminNewslettersRouter({
  models,
  mail,
  clock = () => new Date(),
}: {
  models: Models;
  mail: MailSettings;
  clock?: () => Date;
}) {
  // For admins only: the router runs the admin-role guard before every route.
  const router = createAdminOnlyRouter();
  /** The footer's "Questions? Write to …": the contact email of the site settings. */
  const siteOf = async (trx?: Knex.Transaction) => ({
    siteName: mail.siteName,
    publicUrl: mail.publicUrl,
    contactEmail: (await loadSiteSettings(models, trx)).contactEmail,
  });
  const db = () => models.NewsletterEdition.knex();

  const detailOf = async (edition: NewsletterEdition): Promise<NewsletterEditionDetail> => {
    const progress = await progressOf(db(), [edition.id]);
    return {
      ...summaryOf(edition, progress.get(edition.id)),
      html: edition.html,
      confirmedSubscribers: await countConfirmedSubscribers(db()),
    };
  };

  const find = async (id: number, trx?: Knex.Transaction) => {
    const edition = await models.NewsletterEdition.query(trx).findById(id);
    if (!edition) throw new HttpError(404, NOT_FOUND);
    return edition;
  };

  router.get('/newsletters', async (ctx) => {
    const editions = await models.NewsletterEdition.query()
      .select(
        'id',
        'subject',
        'status',
        'createdAt',
        'sentAt',
        'recipients',
        'scheduledAt',
        'audienceLabel',
      )
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    const progress = await progressOf(
      db(),
      editions.filter((edition) => edition.status === SENT).map((edition) => edition.id),
    );
    ctx.body = {
      items: editions.map((edition) => summaryOf(edition, progress.get(edition.id))),
      confirmedSubscribers: await countConfirmedSubscribers(db()),
    } satisfies NewsletterEditionList;
  });

  router.post('/newsletters', async (ctx) => {
    const input = parseBody(newsletterEditionInputSchema, ctx.request.body);
    const html = cleanHtml(input.html);
    const id = await models.NewsletterEdition.transaction(async (trx) => {
      const edition = await models.NewsletterEdition.query(trx).insert({
        subject: input.subject,
        html,
        status: DRAFT,
        createdBy: ctx.state.user.id,
      });
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'create',
          entity: 'newsletter',
          entityId: edition.id,
          summary: `Wrote "${input.subject}"`,
        },
        trx,
      );
      return edition.id;
    });
    ctx.status = 201;
    ctx.body = { id };
  });

  // Before /newsletters/:id/…: "preview" is not an id.
  router.post('/newsletters/preview', (ctx) => {
    const { html } = parseBody(newsletterPreviewInputSchema, ctx.request.body);
    ctx.body = { html: cleanHtml(html) } satisfies NewsletterPreview;
  });

  router.get('/newsletters/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    ctx.body = await detailOf(await find(id));
  });

  router.put('/newsletters/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const input = parseBody(newsletterEditionInputSchema, ctx.request.body);
    const changes = { subject: input.subject, html: cleanHtml(input.html) };
    const edition = await models.NewsletterEdition.transaction(async (trx) => {
      const before = await find(id, trx);
      // Conditional: an edit racing the send changes nothing once the send has flipped the row.
      const changed = await models.NewsletterEdition.query(trx)
        .patch(changes)
        .where({ id, status: DRAFT });
      if (changed === 0) {
        throw new HttpError(
          409,
          before.status === SCHEDULED ? SCHEDULED_NOT_EDITABLE : ALREADY_SENT,
        );
      }
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'update',
          entity: 'newsletter',
          entityId: id,
          summary: describeChanges(changedFields(before, changes)),
        },
        trx,
      );
      return find(id, trx);
    });
    ctx.body = await detailOf(edition);
  });

  router.post('/newsletters/:id/test', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const edition = await find(id);
    const to = ctx.state.user.email;
    await enqueueEmail(
      db(),
      newsletterEmail(await siteOf(), edition, { email: to }, 'newsletter-test'),
    );
    ctx.status = 202;
    ctx.body = { to };
  });

  /**
   * The audience a send or a count names: a saved segment (its name is the label), a filter, or
   * neither: the confirmed subscribers, as this endpoint always sent to.
   */
  const targetOf = async (
    input: { segmentId?: number | undefined; audience?: AudienceFilter | undefined },
    field: string,
  ): Promise<{ filter: AudienceFilter; label: string }> => {
    if (input.segmentId !== undefined) {
      const segment = await models.NewsletterSegment.query().findById(input.segmentId);
      if (!segment) {
        throw new HttpError(400, 'Invalid input', [{ path: field, message: SEGMENT_NOT_FOUND }]);
      }
      return { filter: segment.filter, label: segment.name };
    }
    const filter = input.audience ?? SUBSCRIBERS_ONLY;
    return { filter, label: describeAudience(filter) };
  };

  router.get('/audience/count', async (ctx) => {
    const { segment, ...filter } = parseQuery(audienceCountQuerySchema, ctx.query);
    const target = await targetOf(
      segment !== undefined ? { segmentId: segment } : { audience: filter },
      'segment',
    );
    ctx.body = { recipients: await countAudience(db(), target.filter) } satisfies AudienceCount;
  });

  router.post('/newsletters/:id/send', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const input = parseBody(newsletterSendInputSchema, ctx.request.body ?? {});
    const { filter, label } = await targetOf(input, 'segmentId');
    const now = clock();
    if (input.scheduledAt !== undefined) {
      const at = new Date(input.scheduledAt);
      if (at.getTime() <= now.getTime() || at.getTime() > now.getTime() + SCHEDULE_MAX_MS) {
        throw new HttpError(400, 'Invalid input', [
          { path: 'scheduledAt', message: 'Send time must be in the future, within a year' },
        ]);
      }
      const recipients = await models.NewsletterEdition.transaction(async (trx) => {
        // Conditional, as a send: only a draft is scheduled, once.
        const flipped = await models.NewsletterEdition.query(trx)
          .patch({ status: SCHEDULED, scheduledAt: at, audience: filter, audienceLabel: label })
          .where({ id, status: DRAFT });
        if (flipped === 0) {
          const edition = await find(id, trx); // 404 when there is no such newsletter
          throw new HttpError(
            409,
            edition.status === SCHEDULED ? 'This newsletter is already scheduled' : ALREADY_SENT,
          );
        }
        const edition = await find(id, trx);
        await recordActivity(
          models,
          ctx.state.user,
          {
            action: 'schedule',
            entity: 'newsletter',
            entityId: id,
            summary: `Scheduled "${edition.subject}" for ${at.toISOString()} to ${label}`,
          },
          trx,
        );
        return countAudience(trx, filter);
      });
      ctx.status = 202;
      ctx.body = { recipients, scheduledAt: at.toISOString() } satisfies NewsletterSendResult;
      return;
    }
    const recipients = await models.NewsletterEdition.transaction(async (trx) => {
      // Conditional, first: of two sends at once (two clicks, two instances), one changes the
      // row; the other answers 409 and queues nothing. On MySQL the row stays locked until
      // commit, so the second waits and then sees `sent`.
      const flipped = await models.NewsletterEdition.query(trx)
        .patch({ status: SENT, sentAt: now, audience: filter, audienceLabel: label })
        .where({ id, status: DRAFT });
      if (flipped === 0) {
        const edition = await find(id, trx); // 404 when there is no such newsletter
        throw new HttpError(
          409,
          edition.status === SCHEDULED ? SCHEDULED_NOT_EDITABLE : ALREADY_SENT,
        );
      }
      const edition = await find(id, trx);
      const queued = await queueCopies(trx, models, mail, edition, filter, now);
      // Rolls the flip back: the newsletter stays a draft to send once there is someone.
      if (queued === 0) {
        throw new HttpError(
          409,
          filter.kind === 'subscribers' && !input.audience && !input.segmentId
            ? NO_SUBSCRIBERS
            : NO_RECIPIENTS,
        );
      }
      await models.NewsletterEdition.query(trx).patch({ recipients: queued }).where({ id });
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'send',
          entity: 'newsletter',
          entityId: id,
          summary:
            filter.kind === 'subscribers' && label === SUBSCRIBERS_LABEL
              ? `Sent "${edition.subject}" to ${queued} subscribers`
              : `Sent "${edition.subject}" to ${queued} ${queued === 1 ? 'person' : 'people'} (${label})`,
        },
        trx,
      );
      return queued;
    });
    ctx.status = 202;
    ctx.body = { recipients } satisfies NewsletterSendResult;
  });

  /** A scheduled newsletter back to a draft, before the scheduler sends it. */
  router.post('/newsletters/:id/cancel', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const edition = await models.NewsletterEdition.transaction(async (trx) => {
      const cancelled = await models.NewsletterEdition.query(trx)
        .patch({ status: DRAFT, scheduledAt: null, audience: null, audienceLabel: null })
        .where({ id, status: SCHEDULED });
      const current = await find(id, trx); // 404 when there is no such newsletter
      if (cancelled === 0) {
        throw new HttpError(409, current.status === SENT ? ALREADY_SENT : NOT_SCHEDULED);
      }
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'cancel',
          entity: 'newsletter',
          entityId: id,
          summary: `Cancelled the scheduled send of "${current.subject}"`,
        },
        trx,
      );
      return current;
    });
    ctx.body = await detailOf(edition);
  });

  return router;
}
