import { renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { siteParts, formatUtc, type EmailSite } from './blocks';

/**
 * A one-time link to set a password (routes/admin-users.ts), for a new account or a reset one.
 * The link is the credential: it lives only in this row and the admin's answer, never in logs.
 */
export function passwordLinkEmail(
  site: EmailSite,
  account: { email: string; firstName: string | null; isNew: boolean },
  link: { url: string; expiresAt: Date },
): OutgoingEmail {
  const greeting = account.firstName ? `Hello ${account.firstName},` : 'Hello,';
  const { html, text } = renderEmail({
    ...siteParts(site),
    heading: account.isNew ? 'Your account is ready' : 'Set a new password',
    blocks: [
      { paragraph: greeting },
      {
        paragraph: account.isNew
          ? `An admin of ${site.siteName} has made you an account for its console. Choose your password to start.`
          : `An admin of ${site.siteName} has made you a link to set a new password for the console. Your current password keeps working until you use it.`,
      },
      { button: { label: 'Set your password', href: link.url } },
      {
        paragraph: `The link works once, until ${formatUtc(link.expiresAt)}. If you did not expect this email, you can ignore it.`,
      },
    ],
    reason: `You get this email because an admin of ${site.siteName} ${account.isNew ? 'added your account' : 'asked for a new password link for your account'}.`,
  });
  return {
    kind: 'password-link',
    to: account.email,
    subject: account.isNew
      ? `Your account on ${site.siteName}`
      : `Set a new password for ${site.siteName}`,
    html,
    text,
  };
}
