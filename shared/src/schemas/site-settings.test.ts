import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../site-settings';
import {
  CAMPAIGN_PERIOD_MAX_DAYS,
  SOCIAL_NETWORK_LABELS,
  siteSettingsSchema,
  siteSettingsWithDefaults,
} from './site-settings';

const issuesOf = (value: unknown) => {
  const result = siteSettingsSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};
const withSocial = (social: Partial<SiteSettings['social']>) => ({
  ...DEFAULT_SITE_SETTINGS,
  social: { ...DEFAULT_SITE_SETTINGS.social, ...social },
});

describe('siteSettingsSchema', () => {
  it('accepts the defaults as they are', () => {
    expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('names every network, X by its current name', () => {
    expect(SOCIAL_NETWORK_LABELS.twitter).toBe('X (Twitter)');
    expect(SOCIAL_NETWORK_LABELS.whatsapp).toBe('WhatsApp channel');
  });

  it('stores a profile typed without a scheme with https://, trimmed', () => {
    expect(
      siteSettingsSchema.parse(
        withSocial({ bluesky: ' bsky.app/profile/nff ', twitter: 'https://x.com/nff' }),
      ).social,
    ).toMatchObject({ bluesky: 'https://bsky.app/profile/nff', twitter: 'https://x.com/nff' });
  });

  it('refuses any scheme but https', () => {
    for (const url of [
      'http://x.com/nff',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.org',
      'https://',
    ]) {
      expect(issuesOf(withSocial({ threads: url })), url).toEqual([
        { path: 'social.threads', message: 'Threads must be an https:// address' },
      ]);
    }
  });

  it('accepts no goal and a threshold, and refuses negative or fractional figures', () => {
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, pledgeGoal: 0, displayThreshold: 500 })).toEqual(
      [],
    );
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, displayThreshold: -1 })).toEqual([
      { path: 'displayThreshold', message: 'Display threshold cannot be negative' },
    ]);
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, activeMembers: 1.5 })).toEqual([
      { path: 'activeMembers', message: 'Active members must be a whole number' },
    ]);
  });

  it('takes a period of both days, up to the longest allowed, or neither', () => {
    const period = (campaignStart: string, campaignEnd: string) =>
      issuesOf({ ...DEFAULT_SITE_SETTINGS, campaignStart, campaignEnd });
    expect(period('', '')).toEqual([]);
    expect(period('2026-11-15', '2026-11-15')).toEqual([]);
    expect(CAMPAIGN_PERIOD_MAX_DAYS).toBe(366);
    expect(period('2028-01-01', '2028-12-31')).toEqual([]);
    expect(period('2026-01-01', '2027-01-01')).toEqual([]);
    expect(period('2026-01-01', '2027-01-02')).toEqual([
      { path: 'campaignEnd', message: 'The campaign may last at most 366 days' },
    ]);
    expect(period('2026-11-15', '2026-11-14')).toEqual([
      { path: 'campaignEnd', message: 'Campaign end must not be before its start' },
    ]);
    expect(period('2026-11-15', '')).toEqual([
      { path: 'campaignEnd', message: 'Set both campaign days, or neither for November' },
    ]);
    expect(period('2026-13-01', '2026-12-01')).toEqual([
      {
        path: 'campaignStart',
        message: 'Campaign start must be a date written YYYY-MM-DD, or empty',
      },
    ]);
  });

  it('knows two charts and copyright years from 1900 to 2100', () => {
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, chartMode: 'daily' })).toEqual([]);
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, chartMode: 'weekly' })).toEqual([
      { path: 'chartMode', message: 'Chart must be yearly or daily' },
    ]);
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, copyrightYear: 1900 })).toEqual([]);
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, copyrightYear: 2100 })).toEqual([]);
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, copyrightYear: 1899 })).toEqual([
      { path: 'copyrightYear', message: 'Copyright year must be at least 1900' },
    ]);
    expect(issuesOf({ ...DEFAULT_SITE_SETTINGS, copyrightYear: 2101 })).toEqual([
      { path: 'copyrightYear', message: 'Copyright year must be at most 2100' },
    ]);
  });
});

describe('siteSettingsWithDefaults', () => {
  it('answers the defaults for nothing stored', () => {
    expect(siteSettingsWithDefaults(undefined)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(siteSettingsWithDefaults({})).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('keeps every valid stored field', () => {
    const stored: SiteSettings = {
      ...withSocial({ youtube: 'https://www.youtube.com/@nff' }),
      socialLinksEnabled: false,
      pledgeGoal: 10_000,
      goalOnHome: true,
      displayThreshold: 20,
      activeMembers: 300,
      campaignStart: '2026-10-01',
      campaignEnd: '2026-12-31',
      chartMode: 'daily',
      copyrightHolder: 'Nitrate Free Leeds',
      copyrightYear: 2026,
    };
    expect(siteSettingsWithDefaults(stored)).toEqual(stored);
  });

  it('loads settings stored before the new fields with those at their defaults', () => {
    const old = {
      contactEmail: 'old@nff.example',
      social: {
        facebook: 'https://www.facebook.com/nff',
        twitter: '',
        instagram: '',
        linkedin: '',
      },
      pledgeGoal: 25_000,
      socialReach: 3_000_000,
    };
    expect(siteSettingsWithDefaults(old)).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      contactEmail: 'old@nff.example',
      social: { ...DEFAULT_SITE_SETTINGS.social, facebook: 'https://www.facebook.com/nff' },
      pledgeGoal: 25_000,
      socialReach: 3_000_000,
    });
  });

  it('shows the default for each field no longer valid, and November for half a period', () => {
    expect(
      siteSettingsWithDefaults({
        social: { mastodon: 'http://mastodon.social/@nff' },
        chartMode: 'weekly',
        copyrightYear: 3000,
        displayThreshold: -1,
        campaignStart: '2026-10-01',
      }),
    ).toEqual(DEFAULT_SITE_SETTINGS);
    // A period that no longer holds (longer than allowed) falls back as a whole.
    expect(
      siteSettingsWithDefaults({ campaignStart: '2020-01-01', campaignEnd: '2026-01-01' }),
    ).toMatchObject({ campaignStart: '', campaignEnd: '' });
  });
});
