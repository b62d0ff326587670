import { renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { siteParts, formatUtc, type EmailSite } from './blocks';

/**
 * Why the link was made: an admin added the account, an admin reset it, or the person asked for
 * it from the sign-in page because they forgot their password (routes/forgot-password.ts).
 */
export type PasswordLinkOccasion = 'new-account' | 'admin-reset' | 'forgotten';

const WHY: Record<PasswordLinkOccasion, (siteName: string) => { intro: string; reason: string }> = {
  'new-account': (siteName) => ({
    intro: `An admin of ${siteName} has made you an account for its console. Choose your password to start.`,
    reason: `You get this email because an admin of ${siteName} added your account.`,
  }),
  'admin-reset': (siteName) => ({
    intro: `An admin of ${siteName} has made you a link to set a new password for the console. Your current password keeps working until you use it.`,
    reason: `You get this email because an admin of ${siteName} asked for a new password link for your account.`,
  }),
  forgotten: (siteName) => ({
    intro: `Someone, probably you, said on the sign-in page of ${siteName} that they forgot the password of this account. Your current password keeps working until you use the link.`,
    reason: `You get this email because your address was entered on the "Forgot your password?" page of ${siteName}. If it was not you, nothing changes unless the link is used.`,
  }),
};

/**
 * A one-time link to set a password, for a new account, a reset one or a forgotten password.
 * The link is the credential: it lives only in this row (and an admin's answer), never in logs.
 */
export function passwordLinkEmail(
  site: EmailSite,
  account: { email: string; firstName: string | null; occasion: PasswordLinkOccasion },
  link: { url: string; expiresAt: Date },
): OutgoingEmail {
  const greeting = account.firstName ? `Hello ${account.firstName},` : 'Hello,';
  const isNew = account.occasion === 'new-account';
  const why = WHY[account.occasion](site.siteName);
  const { html, text } = renderEmail({
    ...siteParts(site),
    heading: isNew ? 'Your account is ready' : 'Set a new password',
    blocks: [
      { paragraph: greeting },
      { paragraph: why.intro },
      { button: { label: 'Set your password', href: link.url } },
      {
        paragraph: `The link works once, until ${formatUtc(link.expiresAt)}. If you did not expect this email, you can ignore it.`,
      },
    ],
    reason: why.reason,
  });
  return {
    kind: 'password-link',
    to: account.email,
    subject: isNew ? `Your account on ${site.siteName}` : `Set a new password for ${site.siteName}`,
    html,
    text,
  };
}
