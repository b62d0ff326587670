import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import {
  contactInputSchema,
  FORM_ANCHORS,
  FORM_NAME_FIELD,
  FORM_SUCCESS_PARAM,
  HONEYPOT_FIELD,
  isCarriedAttributionField,
  isHoneypotFilled,
  isVisitorFormName,
  newsletterInputSchema,
  pledgeInputSchema,
  PUBLIC_ROUTES,
  SHARE_CODE_SUCCESS_PARAM,
  type SubmittedForm,
  type VisitorFormName,
} from '@campaign/shared';
import type { AppState } from '../app-state';
import { readFormBody } from '../auth/form-body';
import { originCheck } from '../auth/origin-check';
import { fromDatabaseError, HttpError } from '../http/errors';
import { PUBLIC_BODY_LIMIT } from '../http/json-body';
import type { FormRateLimits } from '../http/rate-limit';
import { createRouter } from '../http/router';
import { errorForLog } from '../http/log-safety';
import type { GroupCommit } from '../db/group-commit';
import type { MailSettings } from '../mail/settings';
import type { CachedSiteSettings } from '../settings/site-settings';
import type { Models } from '../models';
import { storeContactMessage } from '../routes/contact';
import { storeSubscription } from '../routes/newsletter';
import { storePledge } from '../routes/pledges';
import { newShareCode } from '../referrals/codes';
import type { MailCaps } from '../mail/mail-caps';
import type { PledgeStats } from '../stats/pledge-stats';
import { plainPage, type PageAnswer } from './serve-web';

/**
 * Every visitor page, in the router's path syntax. The footer's newsletter form posts to the page
 * it is on; the pledge and contact forms post to their own pages.
 */
export const VISITOR_PAGE_PATTERNS = [
  ...Object.values(PUBLIC_ROUTES),
  `${PUBLIC_ROUTES.blog}/:slug`,
] as const;

/** Which forms a page takes: its own, and the footer's newsletter on every page. */
const FORMS_OF_PAGE: Partial<Record<string, VisitorFormName>> = {
  [PUBLIC_ROUTES.pledge]: 'pledge',
  [PUBLIC_ROUTES.contact]: 'contact',
};

/** What a stored form adds to its success view's address: the pledge's share code. */
interface StoredForm {
  successParams: Record<string, string>;
}

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issues } };

/**
 * One visitor form as its plain post is taken: the fields sent back when it is refused (the
 * schema's own, never the honeypot), its rate limit, and `accept`, which validates a post with
 * the JSON route's schema (the same checks and messages) and stores it with the JSON route's
 * storage, answering the field errors or null once stored.
 */
function visitorForm<T extends { website?: unknown }>(
  schema: { shape: object; safeParse(value: unknown): Parsed<T> },
  limit: Middleware<AppState>,
  store: (input: Omit<T, 'website'>) => Promise<StoredForm | void>,
) {
  return {
    fields: Object.keys(schema.shape).filter((field) => field !== HONEYPOT_FIELD),
    limit,
    async accept(
      values: Record<string, unknown>,
    ): Promise<{ errors: Record<string, string> } | { stored: StoredForm | void }> {
      const parsed = schema.safeParse(values);
      if (!parsed.success) return { errors: fieldErrors(parsed.error.issues) };
      const { website: _honeypot, ...input } = parsed.data;
      return { stored: await store(input) };
    },
  };
}

export interface VisitorPageDeps {
  db: Knex;
  models: Models;
  stats: PledgeStats;
  groupCommit: GroupCommit;
  mail: MailSettings;
  /** The organisers' address for the footers of the emails a form queues. */
  siteSettings: CachedSiteSettings;
  /** The app's clock: when a newsletter confirmation was last sent. */
  clock: () => Date;
  limits: FormRateLimits;
  /** The caps on the mail the forms send (mail/mail-caps.ts), shared with the JSON routes. */
  mailCaps: MailCaps;
  siteName: string;
  /** The site's origin (PUBLIC_URL), for the links in the emails a form queues. */
  publicUrl: string;
  /** Serves a GET or HEAD of a page (web/serve-web.ts). */
  servePage: Middleware<AppState>;
  /** Sends the page at the request's path with a form sent back (web/serve-web.ts). */
  sendPage(ctx: Context, answer: PageAnswer): Promise<void>;
  /** The guard of writes that change what pages show (changes-pages.ts): the pledge form's. */
  changesPages: Middleware<AppState>;
}

/** The first message for each invalid field, as the form shows them. */
function fieldErrors(issues: Issues) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Answers a refusal that came before the form was known (cross-site, wrong body type, too big,
 * no such form here) with a plain page: there is no form to send back.
 */
