import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@campaign/shared';
import { campaignDayIssue, checkSettings, fieldOf, fromForm, toForm } from './settings-form';

describe('the settings form', () => {
  it('holds every setting and gives back the same object', () => {
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      social: { ...DEFAULT_SITE_SETTINGS.social, mastodon: 'https://mastodon.social/@nff' },
      campaignStart: '2026-10-01',
      campaignEnd: '2026-10-31',
    };
    expect(toForm(settings).mastodon).toBe('https://mastodon.social/@nff');
    expect(fromForm(toForm(settings))).toEqual(settings);
  });

  it('puts an issue under the field that shows it', () => {
    expect(fieldOf('social.whatsapp')).toBe('whatsapp');
    expect(fieldOf('campaignEnd')).toBe('campaignEnd');
  });

  it('checks the whole form with the schema, an emptied number included', () => {
    const checked = checkSettings({ ...toForm(DEFAULT_SITE_SETTINGS), activeMembers: null });
    expect(checked).toEqual({
      ok: false,
      issues: [{ path: 'activeMembers', message: 'Active members must be a number' }],
    });
    const fine = checkSettings({ ...toForm(DEFAULT_SITE_SETTINGS), tiktok: 'tiktok.com/@nff' });
    expect(fine.ok && fine.settings.social.tiktok).toBe('https://tiktok.com/@nff');
  });

  it('checks the campaign days as a pair', () => {
    expect(campaignDayIssue('campaignStart', '', '')).toBeNull();
    expect(campaignDayIssue('campaignStart', '2026-11-01', '2026-11-30')).toBeNull();
    expect(campaignDayIssue('campaignEnd', '2026-11-01', '')).toBe(
      'Set both campaign days, or neither for November',
    );
    expect(campaignDayIssue('campaignStart', '2026-11-01', '')).toBeNull();
    expect(campaignDayIssue('campaignEnd', '2025-01-01', '2026-12-31')).toBe(
      'The campaign may last at most 366 days',
    );
  });
});
