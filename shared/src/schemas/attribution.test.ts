import { describe, expect, it } from 'vitest';
import { attributionFieldsSchema } from './attribution';
import { pledgeInputSchema } from './pledge';

describe('attributionFieldsSchema', () => {
  it('keeps campaign tags, a referring host and a share code', () => {
    expect(
      attributionFieldsSchema.parse({
        utm_source: ' radio ',
        utm_medium: 'audio',
        utm_campaign: 'nov',
        referrer: 'News.Example.org',
        ref: 'Ab3_x-9Q',
      }),
    ).toEqual({
      utm_source: 'radio',
      utm_medium: 'audio',
      utm_campaign: 'nov',
      referrer: 'news.example.org',
      ref: 'Ab3_x-9Q',
    });
  });

  it('drops malformed values and cuts long tags instead of refusing the form', () => {
    const parsed = attributionFieldsSchema.parse({
      utm_source: 'x'.repeat(500),
      utm_medium: ['a', 'b'],
      utm_campaign: '\u0000\u0007',
      referrer: 'https://evil.example/path',
      ref: '../../etc',
    });
    expect(parsed.utm_source).toHaveLength(100);
    expect(parsed).toMatchObject({
      utm_medium: undefined,
      utm_campaign: undefined,
      referrer: undefined,
      ref: undefined,
    });
  });

  it('leaves a pledge without attribution as it was', () => {
    expect(pledgeInputSchema.parse({ name: 'Ada', email: 'ada@example.com' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
  });
});
