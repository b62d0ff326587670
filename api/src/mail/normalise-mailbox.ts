/**
 * The mailbox an address delivers to, as one string: what the outgoing-mail caps (mail-caps.ts)
 * count per, so that `Victim+1@GMail.com` and `v.ictim@googlemail.com` are one person to them.
 *
 * - The whole address is lower-cased. Strictly the local part is case-sensitive, but no
 *   provider people use treats it so, and a cap that errs this way only sends less.
 * - A `+tag` is dropped from the local part: sub-addressing delivers `name+anything@` to
 *   `name@` at Gmail, Outlook, iCloud, Fastmail, Proton and most self-run servers. Where a
 *   domain does not, two people would share a cap, which costs one of them a second email
 *   within the window, never an email that was not wanted.
 * - Dots in the local part are ignored only where the provider ignores them (below), since
 *   elsewhere `j.doe@` and `jdoe@` may well be two people.
 */

/**
 * Domains that are one mailbox provider under another name: mail to either reaches the same
 * inbox. Kept deliberately short, to providers known to do this.
 */
const SAME_PROVIDER: Readonly<Record<string, string>> = {
  // Google's old name for Gmail in some countries; both domains reach one inbox.
  'googlemail.com': 'gmail.com',
};

/**
 * Providers that deliver `j.o.h.n@` and `john@` to one inbox. Gmail is the one widely used
 * provider documented to ignore dots; Outlook, Yahoo and iCloud do not.
 */
const DOTS_IGNORED = new Set(['gmail.com']);

export function normaliseMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const rawDomain = lower.slice(at + 1).replace(/\.$/, '');
  const domain = SAME_PROVIDER[rawDomain] ?? rawDomain;
  let local = lower.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that starts with "+" has no name before its tag: kept whole.
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** The domain of a normalised mailbox, as the per-domain cap counts it. */
export function mailboxDomain(mailbox: string): string {
  return mailbox.slice(mailbox.lastIndexOf('@') + 1);
}
