import { isShareCode } from './share-link';
import { isAdminPath, isKnownClientPath } from './routes';

// How a visit's attribution travels from the landing address to the forms, without cookies or
// browser storage: read once from the landing address and referrer, carried in memory (with
// JavaScript) or in the visitor pages' own links and hidden form fields (without). No zod here:
// the shell reads it on every first load, and the forms' schemas (schemas/attribution.ts) check
// what is posted with the same cleaners.

/**
 * The landing address's parameters a visitor may arrive with: the usual campaign tags, and
 * `ref`, the share code of the pledger whose personal link brought them.
 */
export const ATTRIBUTION_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'ref'] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

/** The longest campaign tag kept; a longer one is cut, never refused. */
export const ATTRIBUTION_TAG_MAX = 100;

// A pledger's share code's pattern is the share links' fact (./share-link.ts).
export { SHARE_CODE_PATTERN } from './share-link';

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Printable text without control characters, cut to the tag length; anything else undefined. */
export function cleanAttributionTag(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(CONTROL_CHARACTERS, '').trim().slice(0, ATTRIBUTION_TAG_MAX);
  return text === '' ? undefined : text;
}

/** A host name as browsers send it in Referer (letters, digits, dots, hyphens), lower-cased. */
export function cleanReferrerHost(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9.-]{1,253}$/i.test(value)
    ? value.toLowerCase()
    : undefined;
}

/** A share code as a personal link carries it (./share-link.ts), else undefined. */
export function cleanShareCode(value: unknown): string | undefined {
  return isShareCode(value) ? value : undefined;
}

/**
 * What a visit carries to its forms, as hidden fields of the same names: the landing address's
 * parameters and `referrer`, the referring site's host. The visitor pages' links carry the same
 * names as query parameters, so a page reached without JavaScript still knows them.
 */
export const CARRIED_ATTRIBUTION_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer',
  'ref',
] as const;
export type CarriedAttributionField = (typeof CARRIED_ATTRIBUTION_FIELDS)[number];
export type CarriedAttribution = Partial<Record<CarriedAttributionField, string>>;

export const isCarriedAttributionField = (name: string): name is CarriedAttributionField =>
  (CARRIED_ATTRIBUTION_FIELDS as readonly string[]).includes(name);

const CLEANERS: Record<CarriedAttributionField, (value: unknown) => string | undefined> = {
  utm_source: cleanAttributionTag,
  utm_medium: cleanAttributionTag,
  utm_campaign: cleanAttributionTag,
  referrer: cleanReferrerHost,
  ref: cleanShareCode,
};

/**
 * The host of `referrer` (a Referer header or `document.referrer`) when it is another site than
 * ours (`ownHosts`, compared without the port), else undefined; never the rest of the address.
 */
export function referringHost(
  referrer: string | null | undefined,
  ownHosts: readonly string[],
): string | undefined {
  if (!referrer) return undefined;
  let hostname: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    hostname = url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const own = ownHosts.some((host) => host.toLowerCase().replace(/:\d+$/, '') === hostname);
  return own ? undefined : cleanReferrerHost(hostname);
}

/** Our own hosts: the one the page was asked from, and the site's public address's, if any. */
export function ownHosts(requestHost: string, publicUrl?: string): string[] {
  const hosts = [requestHost];
  try {
    if (publicUrl) hosts.push(new URL(publicUrl).host);
  } catch {
    // No public address to compare with: the request's host alone is ours.
  }
  return hosts;
}

/**
 * A visit's attribution from its address's query (`search`, with or without `?`) and its
 * referrer: the carried parameters, cleaned as the forms' schemas clean them (a malformed value
 * is left out), and the referring site's host, from the referrer when another site sent the
 * visitor, else as the page's own links carried it on (`referrer` in the query).
 */
export function carriedAttribution(
  search: string,
  referrer: string | null | undefined,
  ownHosts: readonly string[],
): CarriedAttribution {
  const params = new URLSearchParams(search);
  const carried: CarriedAttribution = {};
  for (const field of CARRIED_ATTRIBUTION_FIELDS) {
    const value = CLEANERS[field](params.get(field) ?? undefined);
    if (value !== undefined) carried[field] = value;
  }
  const host = referringHost(referrer, ownHosts);
  if (host !== undefined) carried.referrer = host;
  return carried;
}

export const hasAttribution = (carried: CarriedAttribution): boolean =>
  CARRIED_ATTRIBUTION_FIELDS.some((field) => carried[field] !== undefined);

/**
 * `href` with the visit's attribution added to its query when it leads to a visitor page of
 * this site (a path, not the console), so the next page, rendered by the server, knows it too.
 * Parameters the link already has are left as they are; anything else is returned unchanged.
 * The server's page transform and the browser's links both use this, so they spell it alike.
 */
export function withCarriedParams(href: string, carried: CarriedAttribution): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  if (!isKnownClientPath(path) || isAdminPath(path)) return href;
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  let added = false;
  for (const field of CARRIED_ATTRIBUTION_FIELDS) {
    const value = carried[field];
    if (value === undefined || params.has(field)) continue;
    params.append(field, value);
    added = true;
  }
  return added ? `${path}?${params.toString()}${hash}` : href;
}
