import { ADMIN_ROUTES } from '@campaign/shared';
import { renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { siteParts, formatUtc, siteUrl, type EmailSite } from './blocks';

/**
 * Tells the team a message arrived through the contact form (routes/contact.ts), with the
 * message quoted and a link to it in the console. Reply-To is the visitor, so answering the
 * email answers them.
 */
export function contactNotificationEmail(
  site: EmailSite,
  to: string,
  message: { id: number; name: string; email: string; message: string; createdAt: Date },
): OutgoingEmail {
  const { html, text } = renderEmail({
    ...siteParts(site),
    heading: `New message from ${message.name}`,
    preview: message.message.slice(0, 120),
    blocks: [
      {
        paragraph: `${message.name} (${message.email}) wrote through the contact form on ${formatUtc(message.createdAt)}:`,
      },
      { quote: message.message },
      { paragraph: `Reply to this email to answer ${message.name} directly.` },
      {
        button: {
          label: 'Open it in the console',
          href: siteUrl(site, `${ADMIN_ROUTES.messages}?open=${message.id}`),
        },
      },
    ],
    reason: `You get this email because this address receives the contact messages of ${site.siteName}.`,
  });
  return {
    kind: 'contact-notification',
    to,
    replyTo: message.email,
    subject: `New message from ${message.name}`,
    html,
    text,
  };
}
