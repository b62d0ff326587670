import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants', () => {
  it('keeps the header, theme, toast and tooltip values', () => {
    expect(c.HEADER_SCROLL_THRESHOLD).toBe(20);
    expect(c.HEADER_HEIGHT).toBe(80);
    expect(c.THEME_STORAGE_KEY).toBe('theme');
    expect(c.TOAST_LIMIT).toBe(1);
    expect(c.TOAST_REMOVE_DELAY).toBe(1000000);
    expect(c.TOAST_DURATION).toBe(5000);
    expect(c.TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(c.TOAST_HOTKEY).toBe('F8');
    expect(c.TOAST_VIEWPORT_MAX_WIDTH).toBe(420);
    expect(c.TOOLTIP_DELAY).toBe(700);
    expect(c.TOOLTIP_SKIP_DELAY).toBe(300);
  });

  it('keeps the animation values', () => {
    expect(c.COUNTER_DURATION).toBe(2000);
    expect(c.COUNTER_STEP).toBe(16);
    expect(c.COUNTER_THRESHOLD).toBe(0.3);
    expect(c.NITRATE_STAT).toBe(3000000);
    expect(c.TIMELINE_THRESHOLD).toBe(0.2);
    expect(c.TIMELINE_TRANSITION).toBe(700);
    expect(c.FLIP_TRANSITION).toBe(500);
    expect(c.STAGGER_DELAY).toBe(100);
  });

  it('keeps the content counts and impact fallbacks', () => {
    expect(c.HOME_FEATURED_POSTS).toBe(3);
    expect(c.HOME_CARD_TAGS).toBe(2);
    expect(c.ARTICLE_META_TAGS).toBe(5);
    expect(c.STAT_FALLBACKS).toEqual({
      totalPledges: 12847,
      growthRate: 156,
      socialReach: 2500000,
    });
    expect(c.PLEDGE_COUNT_FALLBACK_TEXT).toBe('10,000+');
    expect(c.ACTIVE_MEMBERS).toBe(8432);
    expect(c.YEARLY_FALLBACK).toEqual([
      { year: 2020, pledges: 1200 },
      { year: 2021, pledges: 5400 },
      { year: 2022, pledges: 8900 },
      { year: 2023, pledges: 11200 },
      { year: 2024, pledges: 12847 },
    ]);
    expect(c.CHART_HEIGHT).toBe(400);
    expect(c.BLOG_SKELETONS).toBe(3);
    expect(c.TIP_SKELETONS).toBe(6);
  });

  it('keeps the timings, popup size and chrome values', () => {
    expect(c.READING_WPM).toBe(200);
    expect(c.COPY_CONFIRM_MS).toBe(2000);
    expect(c.ADMIN_REDIRECT_DELAY).toBe(500);
    expect(c.SHARE_POPUP).toEqual({ width: 600, height: 400 });
    expect(c.COPYRIGHT_YEAR).toBe(2024);
    expect(c.DEFAULT_SITE_NAME).toBe('Nitrate-Free November');
  });

  it('keeps the tip categories in tab order and the icon sets', () => {
    expect(c.TIP_CATEGORIES).toEqual(['Shopping', 'Labels', 'Cooking', 'Dining Out']);
    expect(c.DEFAULT_TIP_CATEGORY).toBe('Shopping');
    expect(c.TIP_ICONS).toEqual([
      'ShoppingCart',
      'Eye',
      'Package',
      'FileText',
      'AlertCircle',
      'Scale',
      'ChefHat',
      'Leaf',
      'Sparkles',
      'MessageCircle',
      'Flame',
      'Layers',
    ]);
    expect(c.TIP_ICON_FALLBACK).toBe('Package');
    expect([...c.VALUE_ICONS].sort()).toEqual(
      ['Eye', 'Lightbulb', 'Megaphone', 'Scale', 'Shield', 'Users'].sort(),
    );
    expect(c.PAGE_KEYS).toEqual(['homepage', 'about', 'values']);
  });

  it('keeps the input limits', () => {
    expect([c.NAME_MIN, c.NAME_MAX, c.EMAIL_MAX]).toEqual([2, 100, 254]);
    expect([c.MESSAGE_MIN, c.MESSAGE_MAX]).toEqual([10, 5000]);
    expect([c.PASSWORD_MIN, c.PASSWORD_MAX]).toEqual([12, 256]);
  });
});
