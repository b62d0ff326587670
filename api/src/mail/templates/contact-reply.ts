import { renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { siteParts, formatUtc, typedParagraphs, type EmailSite } from './blocks';

/**
 * An admin's answer to a contact message, written in the console (routes/admin-messages.ts):
 * their text, then the visitor's message quoted below it as mail programs quote.
 */
export function contactReplyEmail(
  site: EmailSite,
  reply: { subject: string; body: string; replyTo: string | null },
  message: { name: string; email: string; message: string; createdAt: Date },
): OutgoingEmail {
  const { html, text } = renderEmail({
    ...siteParts(site),
    heading: reply.subject,
    blocks: [
      ...typedParagraphs(reply.body),
      { paragraph: `On ${formatUtc(message.createdAt)}, ${message.name} wrote:` },
      { quote: message.message },
    ],
    reason: `You get this email because you wrote to ${site.siteName} through its contact form.`,
  });
  return {
    kind: 'contact-reply',
    to: message.email,
    ...(reply.replyTo ? { replyTo: reply.replyTo } : {}),
    subject: reply.subject,
    html,
    text,
  };
}
