import type { Knex } from 'knex';
import {
  AUDIENCE_KIND_LABELS,
  REFERRAL_FILTER_LABELS,
  SUBSCRIBERS_ONLY,
  type AudienceFilter,
  type NewsletterEditionStatus,
} from '@campaign/shared';
import { isDatabaseUnavailable } from '../db/errors';
import { errorForLog } from '../http/log-safety';
import type { Logger } from '../logger';
import { enqueueEmails } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import { newsletterEmail } from '../mail/templates/newsletter';
import { startPeriodic } from '../maintenance/periodic';
import type { Models, NewsletterEdition } from '../models';
import { loadSiteSettings } from '../settings/site-settings';
import { audiencePage } from './audience';
import { unsubscribeHeaders, unsubscribeUrl } from './subscribers';

/**
 * Sending a newsletter to its audience (newsletter/audience.ts), now or at its scheduled time
 * (docs/decisions/046-mailing-audience.md).
 *
 * A send is one transaction: the conditional flip of the newsletter to `sent` (from `draft` for a
 * send now, from a due `scheduled` for the scheduler), then one copy per address of the audience
 * as it is at that moment, queued in the outbox a page at a time. Of two sends at once (two
 * clicks, two instances' schedulers) one flips the row and the other changes nothing (on MySQL
 * it waits for the row lock, then sees `sent`); a process that dies mid-send rolls back, and the
 * newsletter is still `scheduled` for the next pass of whichever instance comes first.
 */

const SENT: NewsletterEditionStatus = 'sent';
const SCHEDULED: NewsletterEditionStatus = 'scheduled';

/** Addresses read, and copies built and queued, at a time. */
export const SEND_PAGE = 500;

/** How often each instance looks for scheduled newsletters that are due. */
export const SCHEDULER_INTERVAL_MS = 30_000;

/** What the console calls an audience that is not a saved segment. */
export function describeAudience(filter: AudienceFilter): string {
  const parts: string[] = [AUDIENCE_KIND_LABELS[filter.kind]];
  if (filter.source) parts.push(`source ${filter.source}`);
  if (filter.campaign) parts.push(`campaign ${filter.campaign}`);
  if (filter.from && filter.to) parts.push(`signed up ${filter.from} to ${filter.to}`);
  else if (filter.from) parts.push(`signed up from ${filter.from}`);
  else if (filter.to) parts.push(`signed up until ${filter.to}`);
  if (filter.referral) parts.push(REFERRAL_FILTER_LABELS[filter.referral].toLowerCase());
  return parts.join(', ').slice(0, 120);
}

/** The audience a newsletter is (or was) sent to; one sent before audiences: the subscribers. */
export const audienceOf = (edition: Pick<NewsletterEdition, 'audience'>): AudienceFilter =>
  edition.audience ?? SUBSCRIBERS_ONLY;

/**
 * Queues one copy of `edition` per address of `filter`'s audience, each with its own unsubscribe
 * link and List-Unsubscribe headers, inside `trx`; answers how many. The audience is read a page
 * at a time in address order, so neither the addresses nor the copies are all held at once.
 */
export async function queueCopies(
  trx: Knex.Transaction,
  models: Models,
  mail: MailSettings,
  edition: Pick<NewsletterEdition, 'id' | 'subject' | 'html'>,
  filter: AudienceFilter,
  now: Date,
): Promise<number> {
  const site = {
    siteName: mail.siteName,
    publicUrl: mail.publicUrl,
    contactEmail: (await loadSiteSettings(models, trx)).contactEmail,
  };
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    const members = await audiencePage(trx, filter, SEND_PAGE, after);
    if (members.length === 0) break;
    const copies = members.map((member) => {
      const url = unsubscribeUrl(mail.publicUrl, member.unsubscribeToken);
      return newsletterEmail(site, edition, {
        email: member.email,
        unsubscribeUrl: url,
        headers: unsubscribeHeaders(url),
        reason: member.subscribed ? 'subscribed' : 'pledged',
      });
    });
    await enqueueEmails(trx, copies, now);
    queued += members.length;
    after = members.at(-1)!.email;
    if (members.length < SEND_PAGE) break;
  }
  return queued;
}

/**
 * Sends every scheduled newsletter that is due at `now`, each in its own transaction claimed by
 * its conditional flip; answers the ids this call sent. A due newsletter whose audience is empty
 * by then is still marked sent, to nobody (the console shows 0 recipients).
 */
export async function sendDueNewsletters(
  models: Models,
  mail: MailSettings,
  now: Date,
): Promise<number[]> {
  const due = await models.NewsletterEdition.query()
    .select('id')
    .where('status', SCHEDULED)
    .where('scheduledAt', '<=', now)
    .orderBy('scheduledAt')
    .orderBy('id');
  const sent: number[] = [];
  for (const { id } of due) {
    const done = await claimAndSend(models, mail, id, now);
    if (done) sent.push(id);
  }
  return sent;
}

/**
 * One due newsletter, claimed by its conditional flip and sent in the same transaction. Another
 * process holding the database or the row (SQLite's one writer, a MySQL lock wait or deadlock)
 * means it is being sent there, or will be at the next pass: this pass leaves it.
 */
async function claimAndSend(
  models: Models,
  mail: MailSettings,
  id: number,
  now: Date,
): Promise<boolean> {
  try {
    return await models.NewsletterEdition.transaction(async (trx) => {
      const claimed = await models.NewsletterEdition.query(trx)
        .patch({ status: SENT, sentAt: now })
        .where({ id, status: SCHEDULED })
        .where('scheduledAt', '<=', now);
      if (claimed === 0) return false; // another instance sent it, or it was cancelled
      const edition = await models.NewsletterEdition.query(trx).findById(id);
      if (!edition) return false;
      const recipients = await queueCopies(trx, models, mail, edition, audienceOf(edition), now);
      await models.NewsletterEdition.query(trx).patch({ recipients }).where({ id });
      return true;
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return false;
    throw error;
  }
}

/**
 * Runs `sendDueNewsletters` now and every `intervalMs` (server.ts), on every instance: the
 * claim makes each newsletter go out once. The returned function stops it.
 */
export function startNewsletterScheduler(
  models: Models,
  mail: MailSettings,
  logger: Logger,
  { intervalMs = SCHEDULER_INTERVAL_MS, clock = () => new Date() } = {},
): () => void {
  return startPeriodic(async () => {
    try {
      const sent = await sendDueNewsletters(models, mail, clock());
      if (sent.length > 0) logger.info('sent scheduled newsletters', { newsletters: sent });
    } catch (error) {
      logger.warn('could not send the scheduled newsletters', { err: errorForLog(error) });
    }
  }, intervalMs);
}
