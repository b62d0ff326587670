import type { Models, OutboxEmail } from '../models';
import { loadSiteSettings } from '../settings/site-settings';
import type { RenderedEmail } from './layout';
import type { MailSettings } from './settings';
import { pledgeWelcomeEmail, welcomeParamsSchema } from './templates/pledge-welcome';

/** The parts of an outbox row as they are sent and shown. */
export type BodyOf = (
  row: Pick<OutboxEmail, 'kind' | 'toAddress' | 'html' | 'text' | 'templateParams'>,
) => Promise<RenderedEmail>;

/**
 * The parts of an outbox row: the row's own, or, for an email queued by its template's
 * parameters (mail/outbox.ts, `TemplatedEmail`), rendered from them now, with the site's current
 * name, address and contact email. The mail worker sends this and the Outbox view shows it.
 *
 * Why not render when queued: the pledge welcome is written with every pledge, and its 4.6 KB of
 * HTML and text were most of what a pledge stored, half the API's work for a pledge on MySQL.
 * What a template renders changes only with a release or the contact email.
 */
export function outboxBodies(models: Models, mail: MailSettings): BodyOf {
  return async (row) => {
    if (row.templateParams === null) return { html: row.html, text: row.text };
    switch (row.kind) {
      case 'pledge-welcome': {
        const params = welcomeParamsSchema.parse(row.templateParams);
        const { contactEmail } = await loadSiteSettings(models);
        const { html, text } = pledgeWelcomeEmail(
          { ...mail, contactEmail },
          { ...params, email: row.toAddress },
        );
        return { html, text };
      }
      default:
        throw new Error(`no template renders a queued ${row.kind} email`);
    }
  };
}
