import { escapeHtml } from '@campaign/shared';
import { colorsFor } from '@campaign/shared/design-tokens';

/**
 * Every email's two parts, HTML and plain text, from one description, so they always say the
 * same thing. The HTML is a single centred column with inline styles (mail clients drop <style>
 * and external sheets) in the campaign's green; links are absolute, built from PUBLIC_URL.
 */

/** One piece of an email's body, in order. */
export type EmailBlock =
  | { paragraph: string }
  | { button: { label: string; href: string } }
  /** A visitor's own words (a contact message), set apart and kept verbatim. */
  | { quote: string }
  /** HTML already sanitised by the caller (a newsletter's body) and its plain-text version. */
  | { html: string; text: string };

export interface EmailContent {
  siteName: string;
  /** The site's origin: the header links home. */
  publicUrl: string;
  /** Shown as the email's first heading. */
  heading: string;
  /** A short line some clients show beside the subject. */
  preview?: string;
  blocks: EmailBlock[];
  /** Why the reader gets this email ("You pledged on …"), in the footer. */
  reason: string;
  /** The organiser's contact address, in the footer. */
  contactEmail?: string;
  /** A newsletter's own unsubscribe link, in the footer. */
  unsubscribeUrl?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const light = colorsFor('light');

/**
 * The email's colours, the site's light theme (mail clients' dark modes invert as they like, so
 * the email declares light only).
 */
export const EMAIL_COLORS = {
  brand: light.primary,
  onBrand: light.primaryContrast,
  brandDark: light.deep,
  onBrandDark: light.deepText,
  text: light.text,
  muted: light.textMuted,
  page: light.surface,
  card: light.card,
  quote: light.primarySoft,
  rule: light.border,
} as const;
const COLORS = EMAIL_COLORS;

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(block: EmailBlock): string {
  if ('paragraph' in block) {
    return `<p style="margin:0 0 16px;line-height:1.6;color:${COLORS.text}">${escapeHtml(block.paragraph)}</p>`;
  }
  if ('button' in block) {
    const { label, href } = block.button;
    return (
      `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;` +
      `background:${COLORS.brand};color:${COLORS.onBrand};text-decoration:none;font-weight:600;` +
      `padding:12px 22px;border-radius:8px">${escapeHtml(label)}</a></p>`
    );
  }
  if ('quote' in block) {
    const lines = escapeHtml(block.quote).replace(/\r?\n/g, '<br>');
    return (
      `<blockquote style="margin:0 0 16px;padding:12px 16px;background:${COLORS.quote};` +
      `border-left:4px solid ${COLORS.brand};color:${COLORS.text};line-height:1.6">${lines}</blockquote>`
    );
  }
  return `<div style="line-height:1.6;color:${COLORS.text}">${block.html}</div>`;
}

function blockText(block: EmailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('button' in block) return `${block.button.label}: ${block.button.href}`;
  if ('quote' in block) return block.quote.replace(/^/gm, '> ');
  return block.text.trim();
}

function footerLines(content: EmailContent): string[] {
  return [
    content.reason,
    content.contactEmail ? `Questions? Write to ${content.contactEmail}.` : null,
  ].filter((line): line is string => line !== null);
}

/** The email's HTML and plain-text parts. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const home = content.publicUrl;
  const footer = footerLines(content)
    .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
    .join('');
  const unsubscribe = content.unsubscribeUrl
    ? `<p style="margin:0"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${COLORS.muted}">Unsubscribe</a></p>`
    : '';
  const preview = content.preview
    ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>`
    : '';

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};${FONT}">${preview}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLORS.card};border-radius:12px;overflow:hidden">
<tr><td style="background:${COLORS.brandDark};padding:18px 28px"><a href="${escapeHtml(home)}" style="color:${COLORS.onBrandDark};text-decoration:none;font-weight:700;font-size:18px">${escapeHtml(content.siteName)}</a></td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${COLORS.brandDark}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid ${COLORS.rule};font-size:13px;line-height:1.5;color:${COLORS.muted}">${footer}${unsubscribe}</td></tr>
</table></td></tr></table>
</body></html>`;

  const text = [
    content.siteName,
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((block) => [blockText(block), '']),
    '--',
    ...footerLines(content),
    ...(content.unsubscribeUrl ? [`Unsubscribe: ${content.unsubscribeUrl}`] : []),
    home,
  ].join('\n');

  return { html, text: `${text}\n` };
}
