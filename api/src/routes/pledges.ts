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
import { enqueueEmail } from '../mail/outbox';
import type { MailSettings } from '../mail/settings';
import { pledgeWelcomeEmail } from '../mail/templates/pledge-welcome';
import type { Models } from '../models';
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
  /** The site's name and origin, for the welcome email's text and links. */
  mail: MailSettings;
}

/**
 * Stores a pledge with its welcome email and counts it, or, for an email that has pledged
 * before, keeps the first pledge and sends and counts nothing. Shared by the JSON route and the
 * plain form post (web/visitor-pages.ts).
 *
 * The pledge row and its outbox row are one unit of a group commit: both are stored or neither,
 * and this resolves only once the batch they went in has committed, so a pledge is acknowledged
 * (and counted) only when it is on disk. A repeat pledge's unique violation rolls back its own
 * unit alone.
 */
export async function storePledge(
  { models, stats, groupCommit, mail }: PledgeStoreDeps,
  pledge: Omit<PledgeInput, 'website'>,
): Promise<void> {
  await stats.recordPledge(async () => {
    try {
      return await groupCommit.submit(async (trx) => {
        const stored = await models.Pledge.query(trx).insert({
          ...pledge,
          // The form's wording about email, agreed to by pledging (shared/src/forms.ts).
          consentAt: new Date(),
          consentVersion: CONSENT_WORDING.pledge.version,
        });
        await enqueueEmail(trx, pledgeWelcomeEmail(mail, stored), stored.createdAt);
        return stored.createdAt;
      });
    } catch (error) {
      // The email has pledged before: keep the first pledge, count nothing.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  });
}

export function pledgesRouter({
  models,
  stats,
  groupCommit,
  mail,
  guards,
}: {
  models: Models;
  stats: PledgeStats;
  groupCommit: GroupCommit;
  mail: MailSettings;
  guards: Middleware<AppState>[];
}) {
  const store: PledgeStoreDeps = { models, stats, groupCommit, mail };
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
