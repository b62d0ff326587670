import type { InboxMessage } from '@campaign/shared';
import { formatLocalDateTime } from '../../lib/format-time';

/**
 * The `mailto:` link of "Reply by email": addressed to the sender, with the subject
 * "Re: Your message to <site name>" and their message quoted below an empty first line, as mail
 * programs quote. Everything after `?` is percent-encoded, line breaks as CRLF (RFC 6068).
 */
export function replyLink(message: InboxMessage, siteName: string): string {
  const quoted = message.message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\r\n');
  const when = formatLocalDateTime(message.createdAt);
  const body = `\r\n\r\nOn ${when}, ${message.name} wrote:\r\n${quoted}\r\n`;
  const to = encodeURIComponent(message.email).replace(/%40/g, '@');
  const subject = encodeURIComponent(`Re: Your message to ${siteName}`);
  return `mailto:${to}?subject=${subject}&body=${encodeURIComponent(body)}`;
}
