import type { Context, Middleware } from 'koa';
import {
  DEFAULT_LOCALE,
  deepMerge,
  EMBED_PLEDGE_PATH,
  EMBED_SCRIPT_PATH,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  isPlainObject,
  pageDefaults,
  partnerCodeSchema,
  pledgeInputSchema,
  type PledgeContent,
} from '@campaign/shared';
import { embedContentSecurityPolicy } from '@campaign/shared/security-policy';
import type { AppState } from '../app-state';
import { readFormBody } from '../auth/form-body';
import { originCheck } from '../auth/origin-check';
import { fromDatabaseError, HttpError } from '../http/errors';
import { errorForLog } from '../http/log-safety';
import { PUBLIC_BODY_LIMIT } from '../http/json-body';
import type { FormRateLimits } from '../http/rate-limit';
import { createRouter } from '../http/router';
import type { Models } from '../models';
import {
  EMBED_FRAME_SCRIPT,
  EMBED_FRAME_SCRIPT_PATH,
  EMBED_SCRIPT,
  embedPage,
  type EmbedView,
} from '../partners/embed-page';
import type { EmbedPartner, PartnerStore } from '../partners/partner-store';
import { storePledge, type PledgeStoreDeps } from '../routes/pledges';
import type { CachedSiteSettings } from '../settings/site-settings';

export interface EmbedDeps extends PledgeStoreDeps {
  models: Models;
  partners: PartnerStore;
  siteSettings: CachedSiteSettings;
  limits: Pick<FormRateLimits, 'pledges'>;
  /** A pledge changes the figures the site's pages show (web/changes-pages.ts). */
  changesPages: Middleware<AppState>;
  siteName: string;
  publicUrl: string;
}

/** The query parameter of the thank-you view a taken pledge is redirected to. */
const PLEDGED_PARAM = 'pledged';

/**
 * The partner's frame headers: only its origins may frame the page (frame-ancestors, with
 * X-Frame-Options dropped, which cannot name origins), and the page loads nothing but its own
 * script. Every other route keeps the site's policy (frame-ancestors 'self').
 */
function frameHeaders(ctx: Context, partner: EmbedPartner) {
  ctx.set('Content-Security-Policy', embedContentSecurityPolicy(partner.origins));
  ctx.remove('X-Frame-Options');
  // Loaded into another site's page: its resources are not same-origin to that page.
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** An asset partners' pages load from another origin: cached briefly, loadable cross-origin. */
function script(source: string): Middleware<AppState> {
  return (ctx) => {
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = source;
  };
}

/**
 * The partner embed (docs/decisions/045-partner-embeds.md):
 * - `GET /embed.js`, the script partners paste, which inserts the frame;
 * - `GET /embed/pledge/:code`, the framed page (404 for an unknown or disabled partner);
 * - `POST /embed/pledge/:code`, its form: the cross-site check (the form is same-origin inside
 *   the frame, so only a post from another site is refused), the pledge rate limit shared with
 *   `/pledge` and `POST /api/pledges`, the pledge schema; stored as every pledge with the
 *   partner's code, then redirected (303) to the thank-you view; refused, the page comes back
 *   with the values and messages, inside the frame;
 * - `GET /embed/frame.js`, the frame's height reporter.
 */
export function embedRouter(deps: EmbedDeps) {
  const router = createRouter();

  const pledgeTexts = async (): Promise<PledgeContent> => {
    const row = await deps.models.PageContent.query().findOne({
      pageKey: 'pledge',
      locale: DEFAULT_LOCALE,
    });
    return deepMerge(pageDefaults.pledge, isPlainObject(row?.content) ? row.content : null);
  };

  /** The partner the path names, enabled; otherwise the answer is 404. */
  const partnerOf = async (ctx: Context) => {
    // One spelling only: the code as stored. The router matches case and slashes exactly
    // (http/router.ts) but decodes a parameter, so the route's raw capture must be the code
    // itself, not a percent-encoded spelling of it.
    const code = partnerCodeSchema.safeParse(ctx.params.code);
    const partner =
      code.success && ctx.captures?.[0] === code.data
        ? await deps.partners.enabledByCode(code.data)
        : null;
    if (!partner) throw new HttpError(404, 'No such partner embed');
    return partner;
  };

  const render = async (
    ctx: Context,
    partner: EmbedPartner,
    answer: Pick<EmbedView, 'form' | 'pledged'> = {},
  ) => {
    const [texts, settings, total] = await Promise.all([
      pledgeTexts(),
      deps.siteSettings.read(),
      deps.stats.current().then(
        (stats) => stats.totalPledges,
        () => null,
      ),
    ]);
    ctx.type = 'html';
    ctx.body = embedPage({
      partner,
      siteName: deps.siteName,
      publicUrl: deps.publicUrl,
      texts,
      settings,
      totalPledges: total,
      ...answer,
    });
  };

  router.get(EMBED_SCRIPT_PATH, script(EMBED_SCRIPT));
  router.get(EMBED_FRAME_SCRIPT_PATH, script(EMBED_FRAME_SCRIPT));

  router.get(`${EMBED_PLEDGE_PATH}/:code`, async (ctx) => {
    const partner = await partnerOf(ctx);
    frameHeaders(ctx, partner);
    ctx.set('Cache-Control', 'no-cache');
    await render(ctx, partner, { pledged: ctx.query[PLEDGED_PARAM] === '1' });
  });

  router.post(`${EMBED_PLEDGE_PATH}/:code`, async (ctx) => {
    const partner = await partnerOf(ctx);
    frameHeaders(ctx, partner);
    ctx.set('Cache-Control', 'no-store');
    const values: Record<string, string> = { name: '', email: '' };
    const sendBack = async (status: number, errors: Record<string, string>, message?: string) => {
      await render(ctx, partner, { form: { values, errors, message } });
      ctx.status = status;
    };
    try {
      // The site's own checks, in the order the site's pledge form has them.
      await originCheck()(ctx, async () => {});
      const body = await readFormBody(ctx, PUBLIC_BODY_LIMIT);
      values.name = body.get('name') ?? '';
      values.email = body.get('email') ?? '';
      await deps.limits.pledges(ctx, async () => {});
      // A filled honeypot is a bot: the usual answer, nothing stored.
      if (!isHoneypotFilled({ [HONEYPOT_FIELD]: body.get(HONEYPOT_FIELD) })) {
        const parsed = pledgeInputSchema.safeParse(values);
        if (!parsed.success) {
          const errors: Record<string, string> = {};
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0] ?? '');
            if (field && !(field in errors)) errors[field] = issue.message;
          }
          await sendBack(400, errors);
          return;
        }
        const { website: _honeypot, ...pledge } = parsed.data;
        await deps.changesPages(ctx, async () => {
          await storePledge(deps, pledge, partner.code);
          // Set before changesPages looks: a pledge taken changes the figures pages show.
          ctx.status = 303;
        });
      }
    } catch (thrown) {
      const error = fromDatabaseError(thrown) ?? thrown;
      if (error instanceof HttpError) {
        if (error.headers) ctx.set(error.headers);
        await sendBack(error.status, {}, error.message);
        return;
      }
      ctx.state.log.error('embedded pledge failed', {
        partner: partner.code,
        err: errorForLog(thrown),
      });
      await sendBack(500, {}, 'Something went wrong. Please try again.');
      return;
    }
    ctx.status = 303;
    ctx.redirect(`${EMBED_PLEDGE_PATH}/${partner.code}?${PLEDGED_PARAM}=1`);
  });

  return router;
}
