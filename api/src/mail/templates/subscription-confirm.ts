import { NEWSLETTER_CONFIRM_PATH } from '@campaign/shared';
import { renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { siteParts, siteUrl, type EmailSite } from './blocks';

/** The confirmation link's page, absolute on the site, carrying its one token. */
export const confirmUrl = (site: EmailSite, token: string) =>
  siteUrl(site, `${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`);

/**
 * The double opt-in email (newsletter/subscriptions.ts): the address is mailed nothing else
 * until its owner opens the link and presses "Confirm subscription" there. The link opens a
 * page rather than confirming by itself, so a mail scanner that fetches links confirms nothing.
 */
export function subscriptionConfirmEmail(
  site: EmailSite,
  subscription: { email: string; token: string },
): OutgoingEmail {
  const { html, text } = renderEmail({
    ...siteParts(site),
    heading: 'Confirm your subscription',
    preview: 'One click and you are on the list.',
    blocks: [
      {
        paragraph: `Thank you for signing up for the ${site.siteName} newsletter: research, tips and campaign news.`,
      },
      { paragraph: 'Please confirm that this address is yours and that you want it:' },
      { button: { label: 'Confirm subscription', href: confirmUrl(site, subscription.token) } },
      {
        paragraph:
          'If you did not sign up, ignore this email: you will not be subscribed and we will not write again.',
      },
    ],
    reason: `You get this email because this address was entered in the newsletter form at ${new URL(site.publicUrl).host}.`,
  });
  return {
    kind: 'subscription-confirm',
    to: subscription.email,
    subject: `Confirm your subscription to ${site.siteName}`,
    html,
    text,
  };
}
