/**
 * The footer's social link targets when an admin has set no profile. The site has no real ones
 * built in, so each defaults to "#"; a deployment sets real ones by writing
 * `<meta name="campaign:…" content="https://…">` tags into the shell document (see
 * shell/index.html), the same way the server writes the site name into `application-name`. Only
 * http(s), mailto and same-site paths are accepted; any other value (say `javascript:`) falls
 * back to the placeholder. The privacy policy and terms are pages of the site (/privacy, /terms).
 */
export const LINK_META = {
  facebook: 'campaign:facebook-url',
  twitter: 'campaign:twitter-url',
  instagram: 'campaign:instagram-url',
  linkedin: 'campaign:linkedin-url',
} as const;

export type LinkKey = keyof typeof LINK_META;
export type SiteLinks = Record<LinkKey, string>;

export const PLACEHOLDER_HREF = '#';

/** A safe href, or null: absolute http(s)/mailto URLs, `/paths` (not `//host`) and `#…`. */
export function safeHref(value: string | null | undefined): string | null {
  const href = value?.trim();
  if (!href) return null;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads every configured target from the document, "#" where none (or an unsafe one) is set. */
export function readSiteLinks(doc: Pick<Document, 'querySelector'> = document): SiteLinks {
  const links = {} as SiteLinks;
  for (const key of Object.keys(LINK_META) as LinkKey[]) {
    const value = doc.querySelector(`meta[name="${LINK_META[key]}"]`)?.getAttribute('content');
    links[key] = safeHref(value) ?? PLACEHOLDER_HREF;
  }
  return links;
}

/** Whether a target leaves the site (opened in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
