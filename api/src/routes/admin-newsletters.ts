import type { Knex } from 'knex';
import {
  idParamSchema,
  newsletterEditionInputSchema,
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
import { parseBody, parseParam } from '../http/validate';
import { enqueueEmail, enqueueEmails, type EmailStatus } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import { newsletterEmail } from '../mail/templates/newsletter';
import { loadSiteSettings } from '../settings/site-settings';
import type { Models, NewsletterEdition } from '../models';
import {
  confirmedSubscribers,
  countConfirmedSubscribers,
  unsubscribeHeaders,
  unsubscribeUrl,
} from '../newsletter/subscribers';

const NOT_FOUND = 'Newsletter not found';
export const ALREADY_SENT = 'This newsletter has been sent and can no longer be changed';
export const NO_SUBSCRIBERS = 'There are no confirmed subscribers to send this newsletter to';

/** Copies built and queued at a time by a send. */
const SEND_CHUNK = 200;

const DRAFT: NewsletterEditionStatus = 'draft';
const SENT: NewsletterEditionStatus = 'sent';

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
  };
}

/**
 * Newsletters, admins only (they are sent to people's addresses): GET /api/admin/newsletters
 * (newest first, with each one's delivery progress and how many confirmed subscribers there
 * are), POST to write a draft, GET/PUT /:id (a sent one answers 409 to a change), POST /preview
 * (the HTML as it would be stored), POST /:id/test (one copy to the signed-in admin) and
 * POST /:id/send (one copy per confirmed subscriber, queued in the outbox, exactly once).
 */
export function adminNewslettersRouter({ models, mail }: { models: Models; mail: MailSettings }) {
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
      .select('id', 'subject', 'status', 'createdAt', 'sentAt', 'recipients')
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
      if (changed === 0) throw new HttpError(409, ALREADY_SENT);
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

  router.post('/newsletters/:id/send', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, NOT_FOUND);
    const recipients = await models.NewsletterEdition.transaction(async (trx) => {
      const now = new Date();
      // Conditional, first: of two sends at once (two clicks, two instances), one changes the
      // row; the other answers 409 and queues nothing. On MySQL the row stays locked until
      // commit, so the second waits and then sees `sent`.
      const flipped = await models.NewsletterEdition.query(trx)
        .patch({ status: SENT, sentAt: now })
        .where({ id, status: DRAFT });
      if (flipped === 0) {
        await find(id, trx); // 404 when there is no such newsletter
        throw new HttpError(409, ALREADY_SENT);
      }
      const edition = await find(id, trx);
      const site = await siteOf(trx);
      const subscribers = await confirmedSubscribers(trx);
      // Rolls the flip back: the newsletter stays a draft to send once people have confirmed.
      if (subscribers.length === 0) throw new HttpError(409, NO_SUBSCRIBERS);
      // Built and queued a chunk at a time: every copy holds the whole body, so building them
      // all first would hold thousands of bodies in memory at once.
      for (let start = 0; start < subscribers.length; start += SEND_CHUNK) {
        const chunk = subscribers.slice(start, start + SEND_CHUNK).map((subscriber) => {
          const url = unsubscribeUrl(mail.publicUrl, subscriber.unsubscribeToken);
          return newsletterEmail(site, edition, {
            email: subscriber.email,
            unsubscribeUrl: url,
            headers: unsubscribeHeaders(url),
          });
        });
        await enqueueEmails(trx, chunk, now);
      }
      await models.NewsletterEdition.query(trx)
        .patch({ recipients: subscribers.length })
        .where({ id });
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'send',
          entity: 'newsletter',
          entityId: id,
          summary: `Sent "${edition.subject}" to ${subscribers.length} subscribers`,
        },
        trx,
      );
      return subscribers.length;
    });
    ctx.status = 202;
    ctx.body = { recipients } satisfies NewsletterSendResult;
  });

  return router;
}
