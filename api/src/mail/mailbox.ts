import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

/** One sender or recipient: an address and an optional display name. */
export interface Mailbox {
  name: string;
  address: string;
}

const address = z.email();
/** Line breaks would start a new header; other control characters have no place in a name. */
const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Reads `Campaign Team <hello@example.org>` or `hello@example.org` (MAIL_FROM): exactly one
 * mailbox with a valid address, or null.
 */
export function parseMailbox(text: string): Mailbox | null {
  if (hasControlCharacter(text)) return null;
  const parsed = addressparser(text, { flatten: true });
  if (parsed.length !== 1) return null;
  const [mailbox] = parsed;
  if (!mailbox || !address.safeParse(mailbox.address).success) return null;
  return { name: mailbox.name.trim(), address: mailbox.address };
}

/**
 * The sender when MAIL_FROM is not set: the campaign's name at `no-reply@` the public site's
 * host, so mail says who it is from and replies go nowhere surprising.
 */
export function defaultMailFrom(siteName: string, publicUrl: string): Mailbox {
  return { name: siteName, address: `no-reply@${new URL(publicUrl).hostname}` };
}

/** `"Name" <address>` as a header shows it (quoted, so commas in a name stay in the name). */
export function formatMailbox(mailbox: Mailbox): string {
  if (!mailbox.name) return mailbox.address;
  return `"${mailbox.name.replace(/["\\]/g, '\\$&')}" <${mailbox.address}>`;
}
