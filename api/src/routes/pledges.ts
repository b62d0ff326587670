import { createRouter } from '../http/router';
import {
  CONSENT_WORDING,
  isHoneypotFilled,
  pledgeInputSchema,
  type PledgeInput,
} from '@campaign/shared';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { isUniqueViolation } from '../db/errors';
import type { GroupCommit } from '../db/group-commit';
import { parseBody } from '../http/validate';
import { OUTBOX_TABLE, templatedOutboxRow } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import { queuedPledgeWelcome } from '../mail/templates/pledge-welcome';
import type { Models } from '../models';
import type { Pledge } from '../models/pledge';
import type { PledgeStats } from '../stats/pledge-stats';

/**
 * The same answer for a first and a repeat pledge, with nothing that could tell them apart (no
 * id, no count), so the form cannot be used to find out whether someone has pledged.
 */
const PLEDGE_ACCEPTED = { message: 'Thank you for pledging!' } as const;

export interface PledgeStoreDeps {
  models: Models;
  stats: PledgeStats;
  /** Pledges are committed in small groups (db/group-commit.ts). */
  groupCommit: GroupCommit;
  /** The site's name, for the welcome email's subject. */
  mail: MailSettings;
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
 */
export async function storePledge(
  { models, stats, groupCommit, mail }: PledgeStoreDeps,
  pledge: Omit<PledgeInput, 'website'>,
): Promise<void> {
  const now = new Date();
  const pledgeRow = {
    name: pledge.name,
    email: pledge.email,
    createdAt: now,
    // The form's wording about email, agreed to by pledging (shared/src/forms.ts).
    consentAt: now,
    consentVersion: CONSENT_WORDING.pledge.version,
  } satisfies Pick<Pledge, 'name' | 'email' | 'createdAt' | 'consentAt' | 'consentVersion'>;
  // Queued by the name it greets; rendered when it is sent or shown (mail/outbox-bodies.ts).
  const welcome = templatedOutboxRow(queuedPledgeWelcome(mail, pledgeRow), now);
  await stats.recordPledge(async () => {
    try {
      return await groupCommit.submit(async (_trx, rows) => {
        rows.insert(models.Pledge.tableName, pledgeRow);
        rows.insert(OUTBOX_TABLE, welcome);
        return now;
      });
    } catch (error) {
      // The email has pledged before: keep the first pledge, count nothing.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  });
}

export function pledgesRouter({
  guards,
  ...store
}: PledgeStoreDeps & { guards: Middleware<AppState>[] }) {
  const router = createRouter();
  // `guards`: this route's rate limit, cross-site check and body parser (see routes/api.ts).
  router.post('/pledges', ...guards, async (ctx) => {
    // A filled honeypot is a bot: the usual answer, nothing stored or counted.
    if (!isHoneypotFilled(ctx.request.body)) {
      const { website: _honeypot, ...pledge } = parseBody(pledgeInputSchema, ctx.request.body);
      await storePledge(store, pledge);
    }
    ctx.status = 201;
    ctx.body = PLEDGE_ACCEPTED;
  });
  return router;
}
