import {
  DEFAULT_SITE_SETTINGS,
  SOCIAL_NETWORK_KEYS,
  siteSettingsSchema,
  issuesFromZodError,
  type ApiIssue,
  type SiteSettings,
} from '@campaign/shared';

/** The settings an organiser types as a number; the form holds null while one is emptied. */
export const NUMBER_FIELDS = [
  'pledgeGoal',
  'displayThreshold',
  'socialReach',
  'activeMembers',
  'copyrightYear',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/**
 * The form's fields: the settings with each social profile a field of its own, and the
 * numbers nullable while emptied.
 */
export type SettingsForm = Omit<SiteSettings, 'social' | NumberField> &
  SiteSettings['social'] &
  Record<NumberField, number | null>;

export type SettingsField = keyof SettingsForm;

export const toForm = ({ social, ...rest }: SiteSettings): SettingsForm => ({ ...rest, ...social });

/**
 * The settings object the API takes. An emptied number is sent as it is (null), so the
 * schema refuses it with its own message ("Pledge goal must be a number").
 */
export function fromForm(values: SettingsForm): Record<keyof SiteSettings, unknown> {
  return {
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    contactAddress: values.contactAddress,
    responseTime: values.responseTime,
    social: Object.fromEntries(SOCIAL_NETWORK_KEYS.map((key) => [key, values[key] ?? ''])),
    socialLinksEnabled: values.socialLinksEnabled,
    pledgeGoal: values.pledgeGoal,
    goalOnHome: values.goalOnHome,
    displayThreshold: values.displayThreshold,
    socialReach: values.socialReach,
    activeMembers: values.activeMembers,
    campaignStart: values.campaignStart ?? '',
    campaignEnd: values.campaignEnd ?? '',
    chartMode: values.chartMode,
    copyrightHolder: values.copyrightHolder ?? '',
    copyrightYear: values.copyrightYear,
    shareText: values.shareText ?? '',
    referralLeaderboard: values.referralLeaderboard,
  };
}

/** The form field an issue belongs to: `social.facebook` is the `facebook` field. */
export const fieldOf = (path: string): SettingsField =>
  (path.startsWith('social.') ? path.slice('social.'.length) : path) as SettingsField;

/** Checks the whole form with the contract's schema: the settings to send, or the issues. */
export function checkSettings(
  values: SettingsForm,
): { ok: true; settings: SiteSettings } | { ok: false; issues: ApiIssue[] } {
  const result = siteSettingsSchema.safeParse(fromForm(values));
  return result.success
    ? { ok: true, settings: result.data }
    : { ok: false, issues: issuesFromZodError(result.error) };
}

/**
 * The campaign days' own check with the schema's rules for the two together (both or
 * neither, the end not before the start, at most a year): the message for `day`, or null.
 */
export function campaignDayIssue(
  day: 'campaignStart' | 'campaignEnd',
  campaignStart: string,
  campaignEnd: string,
): string | null {
  const result = siteSettingsSchema.safeParse({
    ...DEFAULT_SITE_SETTINGS,
    campaignStart: campaignStart ?? '',
    campaignEnd: campaignEnd ?? '',
  });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === day)?.message ?? null;
}
