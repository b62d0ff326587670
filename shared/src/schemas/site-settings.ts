import { z } from '../zod';
import { EMAIL_MAX } from '../constants';
import { DEFAULT_SITE_SETTINGS, SOCIAL_NETWORK_KEYS, type SiteSettings } from '../site-settings';
import { boundedText, requiredText } from './fields';
import { cleanText } from './text';

export const CONTACT_PHONE_MAX = 40;
export const CONTACT_ADDRESS_MAX = 300;
export const RESPONSE_TIME_MAX = 200;
export const SOCIAL_URL_MAX = 500;
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

/** A profile address (https only: it is put in a link on every page) or empty for none. */
function socialUrlSchema(label: string) {
  return cleanText(requiredText(label).trim(), label, 'single-line')
    .max(SOCIAL_URL_MAX, `${label} must be at most ${SOCIAL_URL_MAX} characters`)
    .refine((value) => value === '' || isHttpsUrl(value), `${label} must be an https:// address`);
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

function wholeNumber(label: string, min: 0 | 1) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, min === 1 ? `${label} must be at least 1` : `${label} cannot be negative`)
    .max(SETTINGS_NUMBER_MAX, `${label} is too large`);
}

/**
 * The campaign's public details an admin edits in the console (Settings): contact details, the
 * social profiles, the pledge goal and the social reach figure. The console form and
 * PUT /api/admin/settings validate with this same schema; GET /api/settings answers it.
 */
export const siteSettingsSchema = z.object({
  contactEmail: contactEmailSchema,
  contactPhone: contactPhoneSchema,
  contactAddress: contactAddressSchema,
  responseTime: boundedText('Response time', 1, RESPONSE_TIME_MAX),
  social: z.object({
    facebook: socialUrlSchema('Facebook'),
    twitter: socialUrlSchema('Twitter'),
    instagram: socialUrlSchema('Instagram'),
    linkedin: socialUrlSchema('LinkedIn'),
  }),
  pledgeGoal: wholeNumber('Pledge goal', 1),
  socialReach: wholeNumber('Social reach', 0),
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
    pledgeGoal: pick('pledgeGoal'),
    socialReach: pick('socialReach'),
  };
}
