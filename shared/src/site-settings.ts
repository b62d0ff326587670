import { ACTIVE_MEMBERS, COPYRIGHT_YEAR, PLEDGE_GOAL, STAT_FALLBACKS } from './constants';

/**
 * The site settings as visitor pages use them, without zod: the defaults, the shape, and a
 * light check of an answer's shape. Visitor pages load this on every page (the footer reads the
 * social links), so it must not pull in the schemas: the full rules live in
 * schemas/site-settings.ts, where the console form and the API validate with them.
 */

/**
 * Every network a campaign can link its profile on, in the order lists show them. `twitter` is
 * X (the key is what was stored before it was renamed).
 */
export const SOCIAL_NETWORK_KEYS = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'bluesky',
  'mastodon',
  'threads',
  'tiktok',
  'youtube',
  'whatsapp',
] as const;
export type SocialNetworkKey = (typeof SOCIAL_NETWORK_KEYS)[number];
/** The networks a fresh site shows, as "#" placeholders, until an organiser sets any profile. */
export const PLACEHOLDER_SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
] as const;

/** How /impact charts the pledges: by calendar year, or by day over the campaign period. */
export const CHART_MODES = ['yearly', 'daily'] as const;
export type ChartMode = (typeof CHART_MODES)[number];

export interface SiteSettings {
  contactEmail: string;
  contactPhone: string;
  /** One line per part of the address. */
  contactAddress: string;
  responseTime: string;
  /** Each an https:// address, or empty for none. */
  social: Record<SocialNetworkKey, string>;
  /** Off: no social links anywhere, and the pledge success page does not ask to follow. */
  socialLinksEnabled: boolean;
  /** Pledges the campaign aims for; 0 for no goal (no progress bar anywhere). */
  pledgeGoal: number;
  /** Also show the goal's progress on the home page (it always shows on /pledge and /impact). */
  goalOnHome: boolean;
  /**
   * Below this many pledges, pages word the count without the number ("Be one of the first…")
   * and hide the pledge counters and growth. 0 shows every figure.
   */
  displayThreshold: number;
  socialReach: number;
  activeMembers: number;
  /** The campaign's first and last day, YYYY-MM-DD, or empty for November of the current year. */
  campaignStart: string;
  campaignEnd: string;
  chartMode: ChartMode;
  /** Who the footer's copyright names; empty for the site's name. */
  copyrightHolder: string;
  copyrightYear: number;
  /**
   * What a pledger's share buttons say beside their personal link; empty for the built-in
   * words (share-link.ts, `defaultShareText`).
   */
  shareText: string;
  /** Show the top sharers who chose to appear (first name and count) on /impact. */
  referralLeaderboard: boolean;
}

/** What the site showed before these were editable; a fresh site shows exactly this. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactEmail: 'hello@nitratefreenovember.org',
  contactPhone: '+1 (555) 012-3456',
  contactAddress: '123 Green Market Street\nSuite 400\nPortland, OR 97205',
  responseTime: 'We typically respond within 24-48 hours on business days.',
  social: Object.fromEntries(SOCIAL_NETWORK_KEYS.map((key) => [key, ''])) as Record<
    SocialNetworkKey,
    string
  >,
  socialLinksEnabled: true,
  pledgeGoal: PLEDGE_GOAL,
  goalOnHome: false,
  displayThreshold: 0,
  socialReach: STAT_FALLBACKS.socialReach,
  activeMembers: ACTIVE_MEMBERS,
  campaignStart: '',
  campaignEnd: '',
  chartMode: 'yearly',
  copyrightHolder: '',
  copyrightYear: COPYRIGHT_YEAR,
  shareText: '',
  referralLeaderboard: false,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;
const link = (value: unknown, fallback: string) =>
  typeof value === 'string' && (value === '' || value.startsWith('https://')) ? value : fallback;
const whole = (value: unknown, min: number, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const day = (value: unknown, fallback: string) =>
  typeof value === 'string' && (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value))
    ? value
    : fallback;
const string = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

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
    socialLinksEnabled: flag(answer.socialLinksEnabled, defaults.socialLinksEnabled),
    pledgeGoal: whole(answer.pledgeGoal, 0, defaults.pledgeGoal),
    goalOnHome: flag(answer.goalOnHome, defaults.goalOnHome),
    displayThreshold: whole(answer.displayThreshold, 0, defaults.displayThreshold),
    socialReach: whole(answer.socialReach, 0, defaults.socialReach),
    activeMembers: whole(answer.activeMembers, 0, defaults.activeMembers),
    campaignStart: day(answer.campaignStart, defaults.campaignStart),
    campaignEnd: day(answer.campaignEnd, defaults.campaignEnd),
    chartMode: answer.chartMode === 'daily' ? 'daily' : 'yearly',
    copyrightHolder: string(answer.copyrightHolder, defaults.copyrightHolder),
    copyrightYear: whole(answer.copyrightYear, 1900, defaults.copyrightYear),
    shareText: string(answer.shareText, defaults.shareText),
    referralLeaderboard: flag(answer.referralLeaderboard, defaults.referralLeaderboard),
  };
}

/**
 * The social profiles a visitor sees, in order: none when an organiser turned them off; the
 * four placeholder networks ("#" links) while none is set, as a fresh site shows them; once any
 * is set, only the set ones.
 */
export function visibleSocialLinks(
  settings: Pick<SiteSettings, 'social' | 'socialLinksEnabled'>,
): { network: SocialNetworkKey; href: string }[] {
  if (!settings.socialLinksEnabled) return [];
  const set = SOCIAL_NETWORK_KEYS.filter((key) => settings.social[key] !== '');
  if (set.length === 0)
    return PLACEHOLDER_SOCIAL_NETWORKS.map((network) => ({ network, href: '#' }));
  return set.map((network) => ({ network, href: settings.social[network] }));
}

/** The campaign's first and last day (UTC, YYYY-MM-DD): as set, or November of `now`'s year. */
export function campaignPeriod(
  settings: Pick<SiteSettings, 'campaignStart' | 'campaignEnd'>,
  now: Date,
): { start: string; end: string } {
  const year = now.getUTCFullYear();
  if (settings.campaignStart !== '' && settings.campaignEnd !== '')
    return { start: settings.campaignStart, end: settings.campaignEnd };
  return { start: `${year}-11-01`, end: `${year}-11-30` };
}

/** Whether a figure of `total` pledges may be shown, given the organiser's display threshold. */
export const showsPledgeFigures = (
  total: number,
  settings: Pick<SiteSettings, 'displayThreshold'>,
) => total >= settings.displayThreshold;

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
