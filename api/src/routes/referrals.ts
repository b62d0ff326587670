import type { Context, Middleware } from 'koa';
import {
  leaderboardChoiceSchema,
  REFERRALS_PAGE_PATH,
  shareLinkOf,
  type Leaderboard,
} from '@campaign/shared';
import type { AppState } from '../app-state';
import { readFormBody } from '../auth/form-body';
import { originCheck } from '../auth/origin-check';
import { HttpError } from '../http/errors';
import { privatePage } from '../http/private-page';
import { createRouter } from '../http/router';
import { parseBody } from '../http/validate';
import type { MailSettings } from '../mail/settings';
import type { Models } from '../models';
import { renderReferralsPage, type ReferralsPageState } from '../referrals/referrals-page';
import { chooseLeaderboard, leaderboard, referralsOfToken } from '../referrals/referrals';
import type { CachedSiteSettings } from '../settings/site-settings';

export interface ReferralsDeps {
  models: Models;
  /** The site's name and public address (the link on the page). */
  mail: Pick<MailSettings, 'siteName' | 'publicUrl'>;
  /** The referrals limit (RATE_LIMIT_REFERRALS): tokens cannot be tried in bulk. */
  limit: Middleware<AppState>;
  /** Whether the leaderboard is on, without a database read per request. */
  siteSettings: CachedSiteSettings;
  /**
   * The guard of writes that change visitor pages (web/changes-pages.ts): a leaderboard choice
   * that was stored changes what /impact shows.
   */
  changesPages: Middleware<AppState>;
}

/** The page's path under the /api router. */
const under = (path: string) => path.slice('/api'.length);

/**
 * A pledger's referrals, reached only with the secret token from their welcome email (the share
 * code is public, so it opens nothing), and the public leaderboard:
 *
 * - GET /api/referrals/:token: `{ shareCode, brought, onLeaderboard }`, or 404.
 * - GET /api/pledge/referrals?token=: the same as a private server page ("You brought 3
 *   people"), or 404 "Link not valid"; POST (its form, same-origin) records the leaderboard
 *   choice, and the shared visitor pages render afresh (/impact shows the leaderboard). Never
 *   cached, no Referer, noindex.
 * - GET /api/leaderboard: the top sharers who chose to appear, by first name, while the
 *   organisers have the leaderboard on; otherwise no entries.
 *
 * Each is rate-limited per client address like the visitor forms.
 */
export function referralsRouter({
  models,
  mail,
  limit,
  siteSettings,
  changesPages,
}: ReferralsDeps) {
  const router = createRouter();
  const page = (ctx: Context, status: number, state: ReferralsPageState) => {
    ctx.status = status;
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderReferralsPage(mail.siteName, state);
  };
  const show = async (ctx: Context, token: unknown, saved = false) => {
    const referrals = await referralsOfToken(models, token);
    if (!referrals || typeof token !== 'string') return page(ctx, 404, { kind: 'unknown' });
    const shareLink = shareLinkOf(mail.publicUrl, referrals.shareCode);
    page(ctx, 200, { kind: 'referrals', token, referrals, shareLink, saved });
  };

  router.get('/referrals/:token', limit, privatePage, async (ctx) => {
    const referrals = await referralsOfToken(models, ctx.params.token);
    if (!referrals) throw new HttpError(404, 'This link is not valid.');
    ctx.body = referrals;
  });

  router.get(under(REFERRALS_PAGE_PATH), limit, privatePage, async (ctx) => {
    await show(ctx, ctx.query.token);
  });

  router.post(
    under(REFERRALS_PAGE_PATH),
    limit,
    privatePage,
    originCheck(),
    changesPages,
    async (ctx) => {
      const body = await readFormBody(ctx);
      const choice = parseBody(leaderboardChoiceSchema, Object.fromEntries(body));
      if (!(await chooseLeaderboard(models, choice.token, choice.leaderboard === 'on'))) {
        return page(ctx, 404, { kind: 'unknown' });
      }
      await show(ctx, choice.token, true);
    },
  );

  router.get('/leaderboard', limit, async (ctx) => {
    const { referralLeaderboard } = await siteSettings.read();
    ctx.body = (
      referralLeaderboard ? await leaderboard(models) : { entries: [] }
    ) satisfies Leaderboard;
  });

  return router;
}
