import { z } from '../zod';
import { boundedText, oneOf, recordIdSchema, timestampSchema } from './fields';
import { cleanText } from './text';

// Partner embeds: another organisation's site frames the pledge form (`/embed/pledge/:code`,
// loaded by `/embed.js`), and each pledge taken there records the partner's code
// (docs/decisions/045-partner-embeds.md).

/** The accent colours a partner may pick: names of design tokens (shared/src/design-tokens.ts). */
export const PARTNER_ACCENTS = ['primary', 'accent', 'deep'] as const;
export type PartnerAccent = (typeof PARTNER_ACCENTS)[number];
export const PARTNER_ACCENT_LABELS: Record<PartnerAccent, string> = {
  primary: 'Green',
  accent: 'Orange',
  deep: 'Forest',
};

/** The embed's theme: always light, always dark, or as the visitor's system prefers. */
export const PARTNER_THEMES = ['auto', 'light', 'dark'] as const;
export type PartnerTheme = (typeof PARTNER_THEMES)[number];

/** Compact: the count and the form only. Full: also the pledge's own words. */
export const PARTNER_LAYOUTS = ['full', 'compact'] as const;
export type PartnerLayout = (typeof PARTNER_LAYOUTS)[number];

/** How many origins one partner may list. */
export const PARTNER_ORIGINS_MAX = 10;

/** A partner's code: lower-case letters, digits and single hyphens, as in the embed's address. */
export const PARTNER_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,38}[a-z0-9]$/;

export const partnerCodeSchema = z
  .string({ error: 'Code must be text' })
  .trim()
  .toLowerCase()
  .regex(
    PARTNER_CODE_PATTERN,
    'Code must be 3 to 40 lower-case letters, digits or hyphens, starting and ending with a letter or digit',
  );

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * An origin a partner's page is served from, as the browser names it: `https://host[:port]`, no
 * path, query or user. Plain http only for this machine (`localhost`, `127.0.0.1`), for
 * development and tests. Answers the origin in its canonical spelling, or null.
 */
export function partnerOrigin(value: string): string | null {
  const text = value.trim().toLowerCase().replace(/\/$/, '');
  const match = /^(https?):\/\/([^/:?#@\s]+)(?::(\d{1,5}))?$/.exec(text);
  if (!match) return null;
  const [, scheme, host, port] = match as unknown as [string, string, string, string | undefined];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  const local = host === 'localhost' || host === '127.0.0.1';
  if (scheme === 'http' && !local) return null;
  if (!local) {
    const labels = host.split('.');
    if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) return null;
    if (/^\d+$/.test(labels.at(-1)!)) return null;
  }
  const defaultPort = scheme === 'https' ? '443' : '80';
  return `${scheme}://${host}${port && port !== defaultPort ? `:${Number(port)}` : ''}`;
}

const originSchema = z
  .string({ error: 'Each origin must be text' })
  .max(200, 'An origin must be at most 200 characters')
  .transform((value, ctx) => {
    const origin = partnerOrigin(value);
    if (origin === null) {
      ctx.addIssue({
        code: 'custom',
        message: `${value.trim() || 'An empty line'} is not an origin like https://partner.example.org (http only for localhost)`,
      });
      return z.NEVER;
    }
    return origin;
  });

/** `POST /api/admin/partners` and `PUT /api/admin/partners/:id`. */
export const partnerInputSchema = z
  .object({
    name: boundedText('Name', 2, 80),
    code: partnerCodeSchema,
    origins: z
      .array(originSchema, { error: 'Origins must be a list' })
      .min(1, 'List at least one origin allowed to show the form')
      .max(PARTNER_ORIGINS_MAX, `List at most ${PARTNER_ORIGINS_MAX} origins`)
      .transform((origins) => [...new Set(origins)]),
    /** The partner's own line under the form (their privacy wording); empty for none. */
    consentLine: cleanText(
      z.string({ error: 'Consent line must be text' }).trim(),
      'Consent line',
      'single-line',
    )
      .max(300, 'Consent line must be at most 300 characters')
      .default(''),
    accent: oneOf('Accent', PARTNER_ACCENTS).default('primary'),
    theme: oneOf('Theme', PARTNER_THEMES).default('auto'),
    layout: oneOf('Layout', PARTNER_LAYOUTS).default('full'),
    enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
  })
  .strict();
export type PartnerInput = z.input<typeof partnerInputSchema>;
export type PartnerValues = z.output<typeof partnerInputSchema>;

export const partnerSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  code: z.string(),
  origins: z.array(z.string()),
  consentLine: z.string(),
  accent: z.enum(PARTNER_ACCENTS),
  theme: z.enum(PARTNER_THEMES),
  layout: z.enum(PARTNER_LAYOUTS),
  enabled: z.boolean(),
  createdAt: timestampSchema,
  /** Pledges recorded through this partner's embed. */
  pledges: z.number().int().nonnegative(),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnerListSchema = z.array(partnerSchema);

/** The embed's address on the site, and the script partners paste. */
export const EMBED_PLEDGE_PATH = '/embed/pledge';
export const EMBED_SCRIPT_PATH = '/embed.js';

/** What the console offers partners to paste: the script, and a plain link without scripts. */
export function partnerSnippet(siteOrigin: string, code: string, linkText: string): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return (
    `<script src="${escape(siteOrigin)}${EMBED_SCRIPT_PATH}" data-partner="${escape(code)}" async></script>\n` +
    `<noscript><a href="${escape(siteOrigin)}/pledge?utm_source=${escape(code)}&amp;utm_medium=embed">${escape(linkText)}</a></noscript>`
  );
}