const plainRefusals =
  (siteName: string): Middleware<AppState> =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      ctx.status = error.status;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'html';
      ctx.body = plainPage(siteName, 'This form could not be sent', error.message);
    }
  };

/**
 * The visitor pages as routes: GET and HEAD serve the page, POST takes its forms. One router
 * for both, so every visitor path has one rule for what it answers (a method a page does not
 * take is a 405, not a page).
 *
 * The visitor forms are posted as plain HTML forms (before the page's scripts run, or without them)
 * to the visitor pages. Each route carries the same guards as the JSON routes: the cross-site
 * check, a form body limit and, once the form is known, that form's rate limit. A post the form
 * accepts is stored as the JSON route stores it and redirected (303) to the page's success view;
 * one it refuses gets its page back with the values and the schema's messages; nothing is
 * stored unless the whole form is valid.
 */
export function visitorPagesRouter(deps: VisitorPageDeps) {
  const forms = {
    // The success view shows the pledger's own link: its code goes in the address (see
    // page-key.ts for why that never shares one pledger's link with another).
    pledge: visitorForm(pledgeInputSchema, deps.limits.pledges, async (input) => {
      const { shareCode } = await storePledge(deps, input);
      return { successParams: { [SHARE_CODE_SUCCESS_PARAM]: shareCode } };
    }),
    contact: visitorForm(contactInputSchema, deps.limits.contact, (input) =>
      storeContactMessage(deps, input),
    ),
    newsletter: visitorForm(newsletterInputSchema, deps.limits.newsletter, (input) =>
      storeSubscription(deps, input),
    ),
  } satisfies Record<VisitorFormName, unknown>;

  /** The post handler of a page whose own form is `pageForm` (the footer's on every page). */
  const handler =
    (pageForm: VisitorFormName | undefined): Middleware<AppState> =>
    async (ctx) => {
      const body = await readFormBody(ctx, PUBLIC_BODY_LIMIT);
      const name = body.get(FORM_NAME_FIELD);
      if (!isVisitorFormName(name) || (name !== 'newsletter' && name !== pageForm)) {
        throw new HttpError(400, 'This page has no such form.');
      }
      const form = forms[name];
      const values: Record<string, string> = {};
      for (const field of form.fields) {
        const value = body.get(field);
        // The hidden attribution fields go back only when they carried something, so a form
        // sent back refused keeps where the visit came from (react/attribution.tsx).
        if (value || !isCarriedAttributionField(field)) values[field] = value ?? '';
      }
      const sendBack = (status: number, answer: Omit<SubmittedForm, 'form' | 'values'>) =>
        deps.sendPage(ctx, { status, submittedForm: { form: name, values, ...answer } });

      const success = new URLSearchParams({ [FORM_SUCCESS_PARAM[name]]: '1' });
      try {
        await form.limit(ctx, async () => {});
        // A filled honeypot is a bot: the usual answer (a pledge's with a code stored nowhere),
        // nothing stored.
        const honeypot = { [HONEYPOT_FIELD]: body.get(HONEYPOT_FIELD) };
        if (isHoneypotFilled(honeypot)) {
          if (name === 'pledge') success.set(SHARE_CODE_SUCCESS_PARAM, newShareCode());
        } else {
          const answer = await form.accept({ ...values, ...honeypot });
          if ('errors' in answer) {
            await sendBack(400, { errors: answer.errors });
            return;
          }
          for (const [param, value] of Object.entries(answer.stored?.successParams ?? {})) {
            success.set(param, value);
          }
        }
      } catch (thrown) {
        const error = fromDatabaseError(thrown) ?? thrown;
        if (error instanceof HttpError) {
          if (error.headers) ctx.set(error.headers);
          await sendBack(error.status, { errors: {}, message: error.message });
          return;
        }
        ctx.state.log.error('form post failed', { form: name, err: errorForLog(thrown) });
        await sendBack(500, { errors: {}, message: 'Something went wrong. Please try again.' });
        return;
      }
      ctx.status = 303;
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(`${ctx.path}?${success.toString()}#${FORM_ANCHORS[name]}`);
    };

  // A pledge taken changes the figures the pages show; the other forms change no page.
  const passOn: Middleware<AppState> = (_ctx, next) => next();

  const router = createRouter();
  for (const pattern of VISITOR_PAGE_PATTERNS) {
    router.get(pattern, deps.servePage);
    router.post(
      pattern,
      plainRefusals(deps.siteName),
      originCheck(),
      FORMS_OF_PAGE[pattern] === 'pledge' ? deps.changesPages : passOn,
      handler(FORMS_OF_PAGE[pattern]),
    );
  }
  return router;
}
