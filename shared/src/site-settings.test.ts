import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, siteSettingsForDisplay } from './site-settings';

describe('siteSettingsForDisplay', () => {
  it('keeps what the API answered', () => {
    const saved = {
      ...DEFAULT_SITE_SETTINGS,
      contactPhone: '+44 20 7946 0000',
      social: { ...DEFAULT_SITE_SETTINGS.social, instagram: 'https://www.instagram.com/nff' },
      pledgeGoal: 4000,
      socialReach: 0,
    };
    expect(siteSettingsForDisplay(saved)).toEqual(saved);
  });

  it('shows the default of each field that is missing or of the wrong shape', () => {
    expect(
      siteSettingsForDisplay({
        contactEmail: '',
        contactPhone: 42,
        social: { facebook: 'javascript:alert(1)', twitter: 'https://x.com/nff' },
        pledgeGoal: 0,
        socialReach: 1.5,
      }),
    ).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      social: { ...DEFAULT_SITE_SETTINGS.social, twitter: 'https://x.com/nff' },
    });
    expect(siteSettingsForDisplay('<html>Bad gateway</html>')).toEqual(DEFAULT_SITE_SETTINGS);
  });
});
