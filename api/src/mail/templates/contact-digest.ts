import { ADMIN_ROUTES } from '@campaign/shared';
import { renderEmail, type EmailBlock } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { siteParts, formatUtc, siteUrl, type EmailSite } from './blocks';

/** How much of each message the digest quotes; the console has the whole of it. */
const QUOTED_CHARS = 300;

export interface DigestMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

const quoted = (text: string) =>
  text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS).trimEnd()}…` : text;

/**
 * The contact messages that came after the hour's one-by-one notifications were used up
 * (CONTACT_NOTIFY_HOURLY_CAP, maintenance/contact-digest.ts), listed in one email: who wrote,
 * when, the start of what they wrote, and a link to each in the console. Sent as a contact
 * notification (its kind), to the same address.
 */
export function contactDigestEmail(
  site: EmailSite,
  to: string,
  messages: readonly DigestMessage[],
): OutgoingEmail {
  const count = `${messages.length} more message${messages.length === 1 ? '' : 's'}`;
  const blocks: EmailBlock[] = [
    {
      paragraph:
        `The contact form got more messages than are notified one by one in an hour, so these ` +
        `${messages.length} are listed together. Each is in the console's inbox.`,
    },
  ];
  for (const message of messages) {
    blocks.push(
      {
        paragraph: `${message.name} (${message.email}) on ${formatUtc(message.createdAt)}:`,
      },
      { quote: quoted(message.message) },
      {
        button: {
          label: `Open ${message.name}'s message`,
          href: siteUrl(site, `${ADMIN_ROUTES.messages}?open=${message.id}`),
        },
      },
    );
  }
  const { html, text } = renderEmail({
    ...siteParts(site),
    heading: `${count} through the contact form`,
    preview: `${count} through the contact form`,
    blocks,
    reason: `You get this email because this address receives the contact messages of ${site.siteName}.`,
  });
  return {
    kind: 'contact-notification',
    to,
    subject: `${count} through the contact form`,
    html,
    text,
  };
}
