import { PLEDGE_GOAL, STAT_FALLBACKS } from './constants';

/**
 * The site settings as visitor pages use them, without zod: the defaults, the shape, and a
 * light check of an answer's shape. Visitor pages load this on every page (the footer reads the
 * social links), so it must not pull in the schemas: the full rules live in
 * schemas/site-settings.ts, where the console form and the API validate with them.
 */

export const SOCIAL_NETWORK_KEYS = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;
export type SocialNetworkKey = (typeof SOCIAL_NETWORK_KEYS)[number];

export interface SiteSettings {
  contactEmail: string;
  contactPhone: string;
  /** One line per part of the address. */
  contactAddress: string;
  responseTime: string;
  /** Each an https:// address, or empty for none. */
  social: Record<SocialNetworkKey, string>;
  pledgeGoal: number;
  socialReach: number;
}

/** What the site showed before these were editable; a fresh site shows exactly this. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactEmail: 'hello@nitratefreenovember.org',
  contactPhone: '+1 (555) 012-3456',
  contactAddress: '123 Green Market Street\nSuite 400\nPortland, OR 97205',
  responseTime: 'We typically respond within 24-48 hours on business days.',
  social: { facebook: '', twitter: '', instagram: '', linkedin: '' },
  pledgeGoal: PLEDGE_GOAL,
  socialReach: STAT_FALLBACKS.socialReach,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;
const link = (value: unknown, fallback: string) =>
  typeof value === 'string' && (value === '' || value.startsWith('https://')) ? value : fallback;
const whole = (value: unknown, min: number, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : fallback;

/**
 * `GET /api/settings` as a page shows it: the API has already checked every field with the
 * schema, so this only keeps a malformed or missing field (an old server, a proxy's error page)
 * from breaking the page, each showing its default instead.
 */
export function siteSettingsForDisplay(value: unknown): SiteSettings {
  const answer = isObject(value) ? value : {};
  const social = isObject(answer.social) ? answer.social : {};
  const defaults = DEFAULT_SITE_SETTINGS;
  return {
    contactEmail: text(answer.contactEmail, defaults.contactEmail),
    contactPhone: text(answer.contactPhone, defaults.contactPhone),
    contactAddress: text(answer.contactAddress, defaults.contactAddress),
    responseTime: text(answer.responseTime, defaults.responseTime),
    social: Object.fromEntries(
      SOCIAL_NETWORK_KEYS.map((key) => [key, link(social[key], defaults.social[key])]),
    ) as SiteSettings['social'],
    pledgeGoal: whole(answer.pledgeGoal, 1, defaults.pledgeGoal),
    socialReach: whole(answer.socialReach, 0, defaults.socialReach),
  };
}

/** The `tel:` link of a phone number as people write it: "+1 (555) 012-3456" → "tel:+15550123456". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The address as its lines. */
export const addressLines = (address: string): string[] =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
