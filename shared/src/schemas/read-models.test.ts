import { describe, expect, it } from 'vitest';
import { blogListItemSchema, blogPostSchema } from './blog';
import { timestampSchema } from './fields';
import { pageContentRowSchema } from './page-content-row';
import { idParamSchema, pageKeySchema, slugParamSchema } from './params';
import { statsWithFallbacks } from '../stats-fallbacks';
import { statsSchema } from './stats';
import { tipSchema } from './tip';

describe('timestampSchema', () => {
  it('normalises Dates, ISO text and epoch milliseconds to ISO strings', () => {
    const iso = '2024-01-05T10:00:00.000Z';
    expect(timestampSchema.parse(new Date(iso))).toBe(iso);
    expect(timestampSchema.parse('2024-01-05T12:00:00+02:00')).toBe(iso);
    expect(timestampSchema.parse(Date.parse(iso))).toBe(iso);
  });

  it('rejects values that are not dates', () => {
    for (const value of ['yesterday', '', null, undefined, {}]) {
      expect(timestampSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('read models', () => {
  const listItem = {
    id: 1,
    slug: 'nitrates-explained',
    title: 'Nitrates explained',
    excerpt: 'What nitrates do.',
    author: 'Sarah Johnson',
    publishedDate: new Date('2024-01-05T00:00:00Z'),
    imageUrl: null,
    tags: ['Health'],
  };

  it('turns a blog row into JSON-ready data', () => {
    expect(blogListItemSchema.parse(listItem).publishedDate).toBe('2024-01-05T00:00:00.000Z');
    const post = blogPostSchema.parse({
      ...listItem,
      content: '<p>Hi</p>',
      createdAt: 1704412800000,
    });
    expect(post.createdAt).toBe('2024-01-05T00:00:00.000Z');
    expect(post.citations).toBeUndefined();
  });

  it('limits tip categories to the four tabs', () => {
    const tip = {
      id: 1,
      category: 'Cooking',
      title: 't',
      description: 'd',
      icon: 'Flame',
      order: 0,
      createdAt: '2024-01-05',
    };
    expect(tipSchema.safeParse(tip).success).toBe(true);
    expect(tipSchema.safeParse({ ...tip, category: 'Travel' }).success).toBe(false);
  });

  it('accepts a page content row only for a known page key', () => {
    const row = {
      id: 1,
      pageKey: 'about',
      content: { mission: { title: 'Hi' } },
      updatedAt: new Date(),
      updatedBy: null,
    };
    expect(pageContentRowSchema.safeParse(row).success).toBe(true);
    expect(pageContentRowSchema.safeParse({ ...row, pageKey: 'admin' }).success).toBe(false);
  });
});

describe('stats', () => {
  it('validates the stats answer', () => {
    const stats = {
      totalPledges: 10,
      growthRate: 12.5,
      socialReach: 100,
      yearOverYearData: [{ year: 2024, pledges: 10 }],
    };
    expect(statsSchema.parse(stats)).toEqual(stats);
    expect(statsSchema.safeParse({ ...stats, totalPledges: -1 }).success).toBe(false);
  });

  it('validates the previous-period flag and the daily series, both optional', () => {
    const stats = {
      totalPledges: 3,
      growthRate: 0,
      socialReach: 100,
      yearOverYearData: [{ year: 2026, pledges: 3 }],
      hasPreviousPeriod: false,
      dailyData: [
        { date: '2026-11-01', pledges: 0 },
        { date: '2026-11-02', pledges: 3 },
      ],
    };
    expect(statsSchema.parse(stats)).toEqual(stats);
    const bad = { ...stats, dailyData: [{ date: '2026-11-01', pledges: -1 }] };
    expect(statsSchema.safeParse(bad).success).toBe(false);
    expect(statsSchema.safeParse({ ...stats, hasPreviousPeriod: 'no' }).success).toBe(false);
  });

  it('keeps the daily series and the previous-period flag of a real answer', () => {
    const filled = statsWithFallbacks({
      totalPledges: 2,
      growthRate: 0,
      socialReach: 10,
      yearOverYearData: [{ year: 2026, pledges: 2 }],
      hasPreviousPeriod: false,
      dailyData: [{ date: '2026-11-01', pledges: 2 }],
    });
    expect(filled.hasPreviousPeriod).toBe(false);
    expect(filled.dailyData).toEqual([{ date: '2026-11-01', pledges: 2 }]);
  });

  it('fills absent figures with the fallback figures', () => {
    expect(statsWithFallbacks(undefined)).toEqual({
      totalPledges: 12847,
      growthRate: 156,
      socialReach: 2500000,
      yearOverYearData: [
        { year: 2020, pledges: 1200 },
        { year: 2021, pledges: 5400 },
        { year: 2022, pledges: 8900 },
        { year: 2023, pledges: 11200 },
        { year: 2024, pledges: 12847 },
      ],
      hasPreviousPeriod: true,
      dailyData: [],
    });
  });

  it('keeps the figures the server sent, including zero', () => {
    const filled = statsWithFallbacks({
      totalPledges: 0,
      growthRate: 0,
      yearOverYearData: [{ year: 2024, pledges: 3 }],
    });
    expect(filled).toEqual({
      totalPledges: 0,
      growthRate: 0,
      socialReach: 2500000,
      yearOverYearData: [{ year: 2024, pledges: 3 }],
      hasPreviousPeriod: true,
      dailyData: [],
    });
  });

  it('keeps a real answer with no pledges yet: the fallback series is for a failed call only', () => {
    const fresh = statsWithFallbacks({
      totalPledges: 0,
      growthRate: 0,
      socialReach: 10,
      yearOverYearData: [],
      hasPreviousPeriod: false,
    });
    expect(fresh.yearOverYearData).toEqual([]);
    expect(fresh.totalPledges).toBe(0);
    expect(fresh.hasPreviousPeriod).toBe(false);
  });
});

describe('route parameters', () => {
  it('parses decimal ids only', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    for (const value of ['0', '-1', '1.5', '1e3', '0x1', '', ' 4', 'abc']) {
      expect(idParamSchema.safeParse(value).success).toBe(false);
    }
  });

  it('accepts the page keys', () => {
    expect(pageKeySchema.parse('values')).toBe('values');
    expect(pageKeySchema.parse('privacy')).toBe('privacy');
    expect(pageKeySchema.safeParse('admin').error?.issues[0]?.message).toBe(
      'Page key must be one of: homepage, about, values, impact, pledge, contact, privacy, terms',
    );
  });

  it('requires a slug', () => {
    expect(slugParamSchema.parse(' a-post ')).toBe('a-post');
    expect(slugParamSchema.safeParse('').error?.issues[0]?.message).toBe('Slug is required');
  });
});
