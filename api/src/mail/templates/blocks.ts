import { escapeHtml } from '@campaign/shared';
import { EMAIL_COLORS, type EmailBlock } from '../layout';

/** The site an email speaks for: its name, and the origin every link is absolute on. */
export interface EmailSite {
  siteName: string;
  publicUrl: string;
  /** The organisers' address from the site settings, in the footer of what visitors get. */
  contactEmail?: string;
}

/** What every email's layout takes from the site (renderEmail in ../layout.ts). */
export const siteParts = (site: EmailSite) => ({
  siteName: site.siteName,
  publicUrl: site.publicUrl,
  ...(site.contactEmail ? { contactEmail: site.contactEmail } : {}),
});

/** An absolute link on the site: `/tips` → `https://nitratefree.org/tips`. */
export const siteUrl = (site: EmailSite, path: string) => `${site.publicUrl}${path}`;

export interface LinkItem {
  label: string;
  href: string;
  description: string;
}

/** A list of links, each with a line saying what is there. */
export function linkList(items: readonly LinkItem[]): EmailBlock {
  const html = items
    .map(
      (item) =>
        `<li style="margin:0 0 10px"><a href="${escapeHtml(item.href)}" style="color:${EMAIL_COLORS.brand};font-weight:600">` +
        `${escapeHtml(item.label)}</a>: ${escapeHtml(item.description)}</li>`,
    )
    .join('');
  const text = items
    .map((item) => `- ${item.label}: ${item.description}\n  ${item.href}`)
    .join('\n');
  return { html: `<ul style="margin:0 0 16px;padding-left:20px">${html}</ul>`, text };
}

/**
 * Plain text someone typed (a reply from the console), as paragraphs: blank lines separate
 * them, single line breaks are kept.
 */
export function typedParagraphs(text: string): EmailBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({
      html: `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
      text: paragraph,
    }));
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** `24 November 2026 at 14:05 UTC`: emails cannot know the reader's time zone. */
export function formatUtc(date: Date): string {
  return `${DATE_TIME.format(date)} UTC`;
}
