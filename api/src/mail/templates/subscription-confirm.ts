import { NEWSLETTER_CONFIRM_PATH } from '@campaign/shared';
import { renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { siteParts, siteUrl, type EmailSite } from './blocks';

/** The confirmation link's page, absolute on the site, carrying its one token. */
export const confirmUrl = (site: EmailSite, token: string) =>
  siteUrl(site, `${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`);

/** The two emails of the double opt-in: the confirmation and its one reminder. */
type ConfirmEmailKind = 'subscription-confirm' | 'subscription-reminder';

const WORDING: Record<
  ConfirmEmailKind,
  {
    subject: (siteName: string) => string;
    preview: string;
    intro: (siteName: string) => string;
    ignore: string;
  }
> = {
  'subscription-confirm': {
    subject: (siteName) => `Confirm your subscription to ${siteName}`,
    preview: 'One click and you are on the list.',
    intro: (siteName) =>
      `Thank you for signing up for the ${siteName} newsletter: research, tips and campaign news.`,
    ignore:
      'If you did not sign up, ignore this email: you will not be subscribed. We send one reminder at most, then never write again.',
  },
  'subscription-reminder': {
    subject: (siteName) => `Reminder: confirm your subscription to ${siteName}`,
    preview: 'Your subscription is waiting for one click.',
    intro: (siteName) =>
      `Two days ago this address was signed up for the ${siteName} newsletter, but it is not confirmed yet.`,
    ignore:
      'If you did not sign up, ignore this email: you will not be subscribed and we will not write again.',
  },
};

/**
 * The double opt-in email (newsletter/subscriptions.ts), or its one reminder two days later
 * (newsletter/confirm-reminders.ts): the address is mailed nothing else until its owner opens
 * the link and presses "Confirm subscription" there. The link opens a page rather than
 * confirming by itself, so a mail scanner that fetches links confirms nothing.
 */
export function subscriptionConfirmEmail(
  site: EmailSite,
  subscription: { email: string; token: string },
  kind: ConfirmEmailKind = 'subscription-confirm',
): OutgoingEmail {
  const wording = WORDING[kind];
  const { html, text } = renderEmail({
    ...siteParts(site),
    heading: 'Confirm your subscription',
    preview: wording.preview,
    blocks: [
      { paragraph: wording.intro(site.siteName) },
      { paragraph: 'Please confirm that this address is yours and that you want it:' },
      { button: { label: 'Confirm subscription', href: confirmUrl(site, subscription.token) } },
      { paragraph: wording.ignore },
    ],
    reason: `You get this email because this address was entered in the newsletter form at ${new URL(site.publicUrl).host}.`,
  });
  return { kind, to: subscription.email, subject: wording.subject(site.siteName), html, text };
}
