import { describe, expect, it } from 'vitest';
import {
  campaignPeriod,
  DEFAULT_SITE_SETTINGS,
  showsPledgeFigures,
  siteSettingsForDisplay,
  SOCIAL_NETWORK_KEYS,
  visibleSocialLinks,
  type SiteSettings,
} from './site-settings';

const EDITED: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  contactPhone: '+44 20 7946 0000',
  social: {
    ...DEFAULT_SITE_SETTINGS.social,
    instagram: 'https://www.instagram.com/nff',
    whatsapp: 'https://whatsapp.com/channel/nff',
  },
  socialLinksEnabled: false,
  pledgeGoal: 4000,
  goalOnHome: true,
  displayThreshold: 25,
  socialReach: 0,
  activeMembers: 12,
  campaignStart: '2026-10-01',
  campaignEnd: '2026-10-31',
  chartMode: 'daily',
  copyrightHolder: 'Nitrate Free Leeds',
  copyrightYear: 2026,
};

describe('DEFAULT_SITE_SETTINGS', () => {
  it('is the out-of-the-box campaign: no goal, every figure, November, the figures of before', () => {
    expect(DEFAULT_SITE_SETTINGS).toMatchObject({
      socialLinksEnabled: true,
      pledgeGoal: 0,
      goalOnHome: false,
      displayThreshold: 0,
      socialReach: 2_500_000,
      activeMembers: 8432,
      campaignStart: '',
      campaignEnd: '',
      chartMode: 'yearly',
      copyrightHolder: '',
      copyrightYear: 2024,
    });
    expect(Object.keys(DEFAULT_SITE_SETTINGS.social)).toEqual([...SOCIAL_NETWORK_KEYS]);
    expect(Object.values(DEFAULT_SITE_SETTINGS.social).every((url) => url === '')).toBe(true);
  });
});

describe('siteSettingsForDisplay', () => {
  it('keeps what the API answered, every field included', () => {
    expect(siteSettingsForDisplay(EDITED)).toEqual(EDITED);
  });

  it('shows the default of each field that is missing or of the wrong shape', () => {
    expect(
      siteSettingsForDisplay({
        contactEmail: '',
        contactPhone: 42,
        social: {
          facebook: 'javascript:alert(1)',
          twitter: 'https://x.com/nff',
          bluesky: 'http://bsky.app/nff',
          tiktok: 7,
        },
        pledgeGoal: 0,
        socialReach: 1.5,
        socialLinksEnabled: 'no',
        goalOnHome: 1,
        displayThreshold: -3,
        activeMembers: '8432',
        campaignStart: '1 Nov',
        campaignEnd: 20261130,
        chartMode: 'monthly',
        copyrightHolder: null,
        copyrightYear: 99,
      }),
    ).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      social: { ...DEFAULT_SITE_SETTINGS.social, twitter: 'https://x.com/nff' },
    });
    expect(siteSettingsForDisplay('<html>Bad gateway</html>')).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('reads an answer from before the new fields with those at their defaults', () => {
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
    expect(siteSettingsForDisplay(old)).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      ...old,
      social: { ...DEFAULT_SITE_SETTINGS.social, facebook: 'https://www.facebook.com/nff' },
    });
  });
});

describe('visibleSocialLinks', () => {
  const withSocial = (social: Partial<SiteSettings['social']>, socialLinksEnabled = true) => ({
    social: { ...DEFAULT_SITE_SETTINGS.social, ...social },
    socialLinksEnabled,
  });

  it('shows the four placeholder networks while none is set, as a fresh site does', () => {
    expect(visibleSocialLinks(DEFAULT_SITE_SETTINGS)).toEqual([
      { network: 'facebook', href: '#' },
      { network: 'twitter', href: '#' },
      { network: 'instagram', href: '#' },
      { network: 'linkedin', href: '#' },
    ]);
  });

  it('shows only the set networks once any is, in the list’s order', () => {
    expect(
      visibleSocialLinks(
        withSocial({
          youtube: 'https://www.youtube.com/@nff',
          facebook: 'https://www.facebook.com/nff',
          mastodon: 'https://mastodon.social/@nff',
        }),
      ),
    ).toEqual([
      { network: 'facebook', href: 'https://www.facebook.com/nff' },
      { network: 'mastodon', href: 'https://mastodon.social/@nff' },
      { network: 'youtube', href: 'https://www.youtube.com/@nff' },
    ]);
  });

  it('shows none when the organiser turned them off, set or not', () => {
    expect(visibleSocialLinks(withSocial({}, false))).toEqual([]);
    expect(visibleSocialLinks(withSocial({ threads: 'https://threads.net/@nff' }, false))).toEqual(
      [],
    );
  });
});

describe('campaignPeriod', () => {
  const NOW = new Date('2027-03-15T12:00:00Z');

  it('is November of the current (UTC) year until both days are set', () => {
    const november = { start: '2027-11-01', end: '2027-11-30' };
    expect(campaignPeriod({ campaignStart: '', campaignEnd: '' }, NOW)).toEqual(november);
    expect(campaignPeriod({ campaignStart: '2027-01-01', campaignEnd: '' }, NOW)).toEqual(november);
    expect(campaignPeriod({ campaignStart: '', campaignEnd: '2027-01-31' }, NOW)).toEqual(november);
    // The year is UTC's: late on 31 December in the Americas is already next year.
    expect(
      campaignPeriod({ campaignStart: '', campaignEnd: '' }, new Date('2027-01-01T00:30:00Z')),
    ).toEqual(november);
    expect(
      campaignPeriod({ campaignStart: '', campaignEnd: '' }, new Date('2026-12-31T23:30:00Z')),
    ).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });

  it('is the days the organiser set', () => {
    expect(campaignPeriod({ campaignStart: '2026-09-01', campaignEnd: '2027-02-28' }, NOW)).toEqual(
      { start: '2026-09-01', end: '2027-02-28' },
    );
  });
});

describe('showsPledgeFigures', () => {
  it('shows every figure with the default threshold of 0, zero included', () => {
    expect(showsPledgeFigures(0, DEFAULT_SITE_SETTINGS)).toBe(true);
    expect(showsPledgeFigures(3, DEFAULT_SITE_SETTINGS)).toBe(true);
  });

  it('hides a figure below the threshold and shows it from the threshold on', () => {
    expect(showsPledgeFigures(0, { displayThreshold: 100 })).toBe(false);
    expect(showsPledgeFigures(99, { displayThreshold: 100 })).toBe(false);
    expect(showsPledgeFigures(100, { displayThreshold: 100 })).toBe(true);
    expect(showsPledgeFigures(5_000, { displayThreshold: 100 })).toBe(true);
  });
});
