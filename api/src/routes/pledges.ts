import { createRouter } from '../http/router';
import {
  CONSENT_WORDING,
  isHoneypotFilled,
  pledgeInputSchema,
  type PledgeAccepted,
  type PledgeInput,
} from '@campaign/shared';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { attributionColumns } from '../attribution/attribution-columns';
import { newLinkToken } from '../auth/password-links';
import { isUniqueViolation } from '../db/errors';
import type { GroupCommit } from '../db/group-commit';
import { parseBody } from '../http/validate';
import { OUTBOX_TABLE, templatedOutboxRow } from '../mail/outbox';
import type { MailCaps } from '../mail/mail-caps';
import type { MailSettings } from '../mail/settings';
import { queuedPledgeWelcome } from '../mail/templates/pledge-welcome';
import type { Models } from '../models';
import type { Pledge } from '../models/pledge';
import {
  newReferralPageSecret,
  newShareCode,
  referralPageSecretHash,
  referralPageToken,
} from '../referrals/codes';
import type { PledgeStats } from '../stats/pledge-stats';
import { DELIVERIES_TABLE, pledgeCreated, webhookDeliveryRows } from '../webhooks/events';

/**
 * The same answer for a first and a repeat pledge, with nothing that could tell them apart (no
 * id, no count), so the form cannot be used to find out whether someone has pledged. It carries
 * the share code made for this pledge, fresh in both cases: a repeat pledge's code is simply
 * never stored (docs/decisions/041-referrals.md).
 */
const PLEDGE_ACCEPTED_MESSAGE = 'Thank you for pledging!';

export interface PledgeStoreDeps {
  models: Models;
  stats: PledgeStats;
  /** Pledges are committed in small groups (db/group-commit.ts). */
  groupCommit: GroupCommit;
  /** The site's name, for the welcome email's subject. */
  mail: MailSettings;
  /** The outgoing-mail caps the welcome email is held to. */
  mailCaps: MailCaps;
}

/**
 * Stores a pledge with its welcome email and counts it, or, for an email that has pledged
 * before, keeps the first pledge and sends and counts nothing. Shared by the JSON route and the
 * plain form post (web/visitor-pages.ts).
 *
 * The pledge row and its outbox row are one unit of a group commit: both are stored or neither,
 * and this resolves only once the batch they went in has committed, so a pledge is acknowledged
 * (and counted) only when it is on disk. The unit hands both rows to the batch, which inserts a
 * batch's pledges in one statement and their emails in another; a repeat pledge's unique
 * violation makes the batch run again with a savepoint per unit, which rolls back its own unit
 * alone.
 *
 * The outgoing-mail caps (mail/mail-caps.ts): when this hour's welcome emails are used up, the
 * pledge is refused (503, "try again later") before anything is stored. A pledge whose mailbox
 * already had a welcome this window (`victim+2@` after `victim+1@`) is still stored and counted,
 * without a second welcome: the welcome's unique window key refuses it, and the pledge is
 * submitted again alone. A pledge is never lost to a cap it did not hit.
 */
/**
 * The unique violation is the pledge's own email key, as the drivers name it at the end of their
 * message (after the statement and its values, so no value can pass for it): SQLite's
 * "UNIQUE constraint failed: pledges.email", MySQL's and MariaDB's "for key
 * '[pledges.]pledges_email_unique'".
 */
const REPEAT_PLEDGE =
  /(?:UNIQUE constraint failed: pledges\.email|for key '(?:pledges\.)?pledges_email_unique')$/;
const isRepeatPledge = (error: unknown) =>
  REPEAT_PLEDGE.test(String((error as { message?: unknown })?.message ?? ''));

export async function storePledge(
  { models, stats, groupCommit, mail, mailCaps }: PledgeStoreDeps,
  pledge: Omit<PledgeInput, 'website'>,
  /** The code of the partner whose embedded form took the pledge (web/embed.ts). */
  partner: string | null = null,
): Promise<{ shareCode: string }> {
  const now = new Date();
  // Made here, not by the database, so the pledge stays one insert in its group commit; a
  // repeat pledge's code and token are never stored.
  const shareCode = newShareCode();
  const referralPageSecret = newReferralPageSecret();
  // The one-click unsubscribe link of every campaign email to this pledger.
  const unsubscribeToken = newLinkToken();
  const pledgeRow = {
    name: pledge.name,
    email: pledge.email,
    createdAt: now,
    // The form's wording about email, agreed to by pledging (shared/src/forms.ts).
    consentAt: now,
    consentVersion: CONSENT_WORDING.pledge.version,
    consentText: CONSENT_WORDING.pledge.text,
    unsubscribeToken,
    // Where the pledge came from, the share code it came with among it (who brought this
    // pledger): columns of the same row, so no query of its own.
    ...attributionColumns(pledge, partner),
    shareCode,
    referralPageTokenHash: referralPageSecretHash(referralPageSecret),
  } satisfies Pick<
    Pledge,
    | 'name'
    | 'email'
    | 'createdAt'
    | 'consentAt'
    | 'consentVersion'
    | 'consentText'
    | 'unsubscribeToken'
    | 'shareCode'
    | 'referralPageTokenHash'
    | 'referralCode'
  >;
  // Queued by the name it greets and the pledger's links; rendered when it is sent or shown
  // (mail/outbox-bodies.ts).
  const welcome = templatedOutboxRow(
    {
      ...queuedPledgeWelcome(mail, {
        ...pledgeRow,
        referralPageToken: referralPageToken(shareCode, referralPageSecret),
      }),
      mailboxWindowKey: mailCaps.windowKey('pledge-welcome', pledge.email, now),
    },
    now,
  );
  const giveBack = await mailCaps.countUnconfirmed(pledge.email, 'pledge');
  const submit = (withWelcome: boolean) =>
    groupCommit.submit(async (trx, rows) => {
      rows.insert(models.Pledge.tableName, pledgeRow);
      if (withWelcome) rows.insert(OUTBOX_TABLE, welcome);
      // Its webhook deliveries (webhooks/events.ts), in the same unit: a repeat pledge's are
      // rolled back with it.
      for (const delivery of await webhookDeliveryRows(trx, pledgeCreated(pledgeRow), now)) {
        rows.insert(DELIVERIES_TABLE, delivery);
      }
      return now;
    });
  let welcomed = false;
  try {
    await stats.recordPledge(async () => {
      try {
        const stored = await submit(true);
        welcomed = true;
        return stored;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The email has pledged before: keep the first pledge, count nothing.
        if (welcome.mailboxWindowKey === null || isRepeatPledge(error)) return null;
      }
      // Its mailbox had a welcome this window (or a key this could not name broke): the pledge
      // goes again alone, so that it is kept whatever the welcome's fate.
      try {
        return await submit(false);
      } catch (error) {
        // The email has pledged before: keep the first pledge, count nothing.
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    });
  } finally {
    // No welcome queued: it does not use up the hour's caps.
    if (!welcomed) await giveBack();
  }
  return { shareCode };
}

export function pledgesRouter({
  guards,
  ...store
}: PledgeStoreDeps & { guards: Middleware<AppState>[] }) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/pledges', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer (with a code stored nowhere), nothing stored
    // or counted.
    let shareCode = newShareCode();
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...pledge } = parseBody(pledgeInputSchema, ctx.request.body);
      ({ shareCode } = await storePledge(store, pledge));
    }
    ctx.status = 201;
    ctx.body = { message: PLEDGE_ACCEPTED_MESSAGE, shareCode } satisfies PledgeAccepted;
  });
  return router;
}
