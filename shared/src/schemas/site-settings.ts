import { z } from '../zod';
import { EMAIL_MAX } from '../constants';
import {
  CHART_MODES,
  DEFAULT_SITE_SETTINGS,
  SOCIAL_NETWORK_KEYS,
  type SiteSettings,
  type SocialNetworkKey,
} from '../site-settings';
import { boundedText, requiredText } from './fields';
import { cleanText } from './text';

export const CONTACT_PHONE_MAX = 40;
export const CONTACT_ADDRESS_MAX = 300;
export const RESPONSE_TIME_MAX = 200;
export const SOCIAL_URL_MAX = 500;
/** A share text fits a post on X with the link beside it. */
export const SHARE_TEXT_MAX = 250;
/** Far above any campaign's figures, and well inside what every column and JS number holds. */
export const SETTINGS_NUMBER_MAX = 1_000_000_000_000;

const contactEmailSchema = cleanText(
  requiredText('Contact email').trim(),
  'Contact email',
  'single-line',
)
  .toLowerCase()
  .max(EMAIL_MAX, `Contact email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Contact email must be a valid email address'));

/** Digits with the usual separators, so the number can also become a `tel:` link. */
const contactPhoneSchema = boundedText('Contact phone', 1, CONTACT_PHONE_MAX).regex(
  /^\+?[\d\s().\-/]*\d[\d\s().\-/]*$/,
  'Contact phone may hold only digits, spaces, +, (, ), -, . and /',
);

/** One line per part of the address, as the contact page shows it. */
const contactAddressSchema = boundedText(
  'Contact address',
  1,
  CONTACT_ADDRESS_MAX,
  'multi-line',
).transform((text) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n'),
);

/**
 * A profile address (https only: it is put in a link on every page) or empty for none. An
 * address typed without a scheme (`x.com/campaign`) is stored with `https://`.
 */
function socialUrlSchema(label: string) {
  return cleanText(requiredText(label).trim(), label, 'single-line')
    .max(SOCIAL_URL_MAX, `${label} must be at most ${SOCIAL_URL_MAX} characters`)
    .transform((value) =>
      value === '' || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`,
    )
    .refine((value) => value === '' || isHttpsUrl(value), `${label} must be an https:// address`);
}

/** What each network is called in the console's form and in the links' labels. */
export const SOCIAL_NETWORK_LABELS: Record<SocialNetworkKey, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  threads: 'Threads',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp channel',
};

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Longest campaign period the daily chart draws, in days. */
export const CAMPAIGN_PERIOD_MAX_DAYS = 366;

/** A real day: 2026-02-30 and 2026-13-01 (which Date would roll over or refuse) are not. */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const campaignDay = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine(
      (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value)),
      `${label} must be a date written YYYY-MM-DD, or empty`,
    );

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

function wholeNumber(label: string, min: 0 | 1 | 1900) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(SETTINGS_NUMBER_MAX, `${label} is too large`);
}

/**
 * The campaign's public details an admin edits in the console (Settings): contact details, the
 * social profiles, the pledge goal and the social reach figure. The console form and
 * PUT /api/admin/settings validate with this same schema; GET /api/settings answers it.
 */
