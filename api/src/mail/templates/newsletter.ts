import { escapeHtml } from '@campaign/shared';
import { renderEmail } from '../layout';
import type { EmailKind, OutgoingEmail } from '../outbox';
import { siteParts, type EmailSite } from './blocks';

/** The few named character references sanitised HTML contains, and the space ones. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');

/** Elements that stand on their own lines, separated by a blank line. */
const BLOCKS = 'p|div|h[1-6]|ul|ol|dl|blockquote|pre|table|figure|figcaption|hr|caption';

/**
 * The plain-text part of a newsletter from its sanitised HTML: paragraphs and headings become
 * paragraphs, line breaks stay, list items start with "- ", and a link reads "text (url)" (just
 * the url when that is its text), so nothing a reader could follow is lost without HTML.
 */
export function htmlToText(html: string): string {
  const text = html
    // Source line breaks are only spacing in HTML.
    .replace(/\s+/g, ' ')
    .replace(
      /<a\b[^>]*?\bhref="([^"]*)"[^>]*>(.*?)<\/a>/gi,
      (_match, href: string, inner: string) => {
        const label = decodeEntities(stripTags(inner)).trim();
        const url = decodeEntities(href);
        const shown = url.replace(/^mailto:/i, '');
        return label === '' || label === url || label === shown ? shown : `${label} (${shown})`;
      },
    )
    .replace(/<img\b[^>]*?\balt="([^"]+)"[^>]*>/gi, (_match, alt: string) => `[${alt}]`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(tr|dt|dd)>/gi, '\n')
    .replace(/<(td|th)\b[^>]*>/gi, ' ')
    .replace(new RegExp(`</?(?:${BLOCKS})\\b[^>]*>`, 'gi'), '\n\n');
  return decodeEntities(stripTags(text))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Links and images on the site itself (`/pledge`) made absolute on PUBLIC_URL: a mail client
 * has no page to resolve them against. Absolute and mailto: URLs stay as they are.
 */
export function absoluteUrls(html: string, publicUrl: string): string {
  return html.replace(/\b(href|src)="([^"]*)"/gi, (match, name: string, value: string) => {
    const url = decodeEntities(value);
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return match;
    try {
      return `${name}="${escapeHtml(new URL(url, `${publicUrl}/`).href)}"`;
    } catch {
      return match;
    }
  });
}

export interface NewsletterRecipient {
  email: string;
  /** The subscriber's own unsubscribe link; none on a test copy to staff. */
  unsubscribeUrl?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** How they are on the list: a newsletter sign-up (the default) or a pledge. */
  reason?: 'subscribed' | 'pledged';
}

/**
 * One copy of a newsletter (routes/admin-newsletters.ts): the organisers' sanitised HTML in the
 * site's layout, a plain-text version of it, why the reader gets it, and, for a subscriber,
 * their own unsubscribe link. A test copy to staff is the same email with "[Test] " in front.
 */
export function newsletterEmail(
  site: EmailSite,
  edition: { id: number; subject: string; html: string },
  recipient: NewsletterRecipient,
  kind: Extract<EmailKind, 'newsletter' | 'newsletter-test'> = 'newsletter',
): OutgoingEmail {
  const body = absoluteUrls(edition.html, site.publicUrl);
  const { html, text } = renderEmail({
    ...siteParts(site),
    heading: edition.subject,
    blocks: [{ html: body, text: htmlToText(body) }],
    reason:
      recipient.reason === 'pledged'
        ? `You get this email because you took the pledge at ${new URL(site.publicUrl).host} and agreed to hear about the campaign.`
        : `You get this email because you subscribed to the newsletter at ${new URL(site.publicUrl).host}.`,
    ...(recipient.unsubscribeUrl ? { unsubscribeUrl: recipient.unsubscribeUrl } : {}),
  });
  return {
    kind,
    to: recipient.email,
    subject: kind === 'newsletter-test' ? `[Test] ${edition.subject}` : edition.subject,
    html,
    text,
    ...(recipient.headers ? { headers: recipient.headers } : {}),
    // Only subscribers' copies count towards the newsletter's progress, never a test.
    ...(kind === 'newsletter' ? { newsletterId: edition.id } : {}),
  };
}