export const siteSettingsSchema = z
  .object({
    contactEmail: contactEmailSchema,
    contactPhone: contactPhoneSchema,
    contactAddress: contactAddressSchema,
    responseTime: boundedText('Response time', 1, RESPONSE_TIME_MAX),
    social: z.object(
      Object.fromEntries(
        SOCIAL_NETWORK_KEYS.map((key) => [key, socialUrlSchema(SOCIAL_NETWORK_LABELS[key])]),
      ) as Record<SocialNetworkKey, ReturnType<typeof socialUrlSchema>>,
    ),
    socialLinksEnabled: z.boolean({ error: 'Social links must be on or off' }),
    pledgeGoal: wholeNumber('Pledge goal', 0),
    goalOnHome: z.boolean({ error: 'Goal on the home page must be on or off' }),
    displayThreshold: wholeNumber('Display threshold', 0),
    socialReach: wholeNumber('Social reach', 0),
    activeMembers: wholeNumber('Active members', 0),
    campaignStart: campaignDay('Campaign start'),
    campaignEnd: campaignDay('Campaign end'),
    chartMode: z.enum(CHART_MODES, { error: 'Chart must be yearly or daily' }),
    copyrightHolder: boundedText('Copyright holder', 0, 200),
    copyrightYear: wholeNumber('Copyright year', 1900).max(
      2100,
      'Copyright year must be at most 2100',
    ),
    shareText: boundedText('Share text', 0, SHARE_TEXT_MAX),
    referralLeaderboard: z.boolean({ error: 'Leaderboard must be on or off' }),
  })
  .superRefine((settings, ctx) => {
    const { campaignStart: start, campaignEnd: end } = settings;
    if ((start === '') !== (end === '')) {
      ctx.addIssue({
        code: 'custom',
        path: [start === '' ? 'campaignStart' : 'campaignEnd'],
        message: 'Set both campaign days, or neither for November',
      });
    } else if (start !== '' && dayNumber(end) < dayNumber(start)) {
      ctx.addIssue({
        code: 'custom',
        path: ['campaignEnd'],
        message: 'Campaign end must not be before its start',
      });
    } else if (start !== '' && dayNumber(end) - dayNumber(start) + 1 > CAMPAIGN_PERIOD_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['campaignEnd'],
        message: `The campaign may last at most ${CAMPAIGN_PERIOD_MAX_DAYS} days`,
      });
    }
  });
// The shape visitor pages use (site-settings.ts, without zod) is what this schema gives.
siteSettingsSchema satisfies z.ZodType<SiteSettings, unknown>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/**
 * Stored (or received) settings laid over the defaults: a field that is missing or no longer
 * valid (say, a rule tightened since it was saved) shows its default instead of breaking the
 * page.
 */
export function siteSettingsWithDefaults(value: unknown): SiteSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const shape = siteSettingsSchema.shape;
  const pick = <K extends keyof SiteSettings>(key: K): SiteSettings[K] => {
    const parsed = shape[key].safeParse(stored[key]);
    return (parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS[key]) as SiteSettings[K];
  };
  const social = (
    typeof stored.social === 'object' && stored.social !== null ? stored.social : {}
  ) as Record<string, unknown>;
  return {
    contactEmail: pick('contactEmail'),
    contactPhone: pick('contactPhone'),
    contactAddress: pick('contactAddress'),
    responseTime: pick('responseTime'),
    social: Object.fromEntries(
      SOCIAL_NETWORK_KEYS.map((key) => {
        const parsed = shape.social.shape[key].safeParse(social[key]);
        return [key, parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS.social[key]];
      }),
    ) as SiteSettings['social'],
    socialLinksEnabled: pick('socialLinksEnabled'),
    pledgeGoal: pick('pledgeGoal'),
    goalOnHome: pick('goalOnHome'),
    displayThreshold: pick('displayThreshold'),
    socialReach: pick('socialReach'),
    activeMembers: pick('activeMembers'),
    ...campaignDaysWithDefaults(pick('campaignStart'), pick('campaignEnd')),
    chartMode: pick('chartMode'),
    copyrightHolder: pick('copyrightHolder'),
    copyrightYear: pick('copyrightYear'),
    shareText: pick('shareText'),
    referralLeaderboard: pick('referralLeaderboard'),
  };
}

/** A stored period that no longer holds together (one day only) falls back to November. */
function campaignDaysWithDefaults(campaignStart: string, campaignEnd: string) {
  const check = siteSettingsSchema.safeParse({
    ...DEFAULT_SITE_SETTINGS,
    campaignStart,
    campaignEnd,
  });
  return check.success ? { campaignStart, campaignEnd } : { campaignStart: '', campaignEnd: '' };
}
